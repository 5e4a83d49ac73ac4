// The fake's records written as the real backend writes them: DECIMAL columns as "0.00" strings, Laravel dates,
// full image URLs, and the wire's own key names.
import { ASSET_PREFIX } from '../assets.ts';
import { activityContent, activityMemo, type CatalogueActivity, VIP_LEVELS } from '../catalogue/content.ts';
import { type CatalogueGame, type CodeGame, VENUES, venueByCode } from '../catalogue/games.ts';
import { BANKS, type CatalogueBank, type CatalogueChannel, RATES, type ReceivingCard } from '../catalogue/payments.ts';
import type { FakeKind } from '../kind.ts';
import { centsToDecimal, centsToNumber } from '../money.ts';
import type { FakeBet, FakeCard, FakeDeposit, FakeTransferLog, FakeUser, FakeWithdrawal, Store } from '../store.ts';
import { laravelDate } from '../time.ts';

/** The address of a generated asset on the origin that asked. */
export function asset(origin: string, name: string): string {
  return `${origin}${ASSET_PREFIX}${name}`;
}

/** A query-builder `sum()`: a DECIMAL string, or the integer 0 when there were no rows. */
export function sum(cents: number, rows: number): string | 0 {
  return rows === 0 ? 0 : centsToDecimal(cents);
}

/** A date `days` before the seed's moment, for catalogue rows. */
export function catalogueDate(store: Store, days: number): string {
  return laravelDate(store.epoch() - days * 86_400_000);
}

/**
 * The member as /api/user answers; `refresh` leaves out what /api/refreshusermoney does not send. `real` (the
 * backend's getUserInfo): `fanshui` is SUM(money) of every transfer-log row in state 0 (pending or refused
 * transfers included, not only unclaimed rebates), `paysum` and `totalgame` are DECIMAL columns (approved
 * deposits, valid bets), `created_at` is a Carbon written as ISO-8601 UTC, and neither `status` nor `isblack` is
 * sent (a disabled member never gets this far: HTTP 403); refreshusermoney sends no `id` or `created_at` either.
 */
export function userRow(store: Store, user: Readonly<FakeUser>, refresh = false): Record<string, unknown> {
  const real = store.kind === 'real';
  const deposits = store.deposits(user).filter((deposit) => deposit.state === 2);
  const pending = store.transferLogs(user).filter((row) => row.state === 0 && (real || row.kind === 6));
  const venueCents = Object.values(user.venues).reduce((total, cents) => total + cents, 0);
  const common = {
    ...(real && refresh ? {} : { id: user.id }),
    api_token: user.token,
    balance: centsToDecimal(user.balanceCents),
    birthday: user.birthday,
    fanshui: sum(
      pending.reduce((total, row) => total + row.amountCents, 0),
      pending.length,
    ),
    realname: user.realname,
    transferstatus: user.transferStatus,
    username: user.username,
    level: user.vip,
    vip: user.vip,
    joinday: store.joinDays(user),
    gameblance: venueCents / 100,
    avatar: user.avatar,
    mobile: user.mobile,
    email: user.email,
    ...RATES,
    vipname: `/static/style/vip${user.vip}.png`,
    ...(real ? {} : { isblack: user.isblack, status: user.status }),
  };
  if (refresh) return real ? common : { ...common, created_at: laravelDate(user.createdAt) };
  const depositCents = deposits.reduce((total, deposit) => total + deposit.amountCents, 0);
  return {
    ...common,
    created_at: real ? isoUtc(user.createdAt) : laravelDate(user.createdAt),
    paysum: real ? centsToDecimal(depositCents) : sum(depositCents, deposits.length),
    // A DECIMAL column (valid bets) in the backend; openapi.yaml still types it as an integer: the count kept.
    totalgame: Object.keys(user.venues).length,
    isagent: user.isAgent,
    current_vip: `VIP${user.vip}`,
    next_vip: user.vip < VIP_LEVELS.length ? `VIP${user.vip + 1}` : '',
  };
}

