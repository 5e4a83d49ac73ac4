import type { FilterOption, RecordFilter } from './record-filter.ts';
import { statusLabel, TRANSACTION_TYPES, transactionStatusKind } from './status.ts';

/** A transaction tab's type code: 1 deposits, 2 withdrawals, 3 transfers in, 4 transfers out (part 2 §9). */
export type TransactionType = 1 | 2 | 3 | 4;

/** The transaction record's filter: the shared record filters and the tab. */
export type TransactionFilter = RecordFilter & { readonly type: TransactionType };

/**
 * The transaction record's tabs, in order (part 2 §2 names them in English only; the domain's wording, kept here
 * rather than in `labels` so only the record screens' chunks carry it).
 */
export const TRANSACTION_TABS: readonly FilterOption<TransactionType>[] = [
  { value: 1, label: '存款' },
  { value: 2, label: '取款' },
  { value: 3, label: '转入' },
  { value: 4, label: '转出' },
];

/** The tab a `type` query names; anything but 2, 3 or 4 is the deposits tab. */
export function transactionTypeOf(query: string | null | undefined): TransactionType {
  const code = Number(query);
  return code === 2 || code === 3 || code === 4 ? code : TRANSACTION_TYPES.deposit;
}

/** Deposits and withdrawals carry an order number; transfers do not (part 2 §3). */
export function hasOrderNumber(type: TransactionType): boolean {
  return type === TRANSACTION_TYPES.deposit || type === TRANSACTION_TYPES.withdrawal;
}

/** What a bet row shows. */
export type BetRowViewModel = {
  /** The bet's id: its key and its 注单号. */
  id: string;
  /** The game played, else the venue's name. */
  title: string;
  platformName: string;
  betTime: string;
  betAmount: number;
  winLoss: number;
  status: string;
  /** Settled bets show their win or loss; unsettled and cancelled ones show none. */
  settled: boolean;
};

/** A bet as the records call gives it (the fields the row reads). */
export type BetRecordLike = {
  betId: string;
  betTime: string;
  platformName: string;
  playName: string;
  betAmount: number;
  winLoss: number;
  status: number;
};

/** A bet as its row shows it: the status labelled by the spec's table (0 未结算, 1 已结算, 2 and 3 已取消). */
export function toBetRow(bet: BetRecordLike): BetRowViewModel {
  return {
    id: bet.betId,
    title: bet.playName || bet.platformName,
    platformName: bet.platformName,
    betTime: bet.betTime,
    betAmount: bet.betAmount,
    winLoss: bet.winLoss,
    status: statusLabel('bet', bet.status),
    settled: bet.status === 1,
  };
}

/** What a transaction row shows. */
export type TransactionRowViewModel = {
  /** Unique within a loaded list: the order number, else the row's place in it. */
  key: string;
  /** The order number; null on the transfer tabs, which have none. */
  orderNo: string | null;
  /** The method, or the venue (优惠活动 for bonuses). */
  title: string;
  amount: number;
  createdAt: string;
  /** The state labelled by the tab's table (review states for deposits and withdrawals, transfer states else). */
  status: string;
};

/** A transaction as the records call gives it (the fields the row reads). */
export type TransactionRecordLike = {
  orderNo: string;
  amount: number;
  state: number;
  payWay: string;
  createdAt: string;
};

/**
 * The method labels the real backend's transRecord writes in English (its `$pay_way` tables; 'Wallet' for a bonus,
 * api_type 'web'), as the rows show them in the app's language. Any other label (USDT-TRC20, a venue's name, the
 * spec's Chinese) is shown as it came.
 */
const METHOD_LABELS: Readonly<Record<string, string>> = {
  'Bank card': '银行卡',
  Alipay: '支付宝',
  WeChat: '微信',
  Wallet: '优惠活动',
};

/** A method label as a record row shows it (see {@link METHOD_LABELS}). */
export function methodLabel(payWay: string): string {
  return METHOD_LABELS[payWay] ?? payWay;
}

/** A transaction of tab `type` as its row shows it; `index` is its place in the list (the key of a transfer). */
export function toTransactionRow(
  type: TransactionType,
  record: TransactionRecordLike,
  index: number,
): TransactionRowViewModel {
  const ordered = hasOrderNumber(type);
  return {
    key: ordered && record.orderNo ? record.orderNo : `${type}-${index}`,
    orderNo: ordered ? record.orderNo : null,
    title: methodLabel(record.payWay),
    amount: record.amount,
    createdAt: record.createdAt,
    status: statusLabel(transactionStatusKind(type), record.state),
  };
}
