export { readAnswer } from './answer.ts';
export { createAccountApi } from './areas/account.ts';
export { bannerListCall, primedBannerList, sendBannerList } from './areas/banner-list.ts';
export { createCardApi } from './areas/cards.ts';
export { createContentApi } from './areas/content.ts';
export { createDepositApi } from './areas/deposit.ts';
export { createGamesApi } from './areas/games.ts';
export { homeNoticeCall, sendHomeNotice } from './areas/home-notice.ts';
export { createPayPasswordApi } from './areas/pay-password.ts';
export { createProtectionApi, protectionCalls } from './areas/protection.ts';
export { createRecordsApi } from './areas/records.ts';
export { createSessionApi } from './areas/session.ts';
export { createTransferApi } from './areas/transfer.ts';
export { createVenueApi } from './areas/venues.ts';
export { createWalletApi, type MoneyCallOptions } from './areas/wallet.ts';
export { createWithdrawalApi } from './areas/withdrawal.ts';
export type { ApiPath, CallName, CallSpec } from './calls.ts';
export { calls, paths } from './calls.ts';
export type { Api } from './client.ts';
export { createApi } from './client.ts';
export type {
  ActivityApplyPayload,
  ActivityDetailPayload,
  ActivityListPayload,
  AgentApplyPayload,
  ArticlePayload,
  BannerListPayload,
  BetRecordPayload,
  BindCardPayload,
  BreakPayload,
  CardListPayload,
  DeleteCardPayload,
  GameListByCodePayload,
  GameUrlPayload,
  LoginPayload,
  NoticeListPayload,
  PagePayload,
  PasswordChangePayload,
  PayInfoPayload,
  PayRangePayload,
  RebatePayload,
  RechargePayload,
  RedPacketListPayload,
  RegisterPayload,
  SessionResultPayload,
  SetLimitPayload,
  TransferPayload,
  TransferStatusPayload,
  TransRecordPayload,
  UpdateUserInfoPayload,
  WithdrawPayload,
} from './payloads.ts';
export type { ApiError, ApiResult } from './result.ts';
export { apiMessages } from './result.ts';
export type { Promotion, PromotionApplication, PromotionDetail, PromotionType } from './schemas/activity.ts';
export {
  activityApplyLogDataSchema,
  activityDetailDataSchema,
  activityListDataSchema,
  activityTypeDataSchema,
} from './schemas/activity.ts';
export type { AppInfo } from './schemas/app.ts';
export { appDataSchema, DEFAULT_SITE_TITLE } from './schemas/app.ts';
export type { AuthToken } from './schemas/auth.ts';
export { loginDataSchema, registerDataSchema } from './schemas/auth.ts';
export type { Balance } from './schemas/balance.ts';
export { balanceDataSchema } from './schemas/balance.ts';
export type { Banner } from './schemas/banner.ts';
export { bannerListDataSchema } from './schemas/banner.ts';
export type { Bank, BoundAccount, ReceivingAccount } from './schemas/cards.ts';
export { bankListDataSchema, cardListDataSchema, payBankDataSchema } from './schemas/cards.ts';
export type { Article, HomeNotice, Message, VipLevel } from './schemas/content.ts';
export {
  articleDataSchema,
  homeNoticeDataSchema,
  noticeListDataSchema,
  vipListDataSchema,
} from './schemas/content.ts';
export type {
  BetAmount,
  DepositOrder,
  PayChannel,
  PaymentInfo,
  PayRange,
  PayType,
  PayWays,
} from './schemas/deposit.ts';
export {
  betAmountDataSchema,
  payInfoAnswerSchema,
  payRangeDataSchema,
  payWayDataSchema,
  rechargeAnswerSchema,
} from './schemas/deposit.ts';
export type { UploadedImage } from './schemas/done.ts';
export { doneDataSchema, uploadImageDataSchema } from './schemas/done.ts';
export type { Envelope } from './schemas/envelope.ts';
export { envelopeSchema, noDataSchema, SUCCESS_CODE, UNAUTHORIZED_CODE } from './schemas/envelope.ts';
export type { Game, GameByCode, LinkTarget } from './schemas/games.ts';
export { gameListByCodeDataSchema, gameListDataSchema, linkDataSchema } from './schemas/games.ts';
export { logoffDataSchema } from './schemas/logoff.ts';
export type { Page } from './schemas/primitives.ts';
export type { BreakTaken, DepositLimit, ProtectionLimits, SessionResult } from './schemas/protection.ts';
export { breakDataSchema, protectionLimitsDataSchema, sessionResultDataSchema } from './schemas/protection.ts';
export type { BetRecord, Rebate, RebateSummary, RedPacketRecord, TransactionRecord } from './schemas/records.ts';
export {
  betRecordDataSchema,
  rebateDataSchema,
  redPacketListDataSchema,
  transRecordDataSchema,
} from './schemas/records.ts';
export type { RedPacketGrab, RedPacketPhase, RedPacketRule, RedPacketStatus } from './schemas/red-packet.ts';
export { redPacketGrabDataSchema, redPacketStatusDataSchema } from './schemas/red-packet.ts';
export type { ServiceUrl } from './schemas/service-url.ts';
export { serviceUrlDataSchema } from './schemas/service-url.ts';
export type { Member, SessionUser } from './schemas/user.ts';
export { userDataSchema } from './schemas/user.ts';
export type { VisitTarget } from './schemas/visit-url.ts';
export { visitUrlDataSchema } from './schemas/visit-url.ts';
export type { RecoverAllResult, TransferResult, VenueWallet } from './schemas/wallets.ts';
export {
  recoverAllDataSchema,
  transferDataSchema,
  venueBalanceDataSchema,
  venueWalletDataSchema,
  venueWalletListDataSchema,
} from './schemas/wallets.ts';
export type { ApiOptions, Transport } from './transport.ts';
export { createTransport, DEFAULT_TIMEOUT_MS } from './transport.ts';
