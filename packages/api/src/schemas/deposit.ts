import * as z from 'zod/mini';
import { type ReceivingAccount, receivingAccountSchema } from './cards.ts';
import { decimal, flag, integer, money, nothing, optionalInteger, optionalMoney, optionalText } from './primitives.ts';

/** Which deposit channels are on (/api/get_pay_way); a channel the backend leaves out is off. */
export type PayWays = {
  antoken: boolean;
  card: boolean;
  usdt: boolean;
  wechat: boolean;
  alipay: boolean;
  dsfpay: boolean;
};

/** `data` of GET /api/get_pay_way. */
export const payWayDataSchema = z.pipe(
  z.looseObject({
    antoken: flag(1),
    card: flag(1),
    usdt: flag(1),
    wechat: flag(1),
    alipay: flag(1),
    dsfpay: flag(1),
  }),
  z.transform((wire): PayWays => ({ ...wire })),
);

/** The amount range of a deposit channel (/api/getPayRange). */
export type PayRange = { minPrice: number; maxPrice: number };

/** `data` of POST /api/getPayRange: decimal strings, or 0 when the bank range is not configured. */
export const payRangeDataSchema = z.pipe(
  z.looseObject({ min_price: money, max_price: money }),
  z.transform((wire): PayRange => ({ minPrice: wire.min_price, maxPrice: wire.max_price })),
);

/** A created deposit order. */
export type DepositOrder = { depositNo: string };

/**
 * The answer of POST /api/recharge as a whole: `data` is `[]` and the deposit number travels in `message`,
 * so this schema reads `{ message, data }` (see the call's `input`).
 */
export const rechargeAnswerSchema = z.pipe(
  z.looseObject({ message: z.string().check(z.trim(), z.minLength(1)), data: nothing }),
  z.transform((answer): DepositOrder => ({ depositNo: answer.message })),
);

/** How a deposit is paid, as payinfo's `message` names it. */
export type PayType = 'bankpay' | 'alipay' | 'wxpay' | 'usdtpay' | 'ebpay' | 'antoken';

const payTypes: ReadonlyArray<PayType> = ['bankpay', 'alipay', 'wxpay', 'usdtpay', 'ebpay', 'antoken'];

/** A payment channel: the wallet or merchant to pay and its QR picture (payinfo's `cardlist` for non-bank types). */
export type PayChannel = {
  /** The receiving address or merchant id (`mch_id`). */
  merchantId: string;
  /** The wallet protocol or the channel's note (`content`). */
  content: string;
  /** The QR picture (`payimg`); '' when none. */
  image: string;
  minPrice: number;
  maxPrice: number;
};

const payChannelSchema = z.pipe(
  z.looseObject({
    id: integer,
    mch_id: optionalText,
    content: optionalText,
    payimg: optionalText,
    min_price: optionalMoney,
    max_price: optionalMoney,
  }),
  z.transform(
    (wire): PayChannel => ({
      merchantId: wire.mch_id,
      content: wire.content,
      image: wire.payimg,
      minPrice: wire.min_price,
      maxPrice: wire.max_price,
    }),
  ),
);

/** What to pay and where for one deposit (/api/payinfo). */
export type PaymentInfo = {
  /** The method, from the answer's `message`. */
  payType: PayType;
  depositNo: string;
  /** The amount in yuan. */
  amount: number;
  /** For USDT, the amount in USDT; otherwise the amount credited in yuan. */
  realMoney: number;
  /** The method's Chinese label (`info.paytype`). */
  payTypeLabel: string;
  /** Yuan per USDT for USDT deposits; 0 otherwise. */
  usdtRate: number;
  /** 1 pending, 2 credited, 3 rejected. */
  state: number;
  /** When the order was created; the app counts 60 minutes down from it. */
  createdAt: string;
  /** The receiving bank accounts (bank deposits); [] otherwise. */
  receivingAccounts: ReceivingAccount[];
  /** The channel to pay (other methods); null for bank deposits. */
  channel: PayChannel | null;
  /** A QR code text or picture for QR variants; '' when none. */
  qrcode: string;
  /** A payment page for redirect variants; '' when none. */
  url: string;
};

const depositInfoSchema = z.looseObject({
  order_no: optionalText,
  amount: money,
  real_money: optionalMoney,
  paytype: optionalText,
  usdtrate: decimal,
  state: optionalInteger,
  created_at: optionalText,
});

const cardListSchema = z.union([
  z.pipe(
    z.array(receivingAccountSchema),
    z.transform((accounts) => ({ accounts, channel: null })),
  ),
  z.pipe(
    payChannelSchema,
    z.transform((channel) => ({ accounts: [], channel })),
  ),
  z.pipe(
    nothing,
    z.transform(() => ({ accounts: [], channel: null })),
  ),
]);

/** The answer of POST /api/payinfo as a whole (`{ message, data }`): `message` says how the deposit is paid. */
export const payInfoAnswerSchema = z.pipe(
  z.looseObject({
    // A literal of the list, not z.enum: the same check, and zod's enum code would join the start chunk, where
    // zod's shared module lives, for lazy screens alone (0.2 KiB gzip of home's cold start).
    message: z.literal(payTypes),
    data: z.looseObject({
      deposit_no: optionalText,
      info: depositInfoSchema,
      cardlist: z.optional(cardListSchema),
      qrcode: optionalText,
      url: optionalText,
    }),
  }),
  z.transform(
    ({ message, data }): PaymentInfo => ({
      payType: message,
      depositNo: data.deposit_no || data.info.order_no,
      amount: data.info.amount,
      realMoney: data.info.real_money,
      payTypeLabel: data.info.paytype,
      usdtRate: data.info.usdtrate,
      state: data.info.state,
      createdAt: data.info.created_at,
      receivingAccounts: data.cardlist?.accounts ?? [],
      channel: data.cardlist?.channel ?? null,
      qrcode: data.qrcode,
      url: data.url,
    }),
  ),
);

/** The turnover counted towards withdrawal (/api/getBetAmount). */
export { type BetAmount, betAmountDataSchema } from './bet-amount.ts';
