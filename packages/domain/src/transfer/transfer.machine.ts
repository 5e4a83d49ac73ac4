import {
  type AnyActorLogic,
  assign,
  enqueueActions,
  fromPromise,
  raise,
  type SnapshotFrom,
  sendParent,
  sendTo,
  setup,
  stopChild,
} from 'xstate';
import { failureMessage } from '../form/index.ts';
import { moneyText } from '../input/index.ts';
import { moneyMessages, shellMessages } from '../messages/index.ts';
import {
  canonicalText,
  createMoneyIntentMachine,
  type IntentEvent,
  type IntentFields,
  type IntentInput,
  type KeptIntent,
  type OutcomeMatch,
  outcomeMessages,
  toDecimal,
} from '../money/index.ts';
import { type IntentDone, intentStates } from '../money/intent-states.ts';
import { createPollerMachine } from '../poller/index.ts';
import { type CallError, type CallResult, dataOr, errorOf, REJECTED, serverMessage } from '../result/index.ts';
import {
  checkTransfer,
  PLATFORM_WALLET,
  sheetTransfer,
  type TransferDirection,
  type TransferRequest,
  transferLedger,
  VENUE_BALANCE_POLL_MS,
} from './transfer.rules.ts';

/** A venue wallet of the player. */
export type VenueBalance = { platform: string; name: string; balance: number };

/** The quota-conversion sheet of one venue. */
export type QuotaSheet = { platform: string; direction: TransferDirection; amount: string };

/** A money intent of the transfer screen: a transfer (the form or a quota sheet) or recover-all. */
export type TransferIntent = { kind: 'transfer'; request: TransferRequest } | { kind: 'recover' };

/** A transfer intent in flight or unresolved, as the screen keeps it (session storage) and resumes it. */
export type PendingTransfer = KeptIntent<TransferIntent>;

/** The intent machine of the transfer screen: the app provides its `stamp`, `readLedger` and `send`. */
export const transferIntentMachine = createMoneyIntentMachine<TransferIntent, unknown>();

/**
 * The ledger row an intent adds: a transfer in (records type 3) or out (type 4) of its venue and whole yuan;
 * recover-all, any transfer out of any venue (the backend decides which venues it brings back).
 */
export function transferMatch(draft: TransferIntent): OutcomeMatch {
  if (draft.kind === 'recover') {
    return { query: { ledger: 'transfersOut', platform: '' }, amounts: null, platform: '' };
  }
  const { type, platform } = transferLedger(draft.request);
  return {
    query: type === 3 ? { ledger: 'transfersIn', platform } : { ledger: 'transfersOut', platform },
    amounts: [draft.request.amount],
    platform,
  };
}

/** A field of the transfer form that a check can blame. */
export type TransferField = 'amount' | 'source' | 'target' | 'sheetAmount';

/** The transfer screen's state. */
export type TransferContext = IntentFields<TransferIntent> & {
  /** The venue wallets; null until the first list arrives. */
  venues: readonly VenueBalance[] | null;
  venuesError: CallError | null;
  /** The venue whose balance is being read again on its own; null when none. */
  refreshing: string | null;
  expanded: boolean;
  /** Seamless (transfer-free) mode: while on, the form and the quota sheets are away. */
  seamless: boolean;
  source: string;
  target: string;
  /** Whole yuan as typed (the backend cuts decimals, so none are taken): what is shown is what is sent. */
  amount: string;
  picker: 'source' | 'target' | null;
  sheet: QuotaSheet | null;
  error: { field: TransferField; message: string } | null;
  /** The intent the last tap asked for (canonical whole yuan): sent after the question when one is asked. */
  draft: TransferIntent;
  /** The running venue poller's id; '' while none runs. */
  pollerId: string;
};

