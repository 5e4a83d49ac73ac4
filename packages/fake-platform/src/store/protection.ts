import { centsToDecimal } from '../money.ts';
import { DAY_MS, laravelDate } from '../time.ts';
import type { FakeDeposit, FakeUser, Refusal, StoreContext } from './state.ts';
import { refuse } from './state.ts';

/** The deposit-limit periods: 24 hours, 7 days and 30 days, each a window ending now. */
export const LIMIT_PERIODS = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS } as const;

/** A deposit-limit period. */
export type LimitPeriod = keyof typeof LIMIT_PERIODS;

/** How long a raise or a removal waits before it acts. */
export const COOLING_OFF_MS = DAY_MS;

/** The break lengths a player may take, in days. */
export const BREAK_DAYS: ReadonlyArray<number> = [1, 7, 30];

type Limit = { amountCents: number | null; pending: { amountCents: number | null; at: number } | null };

type Protection = { limits: Record<LimitPeriod, Limit>; breakUntil: number | null };

/** A limit as the optional protection calls answer it (see openapi.yaml's `DepositLimit`). */
export type LimitWire = {
  amount: string | null;
  pending_amount: string | null;
  pending_at: string | null;
  used: string;
};

/** Deposits a limit counts: every one not refused (pending ones too: they may yet be credited). */
function counts(deposit: Readonly<FakeDeposit>): boolean {
  return deposit.state !== 3;
}

/**
 * Player protection as a backend with the optional calls would keep it: deposit limits with a 24-hour cooling-off
 * on a raise, and a break that refuses login until it ends. In memory only (the data file does not keep it).
 */
export function protectionOperations(ctx: StoreContext) {
  const byUser = new Map<number, Protection>();

  function of(user: Readonly<FakeUser>): Protection {
    let protection = byUser.get(user.id);
    if (!protection) {
      const none = (): Limit => ({ amountCents: null, pending: null });
      protection = { limits: { day: none(), week: none(), month: none() }, breakUntil: null };
      byUser.set(user.id, protection);
    }
    for (const limit of Object.values(protection.limits)) {
      if (limit.pending && limit.pending.at <= ctx.now()) {
        limit.amountCents = limit.pending.amountCents;
        limit.pending = null;
      }
    }
    return protection;
  }

  function usedCents(user: Readonly<FakeUser>, period: LimitPeriod): number {
    const from = ctx.now() - LIMIT_PERIODS[period];
    return ctx
      .state()
      .deposits.filter((deposit) => deposit.userId === user.id && counts(deposit) && deposit.createdAt > from)
      .reduce((total, deposit) => total + deposit.amountCents, 0);
  }

  function limitsWire(user: Readonly<FakeUser>): Record<LimitPeriod, LimitWire> {
    const { limits } = of(user);
    const wire = (period: LimitPeriod): LimitWire => {
      const { amountCents, pending } = limits[period];
      return {
        amount: amountCents === null ? null : centsToDecimal(amountCents),
        pending_amount: pending?.amountCents == null ? null : centsToDecimal(pending.amountCents),
        pending_at: pending ? laravelDate(pending.at) : null,
        used: centsToDecimal(usedCents(user, period)),
      };
    };
    return { day: wire('day'), week: wire('week'), month: wire('month') };
  }

  return {
    /** The member's limits, what waits and what the windows hold now. */
    limits: limitsWire,

    /** Lowers (or sets) a limit at once; a raise or removal waits {@link COOLING_OFF_MS}. Null removes. */
    setLimit(user: Readonly<FakeUser>, period: LimitPeriod, amountCents: number | null) {
      const limit = of(user).limits[period];
      const lowers = amountCents !== null && (limit.amountCents === null || amountCents <= limit.amountCents);
      if (lowers) {
        limit.amountCents = amountCents;
        limit.pending = null;
      } else if (amountCents !== limit.amountCents) {
        limit.pending = { amountCents, at: ctx.now() + COOLING_OFF_MS };
      } else {
        limit.pending = null;
      }
      return limitsWire(user);
    },

    /** The refusal of a deposit that would pass a limit in force, naming it and what remains; else null. */
    depositRefusal(user: Readonly<FakeUser>, amountCents: number): Refusal | null {
      const { limits } = of(user);
      const names: Record<LimitPeriod, string> = { day: '24小时', week: '7天', month: '30天' };
      for (const period of Object.keys(LIMIT_PERIODS) as LimitPeriod[]) {
        const limit = limits[period].amountCents;
        if (limit === null) continue;
        const left = Math.max(0, limit - usedCents(user, period));
        if (amountCents > left) {
          return refuse(
            403,
            `已超出您设置的${names[period]}存款限额 ¥${centsToDecimal(limit)}，剩余可存 ¥${centsToDecimal(left)}`,
          );
        }
      }
      return null;
    },

    /** Starts a break of `days` days; the caller ends the session. Gives its end. */
    takeBreak(user: Readonly<FakeUser>, days: number): number {
      const until = ctx.now() + days * DAY_MS;
      of(user).breakUntil = until;
      return until;
    },

    /** The refusal of a login during a break, saying until when; else null. */
    loginRefusal(user: Readonly<FakeUser>): Refusal | null {
      const until = byUser.get(user.id)?.breakUntil;
      if (until === undefined || until === null || until <= ctx.now()) return null;
      return refuse(403, `您已选择暂停至 ${laravelDate(until).slice(0, 16)}，期间无法登录`);
    },
  };
}
