/**
 * One money intent from the tap to its verdict, written once for every money screen (deposit, withdrawal,
 * transfer, quota conversion, recover-all). A screen's machine invokes it (`createMoneyIntentMachine<R, D>()`,
 * provided by the app with `stamp`, `readLedger` and `send`) and maps its output to its own success, refusal and
 * "not done" behaviour.
 *
 * 1. `stamping`: an idempotency key (a resend of the same request reuses the intent's key) and the start time.
 * 2. `reading`: the ledger's first page, the baseline the intent's row is told apart from, and the server's
 *    clock where the page can read it (optional: a failed read leaves the start time to judge by). The parent
 *    hears `intent.started` and keeps the intent (never a password) so a reload picks it up.
 * 3. `sending`: the one request; the key goes where the backend tolerates it (the app decides). A good answer is
 *    `sent`, a worded refusal `refused`.
 * 4. `checking` (after an uncertain failure, or when resumed): the ledger is read at once and again with backoff
 *    (1, 2, 4, then every 8 s: {@link OUTCOME_CHECK_MAX_BACKOFF_MS}) for {@link OUTCOME_CHECK_WINDOW_MS}, longer than the transport's own timeout, so a
 *    server that commits late is still seen. The intent's settled row ends it as `done`; its pending row (a
 *    transfer in state 0) keeps the check going in case it settles, and ends it as `pending` at the window's end.
 *    A failed read is retried, never taken as an answer. Only a good read after the whole window says `notDone`,
 *    and only when old rows can be told from new without the device's clock (a baseline, or the server's clock:
 *    `canTellNotDone`); a window of failed reads ends `unresolved` (as does a failed read, or a read that cannot
 *    judge, at the window's end), where `recheck` starts another window. The parent hears `intent.uncertain`,
 *    `intent.progress` (each second: how long it has checked) and `intent.unresolved`.
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import { type CallError, type CallResult, REJECTED } from '../result/index.ts';
import {
  canTellNotDone,
  findIntentEntry,
  isOutcomeUncertain,
  type LedgerEntry,
  type LedgerPage,
  type LedgerQuery,
  newestAt,
  type OutcomeMatch,
} from './outcome.ts';

/** How long the ledger is read after an uncertain answer before "not done" may be said: past the 30 s timeout. */
export const OUTCOME_CHECK_WINDOW_MS = 45_000;

/** The longest wait between two ledger reads while checking: the waits double from 1 s up to it. */
export const OUTCOME_CHECK_MAX_BACKOFF_MS = 8000;

/** How often the parent hears how long the check has run. */
export const OUTCOME_CHECK_TICK_MS = 1000;

/** An intent as a screen keeps it across a reload: no request body (no password), only what the check needs. */
export type StoredIntent = {
  key: string;
  /** When it was sent, by the device's clock (epoch ms). */
  startedAt: number;
  /**
   * When it was sent, by the server's clock (the device's start moved by the offset an answer's `Date` showed); null
   * while no read could see the server's clock (cross origin).
   */
  serverStartedAt: number | null;
  /** The keys of the ledger's first page read just before sending; null when that read failed. */
  baseline: readonly string[] | null;
  /** The newest row time (server's clock) of that page; null without a baseline or a readable time. */
  baselineAt: number | null;
  match: OutcomeMatch;
};

/** An intent as a money screen keeps it (session storage) while it is in flight or unresolved: with its draft. */
export type KeptIntent<K> = { intent: StoredIntent; draft: K };

/** What a money screen's context holds of its intents, `K` being the draft it sends (never a password). */
export type IntentFields<K> = {
  /** The intent being sent or checked; null when none. */
  pending: KeptIntent<K> | null;
  /** The last intent the records said did not go through: the next one asks first, and reuses its key if equal. */
  notDone: KeptIntent<K> | null;
  /** How long the current outcome check has run. */
  checkElapsedMs: number;
};

/** What starts an intent: a request to send (with the key of the intent it resends, if any), or one to resume. */
export type IntentInput<R> =
  | { kind: 'send'; request: R; match: OutcomeMatch; key?: string }
  | { kind: 'resume'; intent: StoredIntent };

/** How an intent ended. */
export type IntentOutput<D> =
  | { status: 'sent'; data: D; message: string; intent: StoredIntent }
  | { status: 'refused'; error: CallError; intent: StoredIntent }
  | { status: 'done'; entry: LedgerEntry; intent: StoredIntent }
  /** The server holds the intent's row unsettled (see `LedgerEntry.pending`): neither done nor "not done". */
  | { status: 'pending'; entry: LedgerEntry; intent: StoredIntent }
  | { status: 'notDone'; intent: StoredIntent };

/** What an intent tells the machine that runs it. */
export type IntentEvent =
  | { type: 'intent.started'; intent: StoredIntent }
  | { type: 'intent.uncertain' }
  | { type: 'intent.progress'; elapsedMs: number }
  | { type: 'intent.unresolved' };