/** A database time as Carbon's JSON writes it: ISO-8601 in UTC, whole seconds, six zero microseconds. */
export function isoUtc(at: number): string {
  return new Date(Math.floor(at / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, '.000000Z');
}

/** A game of /api/game/list. */
export function gameRow(origin: string, game: CatalogueGame): Record<string, unknown> {
  const venue = asset(origin, `venue-${game.platform}.png`);
  return {
    id: game.id,
    name: game.name,
    name_en: game.nameEn,
    platform_name: game.platform,
    category_id: game.category,
    game_code: game.code,
    app_state: game.shown ? 1 : 0,
    is_hot: game.hot ? 1 : 0,
    is_new: game.isNew ? 1 : 0,
    is_recommend: game.recommended ? 1 : 0,
    check_yes_img: null,
    check_no_img: null,
    api_logo_img: venue,
    mobile_img: asset(origin, `game-${game.code}.png`),
    header_logo: venue,
  };
}

/** A game of /api/gamelistBycode. */
export function codeGameRow(origin: string, game: CodeGame): Record<string, unknown> {
  return {
    gamepic: asset(origin, `list-${game.code}.png`),
    catecode: game.platform,
    gamename: game.name,
    gamecode: game.code,
    gametype: game.gameType,
  };
}

/** A promotion as /api/activitylist lists it. */
export function activityRow(store: Store, origin: string, activity: CatalogueActivity): Record<string, unknown> {
  return {
    id: activity.id,
    title: activity.title,
    type: activity.type,
    entitle: activity.entitle,
    apply_count: activity.applyCount,
    banner: asset(origin, `promo-${activity.id}.png`),
    can_apply: activity.canApply ? 1 : 0,
    state: activity.state,
    created_at: catalogueDate(store, activity.daysAgo),
  };
}

/** A promotion as /api/activitydeatil answers. */
export function activityDetailRow(store: Store, origin: string, activity: CatalogueActivity): Record<string, unknown> {
  return {
    ...activityRow(store, origin, activity),
    content: activityContent(activity),
    encontent: '',
    memo: activityMemo(activity),
    enmemo: '',
    app_img: asset(origin, `promo-${activity.id}.png`),
    app_state: 1,
    updated_at: catalogueDate(store, activity.daysAgo),
  };
}

/**
 * What activitydeatil answers for an id it does not know (IndexController::legacyPromotionFallback): every field
 * blank, `state` 0.
 */
export function blankActivity(id: number): Record<string, unknown> {
  const text = ['title', 'entitle', 'type_name', 'content', 'memo', 'enmemo', 'banner', 'app_img'] as const;
  const images = ['popup_image', 'app_popup_image', 'detail_image', 'app_detail_image', 'button_text'] as const;
  return {
    id,
    ...Object.fromEntries(text.map((key) => [key, ''])),
    type: 0,
    apply_count: 0,
    ...Object.fromEntries(images.map((key) => [key, ''])),
    can_apply: 0,
    requires_auth: 0,
    action_url: '',
    is_popup: 0,
    popup_frequency: 'once',
    popup_delay_seconds: 0,
    sort_order: 0,
    starts_at: '',
    ends_at: '',
    state: 0,
    app_state: 0,
  };
}

/** A bank of /api/banklist (also nested in receiving accounts). */
export function bankRow(store: Store, origin: string, bank: CatalogueBank): Record<string, unknown> {
  const icon = asset(origin, `bank-${bank.code.toLowerCase()}.png`);
  return {
    id: bank.id,
    code: bank.code,
    bank_name: bank.name,
    order: bank.id,
    max_amount: '50000.00',
    bank_img: icon,
    state: 1,
    created_at: catalogueDate(store, 365),
    updated_at: catalogueDate(store, 365),
    ico: icon,
  };
}

/** A receiving account of /api/getpaybank and payinfo's `cardlist`. */
export function paySettingRow(store: Store, origin: string, card: ReceivingCard): Record<string, unknown> {
  const bank = BANKS.find((candidate) => candidate.id === card.bankId);
  return {
    id: card.id,
    bank_id: card.bankId,
    bank_no: card.number,
    bank_owner: card.owner,
    bank_address: card.address,
    info: card.info,
    state: 1,
    created_at: catalogueDate(store, 200),
    updated_at: catalogueDate(store, 200),
    bank_data: bank ? bankRow(store, origin, bank) : null,
    ico: bank ? asset(origin, `bank-${bank.code.toLowerCase()}.png`) : '',
  };
}

/** A payment channel as payinfo's `cardlist`, without the gateway `key` the real backend leaks. */
export function payChannelRow(origin: string, channel: CatalogueChannel): Record<string, unknown> {
  return {
    id: channel.id,
    mch_id: channel.merchantId,
    content: channel.content,
    status: 1,
    payimg: asset(origin, `qr-${channel.type}.png`),
    min_price: centsToDecimal(channel.min * 100),
    max_price: centsToDecimal(channel.max * 100),
  };
}

/** A member's bound account of /api/getcard. */
export function cardRow(origin: string, card: FakeCard): Record<string, unknown> {
  const bank = BANKS.find((candidate) => candidate.name === card.bank);
  return {
    id: card.id,
    user_id: card.userId,
    bank: card.bank,
    bank_no: card.number,
    bank_address: card.address,
    bank_owner: card.owner,
    deleted_at: null,
    created_at: laravelDate(card.createdAt),
    updated_at: laravelDate(card.createdAt),
    ico: bank ? asset(origin, `bank-${bank.code.toLowerCase()}.png`) : '',
    bank_not: card.number.slice(-4),
    usdtrate: RATES.usdtrate,
    withdrawusdtrate: RATES.withdrawusdtrate,
  };
}

/** The Chinese label of a deposit method. */
export const PAY_TYPE_LABELS: Readonly<Record<FakeDeposit['payType'], string>> = {
  bank: '银行卡',
  alipay: '支付宝',
  wxpay: '微信',
  usdt: 'USDT',
  ebpay: '聚合支付',
  antoken: 'AnToken',
};

/**
 * A deposit's method as the backend's transRecord labels it (its `$pay_way` table: 1 Bank card, 3 Alipay,
 * 4 WeChat, 5 USDT-TRC20, 6 USDT-ERC20). Its table has no entry for 7 (ebpay, and the token channel), where PHP
 * stops with an undefined index and the whole page is a 500: a bug the fake does not copy ('' instead).
 */
export function depositPayWay(deposit: Pick<FakeDeposit, 'payType' | 'protocol'>): string {
  switch (deposit.payType) {
    case 'bank':
      return 'Bank card';
    case 'alipay':
      return 'Alipay';
    case 'wxpay':
      return 'WeChat';
    case 'usdt':
      return deposit.protocol === 'ERC20' ? 'USDT-ERC20' : 'USDT-TRC20';
    default:
      return '';
  }
}

/**
 * A withdrawal's method as transRecord labels it by the withdrawal's type: a USDT address on TRC20 or ERC20, else
 * (a bank card, and the token wallet, which the backend's withdraw treats as a card) 'Bank card'.
 */
export function withdrawalPayWay(withdrawal: Pick<FakeWithdrawal, 'cardType' | 'payWay'>): string {
  if (withdrawal.cardType === 2) return withdrawal.payWay.endsWith('ERC20') ? 'USDT-ERC20' : 'USDT-TRC20';
  return 'Bank card';
}

/** The deposit as payinfo's `info`; USDT deposits carry the rate and the amount in USDT (a number). */
export function depositRow(deposit: Readonly<FakeDeposit>): Record<string, unknown> {
  const isUsdt = deposit.payType === 'usdt' || deposit.payType === 'antoken';
  const rateCents = Math.round(Number(RATES.usdtrate) * 100);
  return {
    id: deposit.id,
    order_no: deposit.orderNo,
    out_trade_no: deposit.orderNo,
    user_id: deposit.userId,
    amount: centsToDecimal(deposit.amountCents),
    cash_fee: '0.00',
    real_money: isUsdt
      ? Math.floor((deposit.amountCents * 100) / rateCents) / 100
      : centsToDecimal(deposit.amountCents),
    pay_way: PAY_TYPE_LABELS[deposit.payType],
    bank: deposit.bank,
    bank_no: deposit.bankNo,
    bank_owner: deposit.bankOwner,
    bank_address: deposit.bankAddress,
    state: deposit.state,
    paytype: PAY_TYPE_LABELS[deposit.payType],
    ...(isUsdt ? { usdtrate: RATES.usdtrate } : {}),
    created_at: laravelDate(deposit.createdAt),
    updated_at: laravelDate(deposit.updatedAt),
  };
}

/** The venue wallet row of /api/balancelist: "%.2f" text, or the integer 0 without an account. */
export function venueRow(origin: string, user: Readonly<FakeUser>, code: string): Record<string, unknown> {
  const cents = user.venues[code];
  return {
    balance: cents === undefined ? 0 : centsToDecimal(cents),
    name: venueByCode(code)?.name ?? code,
    platname: code,
    app_icon: asset(origin, `venue-${code}.png`),
  };
}

/** Every venue wallet row of a member. */
export function venueRows(origin: string, user: Readonly<FakeUser>): Array<Record<string, unknown>> {
  return VENUES.map((venue) => venueRow(origin, user, venue.code));
}

/** A bet of /api/betrecord (no `created_at`, as the backend). */
export function betRow(bet: FakeBet, kind: FakeKind = 'real'): Record<string, unknown> {
  const row = {
    bet_id: bet.betId,
    bet_time: laravelDate(bet.time),
    platform_type: bet.platform,
    bet_amount: centsToDecimal(bet.amountCents),
    win_loss: centsToDecimal(bet.winLossCents),
    status: bet.status,
    Code: venueByCode(bet.platform)?.name ?? bet.platform,
  };
  // betRecord selects these six columns and adds Code; the game's name is the spec's, not the backend's.
  return kind === 'real' ? row : { ...row, playname: bet.game, playmemo: '' };
}

/** A transfer or bonus of /api/gettransrecord (types 3 and 4). */
export function transferRow(row: FakeTransferLog, kind: FakeKind = 'real'): Record<string, unknown> {
  const venue = venueByCode(row.platform)?.name ?? row.platform;
  return {
    real_money: centsToDecimal(row.amountCents),
    created_at: laravelDate(row.createdAt),
    state: row.state,
    // The backend logs transfers under strtoupper(venue); seeded rows keep the catalogue's code in `spec`.
    api_type: kind === 'real' && venueByCode(row.platform) ? row.platform.toUpperCase() : row.platform,
    // transRecord names a bonus ('web') 'Wallet'; the contract summary's 优惠活动 is the spec's reading.
    pay_way: row.platform === 'web' ? (kind === 'real' ? 'Wallet' : '优惠活动') : venue,
    // abs($v['real_money']): a float in `real`.
    amount: kind === 'real' ? centsToNumber(row.amountCents) : centsToDecimal(row.amountCents),
  };
}

/** A rebate of /api/getfanshui: the full transfer-log row and the venue's name. */
export function rebateRow(row: FakeTransferLog): Record<string, unknown> {
  return {
    id: row.id,
    order_no: row.orderNo,
    api_type: row.platform,
    user_id: row.userId,
    transfer_type: row.kind,
    money: centsToDecimal(row.amountCents),
    cash_fee: '0.00',
    real_money: centsToDecimal(row.amountCents),
    before_money: centsToDecimal(row.beforeCents),
    after_money: centsToDecimal(row.afterCents),
    state: row.state,
    platform_type: row.platform,
    betid: null,
    created_at: laravelDate(row.createdAt),
    updated_at: laravelDate(row.updatedAt),
    gamename: venueByCode(row.platform)?.name ?? row.platform,
  };
}
