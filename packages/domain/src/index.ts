export {
  type AccountCardViewModel,
  type AccountListKind,
  type BoundAccountLike,
  toAccountCard,
} from './accounts/account-row.ts';
export {
  BANK_CARD_LIMITS,
  BANK_CARD_MAX_LENGTH,
  type BankCardForm,
  canAddAccount,
  checkBankCard,
  checkUnbind,
  checkUsdtCard,
  checkWalletBind,
  cleanBankCard,
  cleanUnbind,
  cleanWalletBind,
  MAX_ACCOUNTS,
  type UnbindForm,
  type UsdtCardForm,
  WALLET_ADDRESS_MAX_LENGTH,
  WALLET_PROTOCOLS,
  type WalletBindForm,
  type WalletProtocol,
} from './accounts/accounts.rules.ts';
export { type AccountKind, maskAccount } from './accounts/mask.ts';
export { type ActivityViewModel, connectActivity, type PromotionItem } from './activity/activity.connect.ts';
export {
  type ActivityContext,
  type ActivityEvent,
  type ActivitySnapshot,
  activityMachine,
  createActivityMachine,
  type FetchPromotionsInput,
  type PromotionList,
} from './activity/activity.machine.ts';
export {
  ALL_PROMOTIONS,
  activePromotions,
  type Promotion,
  type PromotionTab,
  type PromotionType,
  promotionPath,
  promotionTabs,
} from './activity/activity.rules.ts';
export {
  type ApplicationLike,
  type ApplicationRowViewModel,
  toApplicationRow,
} from './activity/application-row.ts';
export {
  AGENT_APPLICATION_MAX_LENGTH,
  AGENT_REASON_MAX_LENGTH,
  type AgentApplicationForm,
  checkAgentApplication,
  cleanAgentApplication,
} from './agent/agent.rules.ts';
export { type AuthSnapshot, type AuthViewModel, connectAuth } from './auth/auth.connect.ts';
export {
  type AuthContext,
  type AuthError,
  type AuthEvent,
  type AuthInput,
  type AuthMode,
  type AuthToken,
  authMachine,
  FORM_ERROR,
  type LoginPayload,
  type RegisterPayload,
} from './auth/auth.machine.ts';
export {
  AUTH_LIMITS,
  type AuthField,
  checkLogin,
  checkRegister,
  type LoginForm,
  type RegisterForm,
} from './auth/auth.rules.ts';
export {
  ONE_TIME_PASSWORD_LENGTH,
  oneTimePayPassword,
  type PayPasswordChange,
  type PendingRegistration,
  registrationMessages,
} from './auth/registration.ts';
export {
  CAPTCHA_CODES,
  captchaCodeAt,
  captchaCount,
  isCaptchaMatch,
  pickCaptcha,
  sameCaptchaCode,
} from './captcha/captcha.ts';
export { CONCISE_TABS, type ConciseTile, type ConciseViewModel, connectConcise } from './concise/concise.connect.ts';
export {
  type ConciseCode,
  type ConciseContext,
  type ConciseEvent,
  type ConciseGame,
  type ConciseInput,
  type ConciseSnapshot,
  conciseCodeOf,
  conciseMachine,
  createConciseMachine,
  type FetchConciseInput,
} from './concise/concise.machine.ts';
export {
  amountPlaceholder,
  BANK_ONLY_NOTE,
  type BankOnlyNotice,
  type BankPanel,
  CHANNEL_LABELS,
  connectDeposit,
  type DepositViewModel,
  type OutcomeNotice,
  usdtEstimate,
} from './deposit/deposit.connect.ts';
export {
  CHANNEL_ORDER,
  checkDeposit,
  type DepositContext,
  type DepositEvent,
  type DepositField,
  type DepositInput,
  type DepositOrder,
  type DepositProtocol,
  type DepositRangeQuery,
  type DepositReceivingAccount,
  type DepositRequest,
  type DepositSnapshot,
  type DepositValues,
  depositIntentMachine,
  depositMachine,
  depositMatch,
  depositRequest,
  hasRangeCall,
  type PendingDeposit,
  payInfoPath,
  protocolsOf,
  successActions,
} from './deposit/deposit.machine.ts';
export {
  BANK_DEPOSIT_MAX_LENGTH,
  type BankDepositForm,
  checkBankDeposit,
  checkDepositAmount,
  DEFAULT_DEPOSIT_RANGE,
  DEPOSIT_CHANNELS,
  type DepositChannel,
  type DepositChannelFlags,
  type DepositRange,
  defaultDepositChannel,
  isConfiguredRange,
  QUICK_AMOUNTS,
} from './deposit/deposit.rules.ts';
export { PAY_WINDOW_MS, payCountdown, payTimeLeft } from './deposit/pay-countdown.ts';
export { isForeignText } from './foreign-text.ts';
export { connectForm, type FormViewModel } from './form/form.connect.ts';
export {
  createFormMachine,
  type FieldLimits,
  type FormContext,
  type FormError,
  type FormEvent,
  type FormInput,
  type FormSnapshot,
  type FormSubmit,
  type FormSuccess,
  type FormValues,
  failureMessage,
  formMachine,
} from './form/form.machine.ts';
export { connectGameLaunch, type GameLaunchViewModel } from './game-launch/game-launch.connect.ts';
export {
  GAME_LOADING_HIDE_MS,
  type GameLaunch,
  type GameLaunchContext,
  type GameLaunchEvent,
  type GameLaunchInput,
  type GameLaunchSnapshot,
  gameLaunchMachine,
  gameLaunchOf,
  type HotGame,
  type LaunchableGame,
  type LaunchTarget,
} from './game-launch/game-launch.machine.ts';
export { connectGamePage, type GamePageViewModel } from './game-page/game-page.connect.ts';
export {
  type GamePageContext,
  type GamePageEvent,
  type GamePageInput,
  type GamePageSnapshot,
  gamePageMachine,
} from './game-page/game-page.machine.ts';
export {
  DEFAULT_GAME_TYPE,
  FRAME_PLATFORMS,
  type GamePageIntent,
  type GamePageQuery,
  gamePageIntent,
  gamePagePath,
} from './game-page/game-page.rules.ts';
export {
  CATEGORY_IDS,
  CATEGORY_LISTS,
  CONCISE_CODES,
  FISHING_CODE,
  GAME_CATEGORIES,
  GAME_LIST_KEYS,
  GAMES_PER_PAGE,
  type GameCategory,
  type GameListKey,
  type GameLists,
  groupGames,
  hotGames,
  type ListedGame,
  pagesOf,
  visibleGames,
} from './games/games.ts';
export { BANNER_PATH, connectHome, type HomeViewModel } from './home/home.connect.ts';
export {
  createHomeMachine,
  type DismissedPopup,
  type HomeCache,
  type HomeContext,
  type HomeEvent,
  type HomeInput,
  type HomeSave,
  type HomeSite,
  type HomeSnapshot,
  homeMachine,
  MESSAGES_PATH,
  RED_PACKET_PATH,
} from './home/home.machine.ts';
export {
  type CategoryKey,
  categoryPages,
  type HomeGame,
  type HomeNotice,
  isHotGridShown,
  joinNotices,
  NOTICE_SEPARATOR,
  noticeHtml,
} from './home/home.rules.ts';
export { ADDRESS_MAX_LENGTH, AMOUNT_MAX_DIGITS, cleanAddress, digitsOnly, moneyText } from './input/input.ts';
export { connectLoad, type LoadViewModel } from './load/load.connect.ts';
export {
  createLoadMachine,
  type LoadContext,
  type LoadEvent,
  type LoadInput,
  type LoadParams,
  type LoadSnapshot,
  loadMachine,
} from './load/load.machine.ts';
export {
  INTERNAL_MESSAGE_TYPES,
  type MessageTab,
  messageTabOfType,
  messageTabPage,
} from './message-centre/message-centre.ts';
export { depositMessages } from './messages.deposit.ts';
export { moneyLabels, moneyMessages } from './messages.money.ts';
export { shellLabels, shellMessages } from './messages.shell.ts';
export { formatMessage, labels, type MessageKey, messages } from './messages.ts';
export {
  type AmountInput,
  type AmountProblem,
  amountMessages,
  amountProblem,
  type CanonicalAmount,
  canonicalAmount,
  canonicalText,
  normaliseAmountText,
  parseAmount,
} from './money/amount.ts';
export {
  compareDecimal,
  type Decimal,
  formatDecimal,
  parseDecimal,
  toDecimal,
} from './money/decimal.ts';
export {
  answered,
  createMoneyIntentMachine,
  type IntentEvent,
  type IntentInput,
  type IntentOutput,
  intentFailure,
  OUTCOME_CHECK_MAX_BACKOFF_MS,
  OUTCOME_CHECK_TICK_MS,
  OUTCOME_CHECK_WINDOW_MS,
  type StoredIntent,
} from './money/intent.machine.ts';
export {
  CLOCK_TOLERANCE_MS,
  canTellNotDone,
  checkingLabel,
  findIntentEntry,
  type IntentMark,
  isOutcomeUncertain,
  isSameAmount,
  isSameVenue,
  type LedgerEntry,
  type LedgerPage,
  type LedgerQuery,
  type MoneyOutcome,
  newestAt,
  type OutcomeMatch,
  outcomeLabel,
  outcomeMessages,
  outcomeNotice,
  RECHECK_LABEL,
  resendQuestion,
  SERVER_CLOCK_TOLERANCE_MS,
} from './money/outcome.ts';
export { toUsdt, usdtReceived } from './money/usdt.ts';
export { filteredPage } from './paging/filtered-page.ts';
export {
  connectPagedList,
  type PagedListSnapshotLike,
  type PagedListViewModel,
} from './paging/paged-list.connect.ts';
export {
  createPagedListMachine,
  type FetchPageInput,
  type PagedListContext,
  type PagedListEvent,
  type PagedListInput,
  type PagedListSnapshot,
  pagedListMachine,
  type SummaryPage,
} from './paging/paged-list.machine.ts';
export {
  initialPaging,
  type Page,
  type PagingAction,
  type PagingState,
  pagingReducer,
} from './paging/paging.reducer.ts';
export {
  connectPayInfo,
  type PayInfoVariant,
  type PayInfoViewModel,
  payInfoVariant,
} from './pay-info/pay-info.connect.ts';
export {
  createPayInfoMachine,
  hasCountdown,
  PAY_TICK_MS,
  type PayInfoBasics,
  type PayInfoContext,
  type PayInfoEvent,
  type PayInfoInput,
  type PayInfoSnapshot,
  type PayInfoType,
  payInfoMachine,
} from './pay-info/pay-info.machine.ts';
export {
  BALANCE_POLL_MS,
  type PollerEvent,
  type PollerInput,
  pollerMachine,
} from './poller/poller.machine.ts';
export {
  AVATAR_TYPE_MESSAGE,
  AVATAR_TYPES,
  type AvatarForm,
  checkAvatar,
  checkPasswordChange,
  checkProfile,
  cleanLoginPasswordChange,
  cleanPayPasswordChange,
  cleanProfile,
  EMAIL_MAX_LENGTH,
  isBirthday,
  isEmail,
  isMobile,
  MOBILE_MAX_LENGTH,
  PASSWORD_LIMITS,
  type PasswordChangeForm,
  PROFILE_MAX_LENGTH,
  type ProfileForm,
} from './profile/profile.rules.ts';
export { DATE_CODES, type DateCode, DEFAULT_DATE_CODE } from './records/date-codes.ts';
export {
  ALL_PLATFORMS,
  type BackendDateCode,
  backendWindow,
  connectRecordFilter,
  DATE_BUTTON_OPTIONS,
  DATE_POPUP_OPTIONS,
  type DateRequest,
  type DateSource,
  DEFAULT_RECORD_FILTER,
  dateRequest,
  type FilterOption,
  isWithin,
  labelWindow,
  narrowedPage,
  type PlatformEntry,
  platformOptions,
  type RecordCall,
  type RecordDate,
  type RecordFilter,
  type RecordFilterViewModel,
  type TimeWindow,
} from './records/record-filter.ts';
export {
  type BetRecordLike,
  type BetRowViewModel,
  hasOrderNumber,
  TRANSACTION_TABS,
  type TransactionFilter,
  type TransactionRecordLike,
  type TransactionRowViewModel,
  type TransactionType,
  toBetRow,
  toTransactionRow,
  transactionTypeOf,
} from './records/record-rows.ts';
export {
  type StatusKind,
  statusLabel,
  TRANSACTION_TYPES,
  TRANSFER_PENDING_LABEL,
  transactionStatusKind,
  UNKNOWN_STATUS_LABEL,
} from './records/status.ts';
export { type CallError, type CallResult, dataOr, errorOf, messageOf, serverMessage } from './result.ts';
export {
  type RebateClaimEvent,
  type RebateClaimSnapshot,
  rebateClaimMachine,
} from './rewards/rebate-claim.machine.ts';
export { type RebateLike, type RebateRowViewModel, toRebateRow } from './rewards/rebate-row.ts';
export { connectRedPacket, type RedPacketViewModel } from './rewards/red-packet.connect.ts';
export {
  createRedPacketMachine,
  type RedPacketContext,
  type RedPacketCounts,
  type RedPacketEvent,
  type RedPacketPopup,
  type RedPacketSnapshot,
  type RedPacketWin,
  redPacketMachine,
} from './rewards/red-packet.machine.ts';
export {
  checkRebateClaim,
  checkRedPacketGrab,
  type RedPacketTierLike,
  type RedPacketTierRow,
  remainingGrabs,
  tierGrabs,
  toRedPacketTierRow,
} from './rewards/rewards.rules.ts';
export {
  guardRoute,
  LOGIN_ROUTES,
  RED_PACKET_ROUTE,
  type RouteGuardInput,
  type RouteVerdict,
} from './routing/routing.rules.ts';
export {
  inSpecWords,
  SERVER_WORDS,
  UNKNOWN_REFUSAL,
  UNKNOWN_SUCCESS,
  wordResult,
} from './server-words.ts';
export {
  type AlertParams,
  type AppContext,
  type AppEvent,
  type AppInput,
  type AppSnapshot,
  appMachine,
  type LogoutPrompt,
  SITE_RETRY_MAX_MS,
  selectBalance,
  selectGameBalance,
  selectIsMaintenance,
  selectIsRefreshingUser,
  selectIsSignedIn,
  selectRedPacketShown,
  selectSite,
  selectSiteError,
  selectSiteFailed,
  selectUser,
  siteRetryDelay,
} from './session/app.machine.ts';
export type { AppInfo, Balance, SessionUser } from './session/session.types.ts';
export {
  isCalendarDate,
  parseServerTime,
  SERVER_UTC_OFFSET_MS,
  serverCalendarDate,
  toServerCalendarDate,
} from './time/server-time.ts';
export { connectTransfer, type TransferViewModel, type TransferWallet } from './transfer/transfer.connect.ts';
export {
  type PendingTransfer,
  type QuotaSheet,
  type TransferContext,
  type TransferEvent,
  type TransferField,
  type TransferInput,
  type TransferIntent,
  type TransferSnapshot,
  transferIntentMachine,
  transferMachine,
  transferMatch,
  type VenueBalance,
} from './transfer/transfer.machine.ts';
export {
  checkTransfer,
  PLATFORM_WALLET,
  PLATFORM_WALLET_NAME,
  sheetTransfer,
  TRANSFER_AMOUNT_MAX_LENGTH,
  type TransferDirection,
  type TransferForm,
  type TransferRequest,
  transferLedger,
  VENUE_BALANCE_POLL_MS,
  WALLETS_SHOWN,
} from './transfer/transfer.rules.ts';
export type { Verdict } from './verdict.ts';
export {
  connectVip,
  initialVipLevel,
  type VipCard,
  type VipPageLevel,
  type VipPlayer,
  type VipRateKey,
  type VipRates,
  type VipRebateRow,
  type VipViewModel,
  vipLabels,
  vipName,
} from './vip/vip.page.ts';
export {
  isVipReached,
  parseVip,
  VIP_PROGRESS_MAX,
  type VipLevel,
  type VipProgressInput,
  vipProgress,
} from './vip/vip.ts';
export {
  connectWithdrawal,
  type WithdrawalAccountItem,
  type WithdrawalCrypto,
  type WithdrawalRates,
  type WithdrawalViewModel,
  withdrawalAccountItem,
} from './withdrawal/withdrawal.connect.ts';
export {
  type PendingWithdrawal,
  type WithdrawalContext,
  type WithdrawalDraft,
  type WithdrawalEvent,
  type WithdrawalField,
  type WithdrawalInput,
  type WithdrawalRequest,
  type WithdrawalSnapshot,
  withdrawalIntentMachine,
  withdrawalMachine,
  withdrawalMatch,
} from './withdrawal/withdrawal.machine.ts';
export {
  checkWithdrawal,
  WITHDRAWAL_ADD_PATHS,
  WITHDRAWAL_CARD_TYPES,
  WITHDRAWAL_DONE_PATH,
  WITHDRAWAL_MIN_AMOUNT,
  WITHDRAWAL_REDIRECT_MS,
  type WithdrawalAccount,
  type WithdrawalForm,
  type WithdrawalMethod,
  type WithdrawalNetwork,
  withdrawalNetwork,
} from './withdrawal/withdrawal.rules.ts';