type IntentContext<R, D> = {
  request: R | null;
  intent: StoredIntent;
  elapsedMs: number;
  attempt: number;
  /** The intent's pending row, once a read of this window showed it. */
  seen: LedgerEntry | null;
  output: IntentOutput<D> | null;
};

/** The intent with its server start filled from a read that shows the server's clock, if it had none. */
function clocked(intent: StoredIntent, result: CallResult<LedgerPage>): StoredIntent {
  const offset = result.ok ? result.data.clockOffsetMs : null;
  return intent.serverStartedAt !== null || offset === null
    ? intent
    : { ...intent, serverStartedAt: intent.startedAt + offset };
}

/** The intent once its baseline read answered: the baseline's keys and newest time, and the server's start. */
function withBaseline(intent: StoredIntent, result: CallResult<LedgerPage>): StoredIntent {
  if (!result.ok) return intent;
  const rows = result.data.rows;
  return { ...clocked(intent, result), baseline: rows.map((row) => row.key), baselineAt: newestAt(rows) };
}

/** The wait after the `reads`-th read of a window: the backoff, cut so the last read lands when the window ends. */
function nextWait(reads: number, elapsedMs: number): number {
  const backoff = Math.min(1000 * 2 ** (reads - 1), OUTCOME_CHECK_MAX_BACKOFF_MS);
  return Math.max(OUTCOME_CHECK_TICK_MS, Math.min(backoff, OUTCOME_CHECK_WINDOW_MS - elapsedMs));
}

/**
 * Makes the intent machine for requests `R` answered with data `D`. The app provides `stamp` (a random UUID and
 * the device's clock), `readLedger` (the records a query names, as a `LedgerPage`: rows and the server's clock
 * offset where readable) and `send` (the call, carrying the key where the backend tolerates it).
 */
export function createMoneyIntentMachine<R, D>() {
  return setup({
    types: {
      context: {} as IntentContext<R, D>,
      input: {} as IntentInput<R>,
      events: {} as { type: 'recheck' },
      output: {} as IntentOutput<D>,
    },
    actors: {
      stamp: fromPromise<{ key: string; at: number }>(() => Promise.reject(new Error('stamp is provided by the app'))),
      readLedger: fromPromise<CallResult<LedgerPage>, LedgerQuery>(() =>
        Promise.reject(new Error('readLedger is provided by the app')),
      ),
      send: fromPromise<CallResult<D>, { request: R; key: string }>(() =>
        Promise.reject(new Error('send is provided by the app')),
      ),
    },
    guards: {
      isResumed: ({ context }) => context.request === null,
    },
    delays: {
      tick: OUTCOME_CHECK_TICK_MS,
      backoff: ({ context }) => nextWait(context.attempt, context.elapsedMs),
    },
  }).createMachine({
    id: 'intent',
    context: ({ input }) => ({
      request: input.kind === 'send' ? input.request : null,
      intent:
        input.kind === 'send'
          ? {
              key: input.key ?? '',
              startedAt: 0,
              serverStartedAt: null,
              baseline: null,
              baselineAt: null,
              match: input.match,
            }
          : input.intent,
      elapsedMs: 0,
      attempt: 0,
      seen: null,
      output: null,
    }),
    output: ({ context }) => context.output as IntentOutput<D>,
    initial: 'starting',
    states: {
      starting: { always: [{ guard: 'isResumed', target: 'checking' }, { target: 'stamping' }] },
      stamping: {
        invoke: {
          src: 'stamp',
          onDone: {
            target: 'reading',
            actions: assign(({ context, event }) => ({
              intent: { ...context.intent, key: context.intent.key || event.output.key, startedAt: event.output.at },
            })),
          },
          // The app's stamp cannot fail; if it did, the request goes without a key and the baseline judges.
          onError: 'reading',
        },
      },
      reading: {
        invoke: {
          src: 'readLedger',
          input: ({ context }) => context.intent.match.query,
          onDone: {
            target: 'sending',
            actions: assign(({ context, event }) => ({ intent: withBaseline(context.intent, event.output) })),
          },
          onError: 'sending',
        },
      },
      sending: {
        entry: sendParent(({ context }) => ({ type: 'intent.started', intent: context.intent })),
        invoke: {
          src: 'send',
          input: ({ context }) => ({ request: context.request as R, key: context.intent.key }),
          onDone: [
            {
              guard: ({ event }) => isUncertain(event.output),
              target: 'checking',
              actions: sendParent({ type: 'intent.uncertain' }),
            },
            {
              target: 'finished',
              actions: assign(({ context, event }) => ({ output: answered(context.intent, event.output) })),
            },
          ],
          // A provided call never throws; if one does, nobody knows whether it reached the server.
          onError: { target: 'checking', actions: sendParent({ type: 'intent.uncertain' }) },
        },
      },
      checking: {
        type: 'parallel',
        entry: assign({ elapsedMs: 0, attempt: 0, seen: null }),
        states: {
          clock: {
            initial: 'ticking',
            states: {
              ticking: {
                after: {
                  tick: {
                    target: 'ticking',
                    reenter: true,
                    actions: [
                      assign(({ context }) => ({ elapsedMs: context.elapsedMs + OUTCOME_CHECK_TICK_MS })),
                      sendParent(({ context }) => ({ type: 'intent.progress', elapsedMs: context.elapsedMs })),
                    ],
                  },
                },
              },
            },
          },
          ledger: {
            initial: 'reading',
            states: {
              reading: {
                invoke: {
                  src: 'readLedger',
                  input: ({ context }) => context.intent.match.query,
                  onDone: [
                    {
                      guard: ({ context, event }) => doneOf(context.intent, event.output) !== null,
                      target: '#intent.finished',
                      actions: assign(({ context, event }) => ({ output: doneOf(context.intent, event.output) })),
                    },
                    {
                      guard: ({ context, event }) =>
                        context.elapsedMs >= OUTCOME_CHECK_WINDOW_MS && windowEnd(context, event.output) !== null,
                      target: '#intent.finished',
                      actions: assign(({ context, event }) => ({ output: windowEnd(context, event.output) })),
                    },
                    {
                      guard: ({ context }) => context.elapsedMs >= OUTCOME_CHECK_WINDOW_MS,
                      target: '#intent.unresolved',
                      actions: assign(({ context, event }) => ({ intent: clocked(context.intent, event.output) })),
                    },
                    {
                      target: 'waiting',
                      actions: assign(({ context, event }) => ({
                        attempt: context.attempt + 1,
                        intent: clocked(context.intent, event.output),
                        seen: pendingOf(context.intent, event.output) ?? context.seen,
                      })),
                    },
                  ],
                  onError: [
                    {
                      guard: ({ context }) => context.elapsedMs >= OUTCOME_CHECK_WINDOW_MS && context.seen !== null,
                      target: '#intent.finished',
                      actions: assign(({ context }) => ({ output: windowEnd(context, null) })),
                    },
                    {
                      guard: ({ context }) => context.elapsedMs >= OUTCOME_CHECK_WINDOW_MS,
                      target: '#intent.unresolved',
                    },
                    { target: 'waiting', actions: assign(({ context }) => ({ attempt: context.attempt + 1 })) },
                  ],
                },
              },
              waiting: { after: { backoff: 'reading' } },
            },
          },
        },
      },
      // The window ended on a read that failed or could not judge: nothing can be said until the records can be read.
      unresolved: {
        entry: sendParent({ type: 'intent.unresolved' }),
        on: { recheck: 'checking' },
      },
      finished: { type: 'final' },
    },
  });
}

