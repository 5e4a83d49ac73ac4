/** A bank members can bind and the platform receives with. */
export type CatalogueBank = { id: number; code: string; name: string };

/** Twenty banks, in the order of the bank picker. */
export const BANKS: ReadonlyArray<CatalogueBank> = [
  ['ICBC', '中国工商银行'],
  ['CCB', '中国建设银行'],
  ['ABC', '中国农业银行'],
  ['BOC', '中国银行'],
  ['BOCOM', '交通银行'],
  ['CMB', '招商银行'],
  ['PSBC', '中国邮政储蓄银行'],
  ['CITIC', '中信银行'],
  ['CEB', '中国光大银行'],
  ['HXB', '华夏银行'],
  ['CMBC', '中国民生银行'],
  ['CGB', '广发银行'],
  ['PAB', '平安银行'],
  ['CIB', '兴业银行'],
  ['SPDB', '上海浦东发展银行'],
  ['BOB', '北京银行'],
  ['BOS', '上海银行'],
  ['CZB', '浙商银行'],
  ['CBHB', '渤海银行'],
  ['HFB', '恒丰银行'],
].map(([code, name], i) => ({ id: i + 1, code: code ?? '', name: name ?? '' }));

/** A platform account that receives bank deposits. */
export type ReceivingCard = {
  id: number;
  bankId: number;
  number: string;
  owner: string;
  address: string;
  info: string;
};

/** Three receiving bank accounts. */
export const RECEIVING_CARDS: ReadonlyArray<ReceivingCard> = [
  {
    id: 1,
    bankId: 1,
    number: '6212260200012345678',
    owner: '李明',
    address: '深圳市福田支行',
    info: '转账请备注会员账号',
  },
  { id: 2, bankId: 6, number: '6225880188886666', owner: '王芳', address: '上海市浦东支行', info: '' },
  {
    id: 3,
    bankId: 2,
    number: '6217000010098765432',
    owner: '陈强',
    address: '广州市天河支行',
    info: '单笔不超过5万元',
  },
];

/** The deposit channels of /api/getPayRange and /api/payinfo. */
export type PayChannelType = 'bank' | 'alipay' | 'wechat' | 'usdt-trc20' | 'usdt-erc20' | 'ebpay' | 'antoken';

/** A payment channel (a code_pay row): where non-bank deposits are paid. Ranges are in whole yuan. */
export type CatalogueChannel = {
  id: number;
  type: PayChannelType;
  merchantId: string;
  content: string;
  min: number;
  max: number;
};

/** One channel per deposit type; bank's range is the site's config. */
export const PAY_CHANNELS: ReadonlyArray<CatalogueChannel> = [
  { id: 1, type: 'bank', merchantId: '', content: '银行卡转账', min: 200, max: 50_000 },
  { id: 2, type: 'alipay', merchantId: 'lobby-alipay@example.com', content: '支付宝扫码', min: 100, max: 5_000 },
  { id: 3, type: 'wechat', merchantId: 'lobby-wechat', content: '微信扫码', min: 100, max: 5_000 },
  {
    id: 4,
    type: 'usdt-trc20',
    merchantId: 'TLobbyFakeTrc20Address7Qx9mK3pZ8vN2',
    content: 'TRC20',
    min: 100,
    max: 100_000,
  },
  {
    id: 5,
    type: 'usdt-erc20',
    merchantId: '0x4c0bb7fa7e0000000000000000000000f4ce0e20',
    content: 'ERC20',
    min: 500,
    max: 100_000,
  },
  { id: 6, type: 'ebpay', merchantId: 'EB-100288', content: '聚合支付', min: 100, max: 10_000 },
  {
    id: 7,
    type: 'antoken',
    merchantId: 'TLobbyFakeAnTokenAddress3Hs8dQ2wE5rT',
    content: 'TRC20',
    min: 100,
    max: 50_000,
  },
];

/** The channel of a deposit type. */
export function channelOf(type: PayChannelType): CatalogueChannel {
  const channel = PAY_CHANNELS.find((candidate) => candidate.type === type);
  if (!channel) throw new Error(`No pay channel ${type}`);
  return channel;
}

/** Which deposit channels are on; dsfpay (a redirect to an outside gateway) is off in the fake. */
export const PAY_WAYS = { antoken: 1, card: 1, usdt: 1, wechat: 1, alipay: 1, dsfpay: 0 } as const;

/** Exchange rates and USDT network fees, as the site config keeps them (strings). */
export const RATES = {
  usdtrate: '7.20',
  withdrawusdtrate: '7.05',
  /** ERC20 withdrawal fee in USDT (the backend's key name says cash fee). */
  withdrawcashfee: '5',
  /** TRC20 withdrawal fee in USDT. */
  withdrawfeeusdttrc: '1',
} as const;

/** Withdrawal limits: per request in whole yuan, and requests per day. */
export const WITHDRAW_LIMITS = { min: 100, max: 50_000, perDay: 5 } as const;

/**
 * A red-packet tier as the backend keeps it (PayController::userRedPacket): it applies when today's approved
 * deposits, in yuan, lie from `deposit` (`day_flow`) to `depositTo` (`flow_money`), both included; it gives `grabs`
 * (`recharge`) packets of at most `maxPercent` (`money`) percent of those deposits.
 */
export type RedPacketTier = { id: number; deposit: number; depositTo: number; grabs: number; maxPercent: number };

/** The red-packet activity's tiers: adjoining deposit ranges, as a back office sets them. */
export const RED_PACKET_TIERS: ReadonlyArray<RedPacketTier> = [
  { id: 1, deposit: 100, depositTo: 499.99, grabs: 1, maxPercent: 2 },
  { id: 2, deposit: 500, depositTo: 999.99, grabs: 2, maxPercent: 3 },
  { id: 3, deposit: 1_000, depositTo: 4_999.99, grabs: 3, maxPercent: 5 },
  { id: 4, deposit: 5_000, depositTo: 9_999.99, grabs: 5, maxPercent: 6 },
  { id: 5, deposit: 10_000, depositTo: 1_000_000, grabs: 8, maxPercent: 8 },
];

/** The red-packet activity runs from 10 days before the seed's moment to 365 days after. */
export const RED_PACKET_PERIOD_DAYS = { before: 10, after: 365 } as const;
