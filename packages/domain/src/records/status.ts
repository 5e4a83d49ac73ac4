import { recordLabels as labels } from './record-labels.ts';

/** The record kinds whose rows carry a state code. */
export type StatusKind = 'bet' | 'deposit' | 'withdrawal' | 'transfer' | 'activity' | 'rebate';

const TABLES: Readonly<Record<Exclude<StatusKind, 'rebate'>, Readonly<Record<number, string>>>> = {
  bet: labels.betStatus,
  deposit: labels.reviewState,
  withdrawal: labels.reviewState,
  transfer: labels.transferState,
  activity: labels.activityApplyState,
};

/** What a state code outside a kind's table reads as: the product's own word for it, 未定义 (undefined). */
export const UNKNOWN_STATUS_LABEL: string = labels.reviewState[0];

/**
 * The label of a record's state code: bets, deposits and withdrawals, transfers in and out, activity applications
 * from their tables; rebates 未领取 for 0 and 已领取 otherwise. A code outside a table reads 未定义.
 */
export function statusLabel(kind: StatusKind, state: number | string): string {
  const code = Number(state);
  if (kind === 'rebate') return code === 0 ? labels.rebateState.unclaimed : labels.rebateState.claimed;
  return TABLES[kind][code] ?? UNKNOWN_STATUS_LABEL;
}

/** The transaction record's tab codes (part 2, section 9), as sent in the `type` filter. */
export const TRANSACTION_TYPES = { deposit: 1, withdrawal: 2, transferIn: 3, transferOut: 4 } as const;

/** Which status table a transaction row of a given tab uses: deposit, withdrawal, or transfer for both transfers. */
export function transactionStatusKind(type: number): 'deposit' | 'withdrawal' | 'transfer' {
  if (type === TRANSACTION_TYPES.deposit) return 'deposit';
  return type === TRANSACTION_TYPES.withdrawal ? 'withdrawal' : 'transfer';
}