/** Whether an answer may have moved the money without saying so (see `isOutcomeUncertain`). */
function isUncertain(result: CallResult<unknown>): boolean {
  return !result.ok && isOutcomeUncertain(result.error);
}

/** How an answered intent ended: sent with its data, or refused with the server's words. */
export function answered<D>(intent: StoredIntent, result: CallResult<D>): IntentOutput<D> {
  return result.ok
    ? { status: 'sent', data: result.data, message: result.message, intent }
    : { status: 'refused', error: result.error, intent };
}

/** The intent's row in a good read (the intent's server start filled from that read), or null. */
function entryOf(intent: StoredIntent, result: CallResult<LedgerPage>): LedgerEntry | null {
  return result.ok ? findIntentEntry(result.data.rows, intent.match, clocked(intent, result)) : null;
}

/** A ledger read that holds the intent's settled row: the intent is done. Null while it does not. */
function doneOf(intent: StoredIntent, result: CallResult<LedgerPage>): IntentOutput<never> | null {
  const entry = entryOf(intent, result);
  return entry === null || entry.pending === true ? null : { status: 'done', entry, intent: clocked(intent, result) };
}

/** The intent's pending row in a read, or null. */
function pendingOf(intent: StoredIntent, result: CallResult<LedgerPage>): LedgerEntry | null {
  const entry = entryOf(intent, result);
  return entry?.pending === true ? entry : null;
}

/**
 * What the window's last read says when it holds no settled row (null: it cannot say, the check is unresolved):
 * `pending` when a read of the window showed the intent's pending row; `notDone` after a good read that can tell
 * old rows from new without the device's clock.
 */
function windowEnd<D>(
  context: { intent: StoredIntent; seen: LedgerEntry | null },
  result: CallResult<LedgerPage> | null,
): IntentOutput<D> | null {
  const intent = result === null ? context.intent : clocked(context.intent, result);
  const seen = (result === null ? null : pendingOf(context.intent, result)) ?? context.seen;
  if (seen !== null) return { status: 'pending', entry: seen, intent };
  return result?.ok === true && canTellNotDone(intent) ? { status: 'notDone', intent } : null;
}

/** What a money screen toasts when an intent did not go through as asked: the refusal, or the network failing. */
export function intentFailure(output: IntentOutput<unknown>): CallError {
  return output.status === 'refused' ? output.error : REJECTED;
}
