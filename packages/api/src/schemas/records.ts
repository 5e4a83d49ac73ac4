import * as z from 'zod/mini';
import {
  integer,
  looseText,
  money,
  optionalInteger,
  optionalMoney,
  optionalText,
  type Page,
  pageOf,
} from './primitives.ts';

/** A bet (/api/betrecord). */
export type BetRecord = {
  betId: string;
  /** When the bet was placed (`bet_time`; the rows have no `created_at`). */
  betTime: string;
  /** The venue code (`platform_type`). */
  platform: string;
  /** The venue's display name (`Code`). */
  platformName: string;
  betAmount: number;
  /** Positive for a win. */
  winLoss: number;
  /** 0 unsettled, 1 settled, 2 and 3 cancelled. */
  status: number;
  /** The game played; '' when unknown. */
  playName: string;
  playMemo: string;
};

const betRecordSchema = z.pipe(
  z.looseObject({
    bet_id: looseText,
    bet_time: optionalText,
    platform_type: optionalText,
    Code: optionalText,
    bet_amount: money,
    win_loss: money,
    status: optionalInteger,
    playname: optionalText,
    playmemo: optionalText,
  }),
  z.transform(
    (wire): BetRecord => ({
      betId: wire.bet_id,
      betTime: wire.bet_time,
      platform: wire.platform_type,
      platformName: wire.Code,
      betAmount: wire.bet_amount,
      winLoss: wire.win_loss,
      status: wire.status,
      playName: wire.playname,
      playMemo: wire.playmemo,
    }),
  ),
);

/** `data` of POST /api/betrecord. */
export const betRecordDataSchema = pageOf(betRecordSchema);

/** A deposit, withdrawal, transfer or bonus (/api/gettransrecord). */
export type TransactionRecord = {
  /** The order number (deposits and withdrawals); '' for transfers. */
  orderNo: string;
  amount: number;
  /** What was credited or paid out (for USDT withdrawals, in USDT); the amount when the row has none. */
  realMoney: number;
  /**
   * Deposits and withdrawals: 1 pending, 2 approved, 3 rejected. Transfers: 0 not settled (the backend reserves the
   * row in 0 while the game aggregator answers and leaves it there when it refuses; the summary's "0 failed" is
   * not what its source does), 1 done, 2 pending.
   */
  state: number;
  /**
   * The method or the venue's name as the backend writes it: the real backend's transRecord in English ('Bank card',
   * 'Alipay', 'WeChat', 'USDT-TRC20'; 'Wallet' for bonuses), the contract summary's reading in Chinese (优惠活动).
   */
  payWay: string;
  /** The venue code of a transfer; '' otherwise. */
  platform: string;
  createdAt: string;
};

const transactionSchema = z.pipe(
  z.looseObject({
    out_trade_no: optionalText,
    amount: money,
    real_money: z.optional(z.nullable(money)),
    state: optionalInteger,
    pay_way: optionalText,
    api_type: optionalText,
    created_at: optionalText,
  }),
  z.transform(
    (wire): TransactionRecord => ({
      orderNo: wire.out_trade_no,
      amount: wire.amount,
      realMoney: wire.real_money ?? wire.amount,
      state: wire.state,
      payWay: wire.pay_way,
      platform: wire.api_type,
      createdAt: wire.created_at,
    }),
  ),
);

/** `data` of POST /api/gettransrecord. */
export const transRecordDataSchema = pageOf(transactionSchema);

/** A rebate (/api/getfanshui). */
export type Rebate = {
  id: number;
  orderNo: string;
  /** The venue code (`api_type`). */
  platform: string;
  /** The venue's name (`gamename`). */
  gameName: string;
  amount: number;
  isClaimed: boolean;
  /** When the rebate was granted. */
  createdAt: string;
  /** When it was claimed; the same as `createdAt` until then. */
  updatedAt: string;
};

const rebateSchema = z.pipe(
  z.looseObject({
    id: integer,
    order_no: optionalText,
    api_type: optionalText,
    gamename: optionalText,
    money: money,
    state: integer,
    created_at: optionalText,
    updated_at: optionalText,
  }),
  z.transform(
    (wire): Rebate => ({
      id: wire.id,
      orderNo: wire.order_no,
      platform: wire.api_type,
      gameName: wire.gamename,
      amount: wire.money,
      isClaimed: wire.state !== 0,
      createdAt: wire.created_at,
      updatedAt: wire.updated_at,
    }),
  ),
);

/** Rebates with the claimed and claimable sums (/api/getfanshui). */
export type RebateSummary = {
  page: Page<Rebate>;
  /** The sum claimed (`jisuan`). */
  claimed: number;
  /** The sum still to claim (`nojisuan`). */
  unclaimed: number;
};

/** `data` of POST /api/getfanshui. */
export const rebateDataSchema = z.pipe(
  z.looseObject({ list: pageOf(rebateSchema), jisuan: optionalMoney, nojisuan: optionalMoney }),
  z.transform((wire): RebateSummary => ({ page: wire.list, claimed: wire.jisuan, unclaimed: wire.nojisuan })),
);

/** A red packet the member grabbed (/api/redpacket). */
export type RedPacketRecord = {
  id: number;
  /** The deposits the packet was counted on (`money`). */
  depositAmount: number;
  /** The packet (`redpacketmoney`). */
  amount: number;
  /** When it was credited (`usetime`); '' when not yet. */
  usedAt: string;
  createdAt: string;
};

const redPacketRecordSchema = z.pipe(
  z.looseObject({
    id: integer,
    money: optionalMoney,
    redpacketmoney: money,
    usetime: optionalText,
    created_at: optionalText,
  }),
  z.transform(
    (wire): RedPacketRecord => ({
      id: wire.id,
      depositAmount: wire.money,
      amount: wire.redpacketmoney,
      usedAt: wire.usetime,
      createdAt: wire.created_at,
    }),
  ),
);

/** `data` of POST /api/redpacket. */
export const redPacketListDataSchema = pageOf(redPacketRecordSchema);
