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
 * What a transfer row in state 0 reads as: 处理中 (pending). The spec's table says 0 失败, but the backend wins:
 * `PayController::safeAccountToGameTransfer` and `safeGameToAccountTransfer` write the row in state 0 before the
 * game aggregator answers (a transfer in has already debited the wallet), set 1 when it agrees, and leave 0 when it
 * refuses (refunded, told apart only by a column the records do not show). So 0 is "not settled", never "failed".
 */
export const TRANSFER_PENDING_LABEL = '处理中';

/**
 * The label of a record's state code: bets, deposits and withdrawals, transfers in and out, activity applications
 * from their tables (a transfer's 0 reads {@link TRANSFER_PENDING_LABEL}); rebates 未领取 for 0 and 已领取
 * otherwise. A code outside a table reads 未定义.
 */
export function statusLabel(kind: StatusKind, state: number | string): string {
  const code = Number(state);
  if (kind === 'rebate') return code === 0 ? labels.rebateState.unclaimed : labels.rebateState.claimed;
  if (kind === 'transfer' && code === 0) return TRANSFER_PENDING_LABEL;
  return TABLES[kind][code] ?? UNKNOWN_STATUS_LABEL;
}

/** The transaction record's tab codes (part 2, section 9), as sent in the `type` filter. */
export const TRANSACTION_TYPES = { deposit: 1, withdrawal: 2, transferIn: 3, transferOut: 4 } as const;

/** Which status table a transaction row of a given tab uses: deposit, withdrawal, or transfer for both transfers. */
export function transactionStatusKind(type: number): 'deposit' | 'withdrawal' | 'transfer' {
  if (type === TRANSACTION_TYPES.deposit) return 'deposit';
  return type === TRANSACTION_TYPES.withdrawal ? 'withdrawal' : 'transfer';
}
