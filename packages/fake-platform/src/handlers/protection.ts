import type { HttpHandler } from 'msw';
import { amountToCents, centsToDecimal } from '../money.ts';
import { BREAK_DAYS, LIMIT_PERIODS, type LimitPeriod } from '../store/protection.ts';
import { laravelDate, parseLaravelDate } from '../time.ts';
import { bearerToken, field, integerField, invalid, type Kit, ok } from './http.ts';

const isPeriod = (text: string): text is LimitPeriod => Object.hasOwn(LIMIT_PERIODS, text);

/**
 * The optional player-protection calls (openapi.yaml's `protection` tag), answered only by a store made with
 * `protection: true`. Without it there are none, and the paths fall through to the backend's 404 as today.
 */
export function protectionHandlers({ store, member }: Kit): HttpHandler[] {
  const protection = store.protection;
  if (!protection) return [];
  return [
    member('post', '/api/responsible/limits', (user) => ok(protection.limits(user))),

    member('post', '/api/responsible/set_limit', (user, _request, form) => {
      const period = field(form, 'period');
      if (!isPeriod(period)) return invalid('period 不正确');
      const text = field(form, 'amount');
      const amountCents = text === '' ? null : amountToCents(text);
      if (amountCents === undefined) return invalid('amount 不正确');
      return ok(protection.setLimit(user, period, amountCents));
    }),

    member('post', '/api/responsible/break', (user, request, form) => {
      const days = integerField(form, 'days');
      if (days === undefined || !BREAK_DAYS.includes(days)) return invalid('days 不正确');
      const until = protection.takeBreak(user, days);
      store.logoff(bearerToken(request));
      return ok({ until: laravelDate(until) });
    }),

    member('post', '/api/responsible/session', (user, _request, form) => {
      const since = parseLaravelDate(field(form, 'since'));
      if (Number.isNaN(since)) return invalid('since 不正确');
      const bets = store.bets(user).filter((bet) => bet.time >= since && bet.status <= 1);
      const stakes = bets.reduce((total, bet) => total + bet.amountCents, 0);
      const wins = bets.reduce((total, bet) => total + bet.amountCents + bet.winLossCents, 0);
      return ok({ stakes: centsToDecimal(stakes), wins: centsToDecimal(wins), bets: bets.length });
    }),
  ];
}
