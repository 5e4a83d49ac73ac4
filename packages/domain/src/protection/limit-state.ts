// The deposit limits' state and its rules, apart from their words, so the app's device store carries no table.
const DAY_MS = 86_400_000;

/** A deposit-limit period: a window of 24 hours, 7 days or 30 days ending now. */
export type LimitPeriod = 'day' | 'week' | 'month';

/** The periods, in the order the page lists them and a deposit is checked. */
export const LIMIT_PERIODS: ReadonlyArray<LimitPeriod> = ['day', 'week', 'month'];

/** Each period's window. */
export const PERIOD_MS: Readonly<Record<LimitPeriod, number>> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };

/** How long a raise or a removal waits before it acts. */
export const COOLING_OFF_MS = DAY_MS;

/** One period's limit in whole cents (null: none), and a raise or removal waiting for its time. */
export type DepositLimit = { cents: number | null; pending: { cents: number | null; at: number } | null };

/** The three limits. */
export type DepositLimits = Readonly<Record<LimitPeriod, DepositLimit>>;

/** No limit set. */
export const NO_LIMITS: DepositLimits = {
  day: { cents: null, pending: null },
  week: { cents: null, pending: null },
  month: { cents: null, pending: null },
};

/** The limits in force at `now`: each waiting raise or removal whose time came has acted. */
export function effectiveLimits(limits: DepositLimits, now: number): DepositLimits {
  const settle = ({ cents, pending }: DepositLimit): DepositLimit =>
    pending && pending.at <= now ? { cents: pending.cents, pending: null } : { cents, pending };
  return { day: settle(limits.day), week: settle(limits.week), month: settle(limits.month) };
}

/**
 * Sets one limit (null removes it). Lowering it, or setting one where there was none, acts at once and drops a
 * waiting raise; raising or removing it waits {@link COOLING_OFF_MS}; asking for the limit in force drops what waits.
 */
export function setLimit(limits: DepositLimits, period: LimitPeriod, cents: number | null, now: number): DepositLimits {
  const current = effectiveLimits(limits, now);
  const { cents: inForce } = current[period];
  const lowers = cents !== null && (inForce === null || cents < inForce);
  const next: DepositLimit =
    lowers || cents === inForce
      ? { cents, pending: null }
      : { cents: inForce, pending: { cents, at: now + COOLING_OFF_MS } };
  return { ...current, [period]: next };
}
