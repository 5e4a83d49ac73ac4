import type { CallError } from '../result.ts';
import { parseServerTime } from '../time/server-time.ts';
import { compareDecimal, parseDecimal, toDecimal } from './decimal.ts';

// A money call (deposit, withdrawal, transfer) whose answer never came, or came unreadable, may still have been
// carried out by the server. Sending it again could move the money twice, so a screen never resends on its own:
// it says the outcome is being checked, refreshes the balance and reads the records back, and shows the player
// what actually happened. This module is what every money screen shares for that; each machine owns its states.

/**
 * Whether a money call's failure leaves its outcome unknown: no answer before the timeout or no network
 * (`network`), or an answer that could not be read (`contract`: the server may have acted and then answered off
 * the contract). A refusal with a code (`server`, `unauthorized`) is an answer: nothing was done.
 */
export function isOutcomeUnknown(error: CallError): boolean {
  return error.kind === 'network' || error.kind === 'contract';
}

/**
 * The words of an outcome check. The product's message table has no row for them (the original app resent or
 * said nothing), so this is the domain's wording until the table gains rows; every money screen shows these.
 */
export const outcomeMessages = {
  /** While the records are read back: the call may have gone through, so do not send it again. */
  checking: '网络异常，正在核实本次提交的结果，请勿重复提交',
  /** The records hold no trace of the submit: nothing happened, the player may send it again. */
  notDone: '经核实，本次提交未成功，您可以重新提交',
  /** The records could not be read either: the player is told where to look before trying again. */
  unknown: '暂时无法核实本次提交的结果，请稍后在资金明细中查看，确认未成功后再重新提交',
} as const;

/** How long a check waits before reading the records, so a request the server is still working on can land. */
export const OUTCOME_CHECK_DELAY_MS = 3000;

/** How much earlier than the submit (by the device's clock) a record may be dated: the two clocks differ. */
export const OUTCOME_CLOCK_SLACK_MS = 5 * 60 * 1000;

/** What the check needs of a record (a row of /api/gettransrecord: deposits or withdrawals). */
export type MoneyRecord = { orderNo: string; amount: number; createdAt: string };

/** What was submitted: the amount as the field showed it (decimal text) and when (device clock, epoch ms). */
export type SubmittedMoney = { amount: string; submittedAt: number };

/**
 * The record a submit made, found in a freshly read list: the newest one of exactly the submitted amount dated no
 * earlier than the submit (less {@link OUTCOME_CLOCK_SLACK_MS}); null when there is none. Amounts compare as exact
 * decimals, times as the backend's UTC+8 (an unreadable time never matches).
 */
export function findSubmittedRecord<R extends MoneyRecord>(
  records: readonly R[],
  { amount, submittedAt }: SubmittedMoney,
): R | null {
  const wanted = parseDecimal(amount);
  if (wanted === null) return null;
  const earliest = submittedAt - OUTCOME_CLOCK_SLACK_MS;
  let found: { record: R; at: number } | null = null;
  for (const record of records) {
    const at = parseServerTime(record.createdAt);
    const exact = toDecimal(record.amount);
    if (at === null || at < earliest || exact === null || compareDecimal(exact, wanted) !== 0) continue;
    if (found === null || at > found.at) found = { record, at };
  }
  return found?.record ?? null;
}
