// What every money screen gives its intent machine (`@lobby/domain`'s createMoneyIntentMachine): the key and the
// start time, the ledger the outcome is read from, the question before a resend, and the session storage that
// keeps an open intent across a reload or a return to the screen.

import type { LedgerPage, LedgerQuery, StoredIntent } from '@lobby/domain/money';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';
import { readJson, removeKey, writeJson } from '../../ground/effects/storage.ts';
import { dialogs } from './effects.ts';
import { storedToken } from './endpoint.ts';

const loadLedger = () => import('./money-ledger.ts');

/**
 * A random UUID (version 4) for an intent's key (carried in the body of the calls whose backend code ignores an
 * unknown field, never as a header: see the api's CONTEXT.md). `crypto.randomUUID` exists only in secure contexts
 * (https, localhost); a page served over plain http on a LAN address builds it from `getRandomValues` with the
 * code of `money-ledger.ts` (fetched after the screen showed, see {@link preloadLedger}), or goes without a key when
 * that code cannot come: the ledger check judges then, as it does for a call that reads no key.
 */
export async function newIntentKey(): Promise<string> {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return loadLedger().then(
    (ledger) => ledger.randomIntentKey(),
    () => '',
  );
}

/** The intent machine's `stamp`: a fresh key and the device's clock. */
export const stampIntent = fromPromise<{ key: string; at: number }>(async () => ({
  key: await newIntentKey(),
  at: Date.now(),
}));

/** The money machines' `confirmResend`: the app's confirm dialog with the domain's question. */
export const confirmResend = fromPromise<boolean, { message: string }>(({ input }) =>
  dialogs.confirm({ title: '提示', message: input.message, confirmText: '确定提交' }),
);

/**
 * The intent machines' `readLedger`: the records a query names, as ledger rows, with the server's clock offset.
 * Its code (`money-ledger.ts`) comes in a chunk of its own, which each money screen fetches after it shows
 * ({@link preloadLedger}) so that a check still reads when the network has gone by then; a failed load is a failed
 * read, which the intent machine answers as it answers one.
 */
export const readLedger = fromPromise<CallResult<LedgerPage>, LedgerQuery>(async ({ input }) =>
  (await loadLedger()).readLedgerPage(input),
);

/**
 * Fetches the outcome check's code (see {@link readLedger}) 1.5 s after a money screen shows, once its own first
 * calls have gone (as the app's dialogs and deferred screens come): an effect, which returns its cancel.
 */
export function preloadLedger(): () => void {
  const timer = setTimeout(() => loadLedger().catch(() => {}), 1500);
  return () => clearTimeout(timer);
}

type Kept<P> = { owner: string; pending: P };

function isStoredIntent(value: unknown): value is StoredIntent {
  if (typeof value !== 'object' || value === null) return false;
  const intent = value as Partial<StoredIntent>;
  return (
    typeof intent.key === 'string' &&
    typeof intent.startedAt === 'number' &&
    (intent.serverStartedAt === undefined ||
      intent.serverStartedAt === null ||
      typeof intent.serverStartedAt === 'number') &&
    (intent.baseline === null || Array.isArray(intent.baseline)) &&
    typeof intent.match === 'object' &&
    intent.match !== null
  );
}

/**
 * Where a money screen keeps its open intent: session storage (never local storage, never the payment password),
 * under the player's session, so another player signing in on the tab never resumes it. Logout clears it with the
 * rest of the session.
 */
export function keptIntent<P extends { intent: StoredIntent; draft: object }>(
  screen: 'withdrawal' | 'transfer' | 'deposit',
) {
  const key = `lobby.intent.${screen}`;
  return {
    /** The kept intent of this player, or null. */
    read(): P | null {
      const kept = readJson('session', key) as Partial<Kept<P>> | null;
      const owner = storedToken();
      if (kept === null || owner === null || kept.owner !== owner) return null;
      const pending = kept.pending;
      if (typeof pending !== 'object' || pending === null) return null;
      if (!isStoredIntent(pending.intent) || typeof pending.draft !== 'object') return null;
      // An intent kept before the server's clock was kept has none: its check reads the clock again.
      const { serverStartedAt = null, baselineAt = null } = pending.intent as Partial<StoredIntent>;
      return { ...pending, intent: { ...pending.intent, serverStartedAt, baselineAt } };
    },
    save(pending: P): void {
      writeJson('session', key, { owner: storedToken() ?? '', pending } satisfies Kept<P>);
    },
    clear(): void {
      removeKey('session', key);
    },
  };
}
