import { spec } from '../call-spec.ts';
import type * as P from '../payloads.ts';
import { breakDataSchema, protectionLimitsDataSchema, sessionResultDataSchema } from '../schemas/protection.ts';
import type { Transport } from '../transport.ts';

/**
 * Player protection: optional calls today's backend does not route (it answers 404). The app keeps these settings on
 * the device when a call is not answered, so no failure of theirs is ever shown as an error.
 */
export const protectionCalls = {
  limits: spec('post', '/api/responsible/limits', protectionLimitsDataSchema),
  setLimit: spec('post', '/api/responsible/set_limit', protectionLimitsDataSchema),
  takeBreak: spec('post', '/api/responsible/break', breakDataSchema),
  sessionResult: spec('post', '/api/responsible/session', sessionResultDataSchema),
} as const;

/** Player protection: one function per call, each resolving to an ApiResult and never throwing. */
export function createProtectionApi({ client, run }: Transport) {
  const text = 'text' as const;
  return {
    /** POST /api/responsible/limits: the deposit limits, what waits and what was used. */
    limits: () =>
      run(protectionCalls.limits, (signal) => client.POST('/api/responsible/limits', { parseAs: text, signal })),
    /** POST /api/responsible/set_limit: lowers at once, raises or removes after 24 hours. */
    setLimit: (payload: P.SetLimitPayload) =>
      run(protectionCalls.setLimit, (signal) =>
        client.POST('/api/responsible/set_limit', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/responsible/break: ends the session and refuses login until the break is over. */
    takeBreak: (payload: P.BreakPayload) =>
      run(protectionCalls.takeBreak, (signal) =>
        client.POST('/api/responsible/break', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/responsible/session: stakes and wins of the bets since a time. */
    sessionResult: (payload: P.SessionResultPayload) =>
      run(protectionCalls.sessionResult, (signal) =>
        client.POST('/api/responsible/session', { body: payload, parseAs: text, signal }),
      ),
  };
}