/** Everything the screen and the venue poller can tell the machine. */
export type TransferEvent =
  | { type: 'venues.receive'; venues: readonly VenueBalance[] }
  | { type: 'venues.reload' }
  | { type: 'venues.retry' }
  | { type: 'wallet.refresh'; platform: string }
  | { type: 'list.toggle' }
  | { type: 'seamless.toggle' }
  | { type: 'picker.open'; side: 'source' | 'target' }
  | { type: 'picker.close' }
  | { type: 'wallet.choose'; platform: string }
  | { type: 'amount.change'; value: string }
  /** 最大金额: the source wallet's whole yuan, given by the screen (the platform balance lives in the session). */
  | { type: 'amount.max'; balance: number }
  | { type: 'submit' }
  | { type: 'sheet.open'; platform: string }
  | { type: 'sheet.close' }
  | { type: 'sheet.direction'; direction: TransferDirection }
  | { type: 'sheet.amount'; value: string }
  | { type: 'sheet.submit' }
  | { type: 'recoverAll' }
  | { type: 'money.refresh' }
  | { type: 'outcome.recheck' }
  | { type: 'visibility.hide' }
  | { type: 'visibility.show' }
  | IntentEvent;

/** What the screen starts with: the player's seamless switch as the session knows it, and a kept intent. */
export type TransferInput = { seamless: boolean; pending?: PendingTransfer | null };

type Notice = { type: 'notify'; params: { message: string } };
const noticeOf = (error: CallError): Notice[] => {
  const message = serverMessage(error);
  return message === null ? [] : [{ type: 'notify', params: { message } }];
};

const unprovidedPoll = fromPromise<CallResult<readonly VenueBalance[]>>(() =>
  Promise.reject(new Error('pollVenues is provided by the screen')),
);

// A child resolves its named actors against its own machine, so the poller is built from the `pollVenues`
// provided to the running transfer machine (as the app machine builds its balance poller).
function venuePoller(provided: AnyActorLogic | { src: AnyActorLogic } | undefined) {
  const poll: AnyActorLogic = provided === undefined ? unprovidedPoll : 'src' in provided ? provided.src : provided;
  return createPollerMachine().provide({
    actors: { poll },
    actions: {
      deliver: sendParent((_, data: unknown) => ({ type: 'venues.receive', venues: data })),
    },
  });
}

/** The whole yuan of a balance, as the amount field takes it. */
function wholeYuan(balance: number): string {
  const exact = toDecimal(balance);
  if (exact === null || exact.units <= 0n) return '';
  return (exact.units / 10n ** BigInt(exact.scale)).toString();
}

const CLEARED_SHEET = { sheet: null } as const;

/** Whole yuan as sent: the canonical form of what was typed (the check has passed, so it is one). */
const wholeYuanOf = (text: string) => canonicalText(text, 0);

const formOf = (context: TransferContext): TransferRequest => ({
  source: context.source,
  target: context.target,
  amount: context.amount,
});

const formIntent = (context: TransferContext): TransferIntent => ({
  kind: 'transfer',
  request: { ...formOf(context), amount: wholeYuanOf(context.amount) },
});

const sheetIntent = ({ sheet, draft }: TransferContext): TransferIntent =>
  sheet === null
    ? draft
    : { kind: 'transfer', request: sheetTransfer(sheet.platform, sheet.direction, wholeYuanOf(sheet.amount)) };

/**
 * What is wrong with a quota sheet's amount: the transfer form's own amount checks (there, whole yuan, above 0:
 * the backend refuses 0 as `invalid transfer amount`), the sheet being a transfer between the platform wallet
 * and its venue. No sheet has nothing to send: `''`, which is not null, so it is never sent.
 */
function sheetProblem(sheet: QuotaSheet | null): string | null {
  if (sheet === null) return '';
  const verdict = checkTransfer({ ...sheetTransfer(sheet.platform, sheet.direction, ''), amount: sheet.amount });
  return verdict.ok ? null : verdict.message;
}

const sameIntent = (a: TransferIntent, b: TransferIntent) =>
  a.kind === b.kind &&
  (a.kind === 'recover' ||
    (b.kind === 'transfer' &&
      a.request.source === b.request.source &&
      a.request.target === b.request.target &&
      a.request.amount === b.request.amount));

