// The deposit limits' check before a deposit is sent (issue #34), loaded by /recharge's send: the limits the device
// keeps against the backend's own deposit records of the last 30 days. Nothing is read when no limit is set; where the
// backend keeps the player's limits on the account (account.ts), it enforces them itself and the device stands aside.
import { createRecordsApi } from '@lobby/api';
import {
  type DepositRow,
  depositRefusal,
  effectiveLimits,
  LIMIT_PERIODS,
  limitRefusalText,
  protectionMessages,
} from '@lobby/domain/protection';
import type { CallResult } from '@lobby/domain/result';
import { formatMoney } from '@lobby/ui-kit';
import { toCallResult, transport } from '../app/providers.ts';
import { accountLimits } from './account.ts';
import { deviceSettings } from './device.ts';

/** The most record pages read (15 rows a page): past them, the check cannot tell and refuses. */
const MAX_PAGES = 20;

/** A deposit the check refuses: certain (nothing was sent), in words, with the form kept. */
function refused(message: string): CallResult<never> {
  return { ok: false, error: { kind: 'server', message, code: 403 } };
}

/** The player's deposit rows of the last 30 days (the backend's code 4), every page; null when they cannot be read. */
async function depositRows(): Promise<DepositRow[] | null> {
  const records = createRecordsApi(transport);
  const rows: DepositRow[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = toCallResult(await records.gettransrecord({ type: 1, date: 4, page }));
    if (!result.ok) return null;
    rows.push(...result.data.rows);
    if (result.data.page >= result.data.lastPage) return rows;
  }
  return null;
}

/**
 * Why a deposit of `amount` yuan (canonical text) may not be sent: the first limit it would pass, naming it and what
 * remains; the check's own failure (records unreadable) refuses too, saying so. Null when it may go.
 */
export default async function depositLimitRefusal(amount: string): Promise<CallResult<never> | null> {
  const { limits } = await deviceSettings();
  const now = Date.now();
  const inForce = effectiveLimits(limits, now);
  if (LIMIT_PERIODS.every((period) => inForce[period].cents === null)) return null;
  if (await accountLimits()) return null;
  const rows = await depositRows();
  if (rows === null) return refused(protectionMessages['protection.limit.unreadable']);
  const refusal = depositRefusal(Number(amount), rows, limits, now);
  return refusal ? refused(limitRefusalText(refusal, formatMoney)) : null;
}