/** The intent machine's input: resume the kept intent, or send the draft (with the not-done intent's key if equal). */
function intentInput(context: TransferContext): IntentInput<TransferIntent> {
  if (context.pending !== null) return { kind: 'resume', intent: context.pending.intent };
  const draft = context.draft;
  const resent =
    context.notDone !== null && sameIntent(context.notDone.draft, draft) ? context.notDone.intent.key : undefined;
  return {
    kind: 'send',
    request: draft,
    match: transferMatch(draft),
    ...(resent === undefined ? {} : { key: resent }),
  };
}

const amountOf = (draft: TransferIntent) => (draft.kind === 'transfer' ? draft.request.amount : null);

/**
 * The /transfer screen: the venue wallets (read at once, then polled every 1.5 s by a child poller while the
 * screen runs; stopping the machine stops it), a per-wallet refresh, expand and collapse, the seamless switch,
 * and, while seamless is off, the transfer form (source and target pickers, whole-yuan amount, its three checks
 * in the spec's order) and the per-venue quota sheet (in or out). Recover-all and the balance refresh sit on top.
 *
 * Money safety: one money call at a time (form, sheet, recover-all and refresh share one region; tag `busy`).
 * Each transfer, quota conversion and recover-all is one intent (`money/intent.machine.ts`): a key, whole yuan in
 * canonical form, one request. One whose answer never comes is never sent again: the records of its kind are
 * read over the whole window (tag `checking`) and the player is told whether it went through; "not done" makes
 * the next intent ask first. The intent is kept (`saveIntent`) so a reload resumes its check. Whatever happens,
 * the typed amount survives a failure.
 */
export const transferMachine = setup({
  types: {
    context: {} as TransferContext,
    events: {} as TransferEvent,
    input: {} as TransferInput,
  },
  actors: {
    fetchVenues: fromPromise<CallResult<readonly VenueBalance[]>>(() =>
      Promise.reject(new Error('fetchVenues is provided by the screen')),
    ),
    pollVenues: unprovidedPoll,
    fetchVenue: fromPromise<CallResult<VenueBalance>, { platform: string }>(() =>
      Promise.reject(new Error('fetchVenue is provided by the screen')),
    ),
    intent: transferIntentMachine,
    confirmResend: fromPromise<boolean, { message: string }>(() =>
      Promise.reject(new Error('confirmResend is provided by the screen')),
    ),
    refreshMoney: fromPromise<CallResult<unknown>>(() =>
      Promise.reject(new Error('refreshMoney is provided by the screen')),
    ),
    setSeamless: fromPromise<CallResult<unknown>, { on: boolean }>(() =>
      Promise.reject(new Error('setSeamless is provided by the screen')),
    ),
  },
  actions: {
    notify: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    refreshBalance: () => {},
    saveSeamless: (_, _params: { on: boolean }) => {},
    saveIntent: (_, _params: PendingTransfer) => {},
    clearIntent: () => {},
  },
  guards: {
    isManual: ({ context }) => !context.seamless,
  },
}).createMachine({
  id: 'transfer',
  type: 'parallel',
  context: ({ input }) => ({
    venues: null,
    venuesError: null,
    refreshing: null,
    expanded: false,
    seamless: input.seamless,
    source: PLATFORM_WALLET,
    target: '',
    amount: '',
    picker: null,
    sheet: null,
    error: null,
    draft: input.pending?.draft ?? { kind: 'recover' },
    pending: input.pending ?? null,
    notDone: null,
    checkElapsedMs: 0,
    pollerId: '',
  }),
  on: {
    'list.toggle': { actions: assign(({ context }) => ({ expanded: !context.expanded })) },
    'venues.receive': { actions: assign(({ event }) => ({ venues: event.venues, venuesError: null })) },
    'visibility.*': {
      actions: sendTo(
        ({ context }) => context.pollerId,
        ({ event }) => ({ type: event.type }),
      ),
    },
  },
  states: {
    venues: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['venuesLoading'],
          on: { 'venues.reload': { target: 'loading', reenter: true } },
          invoke: {
            src: 'fetchVenues',
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'polling',
                actions: assign(({ event }) => ({ venues: dataOr(event.output, []), venuesError: null })),
              },
              {
                target: 'failed',
                actions: enqueueActions(({ event, enqueue }) => {
                  enqueue.assign({ venuesError: errorOf(event.output) });
                  for (const notice of noticeOf(errorOf(event.output))) enqueue(notice);
                }),
              },
            ],
            onError: { target: 'failed', actions: assign({ venuesError: REJECTED }) },
          },
        },
        polling: {
          entry: assign({
            pollerId: ({ spawn, self }) =>
              spawn(venuePoller(self.getSnapshot().machine.implementations.actors.pollVenues), {
                input: { interval: VENUE_BALANCE_POLL_MS },
              }).id,
          }),
          exit: [stopChild(({ context }) => context.pollerId), assign({ pollerId: '' })],
          on: { 'venues.reload': 'loading' },
        },
        failed: { tags: ['venuesFailed'], on: { 'venues.retry': 'loading', 'venues.reload': 'loading' } },
      },
    },
    wallet: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'wallet.refresh': {
              guard: ({ event }) => event.platform !== PLATFORM_WALLET,
              target: 'refreshing',
              actions: assign(({ event }) => ({ refreshing: event.platform })),
            },
          },
        },
        refreshing: {
          invoke: {
            src: 'fetchVenue',
            input: ({ context }) => ({ platform: context.refreshing ?? '' }),
            onDone: {
              target: 'idle',
              actions: enqueueActions(({ context, event, enqueue }) => {
                enqueue.assign({ refreshing: null });
                const result = event.output;
                if (!result.ok) {
                  for (const notice of noticeOf(result.error)) enqueue(notice);
                  return;
                }
                enqueue.assign({
                  venues: (context.venues ?? []).map((venue) =>
                    venue.platform === result.data.platform ? { ...venue, balance: result.data.balance } : venue,
                  ),
                });
              }),
            },
            onError: { target: 'idle', actions: assign({ refreshing: null }) },
          },
        },
      },
    },
    seamless: {
      initial: 'idle',
      states: {
        idle: { on: { 'seamless.toggle': 'switching' } },
        switching: {
          tags: ['switching'],
          invoke: {
            src: 'setSeamless',
            input: ({ context }) => ({ on: !context.seamless }),
            onDone: {
              target: 'idle',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const result = event.output;
                if (!result.ok) {
                  enqueue({ type: 'notify', params: { message: failureMessage(result.error) } });
                  return;
                }
                const on = !context.seamless;
                enqueue.assign({ seamless: on, picker: null, sheet: null });
                // The switch is kept locally (part 2 §4): the session's copy of the player says it too.
                enqueue({ type: 'saveSeamless', params: { on } });
                enqueue({
                  type: 'notifySuccess',
                  params: { message: result.message || moneyMessages['generic.done'] },
                });
              }),
            },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: { message: shellMessages['auth.networkError'] } },
            },
          },
        },
      },
    },
    money: {
      initial: 'starting',
      states: {
        editing: {
          on: {
            'picker.open': { guard: 'isManual', actions: assign(({ event }) => ({ picker: event.side })) },
            'picker.close': { actions: assign({ picker: null }) },
            'wallet.choose': {
              actions: assign(({ context, event }) => {
                if (context.picker === 'source') {
                  // Changing the source clears the amount (part 2 §5).
                  const changed = event.platform !== context.source;
                  return {
                    source: event.platform,
                    amount: changed ? '' : context.amount,
                    picker: null,
                    error: null,
                  };
                }
                return { target: event.platform, picker: null, error: null };
              }),
            },
            'amount.change': {
              actions: assign(({ context, event }) => ({
                amount: moneyText(event.value),
                error: context.error?.field === 'amount' ? null : context.error,
              })),
            },
            'amount.max': { actions: assign(({ event }) => ({ amount: wholeYuan(event.balance), error: null })) },
            submit: [
              {
                guard: ({ context }) => !context.seamless && checkTransfer(formOf(context)).ok,
                target: 'deciding',
                actions: assign(({ context }) => ({ error: null, draft: formIntent(context) })),
              },
              {
                guard: 'isManual',
                actions: enqueueActions(({ context, enqueue }) => {
                  const verdict = checkTransfer(formOf(context));
                  if (verdict.ok) return;
                  enqueue.assign({ error: { field: verdict.field as TransferField, message: verdict.message } });
                  enqueue({ type: 'notify', params: { message: verdict.message } });
                }),
              },
            ],
            'sheet.open': {
              // The per-venue dialog opens only while seamless is off (transferstatus not 1).
              guard: 'isManual',
              actions: assign(({ event }) => ({ sheet: { platform: event.platform, direction: 0, amount: '' } })),
            },
            'sheet.close': { actions: assign({ ...CLEARED_SHEET }) },
            'sheet.direction': {
              actions: assign(({ context, event }) => ({
                sheet: context.sheet === null ? null : { ...context.sheet, direction: event.direction },
              })),
            },
            'sheet.amount': {
              actions: assign(({ context, event }) => ({
                sheet: context.sheet === null ? null : { ...context.sheet, amount: moneyText(event.value) },
                error: context.error?.field === 'sheetAmount' ? null : context.error,
              })),
            },
            'sheet.submit': [
              {
                guard: ({ context }) => sheetProblem(context.sheet) === null,
                target: 'deciding',
                actions: assign(({ context }) => ({ error: null, draft: sheetIntent(context) })),
              },
              {
                guard: ({ context }) => context.sheet !== null,
                actions: enqueueActions(({ context, enqueue }) => {
                  const message = sheetProblem(context.sheet) ?? '';
                  enqueue.assign({ error: { field: 'sheetAmount', message } });
                  enqueue({ type: 'notify', params: { message } });
                }),
              },
            ],
            recoverAll: { target: 'deciding', actions: assign({ draft: { kind: 'recover' } }) },
            'money.refresh': 'refreshing',
          },
        },
        ...intentStates(
          (context: TransferContext) => context.draft,
          (context: TransferContext) => amountOf(context.draft),
          intentInput,
          [
            {
              guard: ({ event }: IntentDone<TransferContext>) =>
                event.output.status === 'sent' || event.output.status === 'done',
              target: 'editing',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const { output } = event as unknown as IntentDone<TransferContext>['event'];
                const message = output.status === 'sent' ? output.message : outcomeMessages.done;
                enqueue({ type: 'notifySuccess', params: { message: message || moneyMessages['generic.done'] } });
                if (context.draft?.kind !== 'recover') enqueue.assign({ amount: '', sheet: null });
                enqueue.assign({ pending: null, notDone: null });
                enqueue('clearIntent');
                // After a transfer the money is refreshed and the wallet list reloaded (part 2 §4).
                enqueue('refreshBalance');
                enqueue.raise({ type: 'venues.reload' });
              }),
            },
            {
              // The server holds the transfer unsettled (state 0): not a success, never an invitation to resend.
              // Cleared like a done one, so a second tap cannot move the same money again.
              guard: ({ event }: IntentDone<TransferContext>) => event.output.status === 'pending',
              target: 'editing',
              actions: enqueueActions(({ context, enqueue }) => {
                enqueue({ type: 'notify', params: { message: outcomeMessages.pending } });
                if (context.draft?.kind !== 'recover') enqueue.assign({ amount: '', sheet: null });
                enqueue.assign({ pending: null, notDone: null });
                enqueue('clearIntent');
                enqueue('refreshBalance');
                enqueue.raise({ type: 'venues.reload' });
              }),
            },
          ],
          [raise({ type: 'venues.reload' })],
          { 'sheet.submit': { target: 'checking', actions: sendTo('intent', { type: 'recheck' }) } },
        ),
        refreshing: {
          tags: ['busy', 'refreshingMoney'],
          invoke: {
            src: 'refreshMoney',
            onDone: {
              target: 'editing',
              actions: enqueueActions(({ event, enqueue }) => {
                if (!event.output.ok) {
                  enqueue({ type: 'notify', params: { message: failureMessage(event.output.error) } });
                  return;
                }
                enqueue.raise({ type: 'venues.reload' });
              }),
            },
            onError: {
              target: 'editing',
              actions: { type: 'notify', params: { message: shellMessages['auth.networkError'] } },
            },
          },
        },
      },
    },
  },
});

/** A snapshot of the transfer machine. */
export type TransferSnapshot = SnapshotFrom<typeof transferMachine>;
