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
import { failureMessage } from '../form/failure-message.ts';
import { digitsOnly } from '../input/input.ts';
import { moneyMessages } from '../messages.money.ts';
import { shellMessages } from '../messages.shell.ts';
import { compareDecimal, parseDecimal, toDecimal } from '../money/decimal.ts';
import {
  isOutcomeUncertain,
  judgeOutcome,
  type LedgerEntry,
  type MoneyOutcome,
  outcomeMessages,
} from '../money/outcome.ts';
import { pollerMachine } from '../poller/poller.machine.ts';
import { type CallError, type CallResult, dataOr, errorOf, messageOf, serverMessage } from '../result.ts';
import {
  checkTransfer,
  PLATFORM_WALLET,
  sheetTransfer,
  TRANSFER_AMOUNT_MAX_LENGTH,
  type TransferDirection,
  type TransferRequest,
  transferLedger,
  VENUE_BALANCE_POLL_MS,
} from './transfer.rules.ts';

/** A venue wallet of the player. */
export type VenueBalance = { platform: string; name: string; balance: number };

/** The quota-conversion sheet of one venue. */
export type QuotaSheet = { platform: string; direction: TransferDirection; amount: string };

/** A field of the transfer form that a check can blame. */
export type TransferField = 'amount' | 'source' | 'target' | 'sheetAmount';

/** The transfer screen's state. */
export type TransferContext = {
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
  /** The records of the last transfer's kind, read just before it; null when that read failed. */
  ledgerBefore: readonly LedgerEntry[] | null;
  /** The transfer being sent or checked (empty before the first). */
  sent: TransferRequest;
  /** What the venues held in all when recover-all was tapped (judging an unanswered one). */
  venuesBefore: number | null;
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
  | { type: 'visibility.show' };

/** What the screen starts with: the player's seamless switch as the session knows it. */
export type TransferInput = { seamless: boolean };

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
  return pollerMachine.provide({
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

/** What the venues hold in all, in cents, exactly. */
function venuesTotal(venues: readonly VenueBalance[] | null): number | null {
  if (venues === null) return null;
  let cents = 0n;
  for (const venue of venues) {
    const exact = toDecimal(venue.balance);
    if (exact !== null) cents += (exact.units * 100n) / 10n ** BigInt(exact.scale);
  }
  return Number(cents);
}

function transferOutcome(context: TransferContext, after: CallResult<readonly LedgerEntry[]>): MoneyOutcome {
  const sent = context.sent;
  return judgeOutcome(context.ledgerBefore, after.ok ? after.data : null, {
    amount: parseDecimal(sent.amount) ?? Number.NaN,
    platform: transferLedger(sent).platform,
  });
}

function recoverOutcome(before: number | null, after: CallResult<readonly VenueBalance[]>): MoneyOutcome {
  const total = after.ok ? venuesTotal(after.data) : null;
  if (before === null || total === null) return 'unknown';
  const drop = compareDecimal({ units: BigInt(total), scale: 2 }, { units: BigInt(before), scale: 2 });
  return drop < 0 ? 'done' : 'notDone';
}

const CLEARED_SHEET = { sheet: null } as const;

const sheetOf = ({ sheet, sent }: TransferContext): TransferRequest =>
  sheet === null ? sent : sheetTransfer(sheet.platform, sheet.direction, sheet.amount);

const formOf = (context: TransferContext): TransferRequest => ({
  source: context.source,
  target: context.target,
  amount: context.amount,
});

/**
 * The /transfer screen: the venue wallets (read at once, then polled every 1.5 s by a child poller while the
 * screen runs; stopping the machine stops it), a per-wallet refresh, expand and collapse, the seamless switch,
 * and, while seamless is off, the transfer form (source and target pickers, whole-yuan amount, its three checks
 * in the spec's order) and the per-venue quota sheet (in or out). Recover-all and the balance refresh sit on top.
 *
 * Money safety: one money call at a time (form, sheet, recover-all and refresh share one region; tag `busy`).
 * A transfer whose answer never comes is never sent again: the records of its kind are read before and after,
 * and the player is told whether it went through. Whatever happens, the typed amount survives a failure.
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
    readLedger: fromPromise<CallResult<readonly LedgerEntry[]>, TransferRequest>(() =>
      Promise.reject(new Error('readLedger is provided by the screen')),
    ),
    submitTransfer: fromPromise<CallResult<unknown>, TransferRequest>(() =>
      Promise.reject(new Error('submitTransfer is provided by the screen')),
    ),
    recoverAll: fromPromise<CallResult<unknown>>(() =>
      Promise.reject(new Error('recoverAll is provided by the screen')),
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
    ledgerBefore: null,
    sent: { source: '', target: '', amount: '' },
    venuesBefore: null,
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
            onError: { target: 'failed', actions: assign({ venuesError: { kind: 'network', message: '' } }) },
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
      initial: 'editing',
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
                amount: digitsOnly(event.value, TRANSFER_AMOUNT_MAX_LENGTH),
                error: context.error?.field === 'amount' ? null : context.error,
              })),
            },
            'amount.max': { actions: assign(({ event }) => ({ amount: wholeYuan(event.balance), error: null })) },
            submit: [
              {
                guard: ({ context }) => !context.seamless && checkTransfer(formOf(context)).ok,
                target: 'transferring',
                actions: assign(({ context }) => ({ error: null, sent: formOf(context) })),
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
                sheet:
                  context.sheet === null
                    ? null
                    : { ...context.sheet, amount: digitsOnly(event.value, TRANSFER_AMOUNT_MAX_LENGTH) },
                error: context.error?.field === 'sheetAmount' ? null : context.error,
              })),
            },
            'sheet.submit': [
              {
                // The sheet checks only that an amount is there (part 2 §5).
                guard: ({ context }) => context.sheet !== null && context.sheet.amount !== '',
                target: 'transferring',
                actions: assign(({ context }) => ({
                  error: null,
                  sent: sheetOf(context),
                })),
              },
              {
                guard: ({ context }) => context.sheet !== null,
                actions: [
                  assign({ error: { field: 'sheetAmount', message: moneyMessages['transfer.amountRequired'] } }),
                  { type: 'notify', params: { message: moneyMessages['transfer.amountRequired'] } },
                ],
              },
            ],
            recoverAll: {
              target: 'recovering',
              actions: assign(({ context }) => ({ venuesBefore: venuesTotal(context.venues) })),
            },
            'money.refresh': 'refreshing',
          },
        },
        transferring: {
          tags: ['busy'],
          initial: 'reading',
          states: {
            reading: {
              invoke: {
                src: 'readLedger',
                input: ({ context }) => context.sent,
                onDone: {
                  target: 'sending',
                  actions: assign(({ event }) => ({ ledgerBefore: dataOr(event.output, null) })),
                },
                onError: { target: 'sending', actions: assign({ ledgerBefore: null }) },
              },
            },
            sending: {
              invoke: {
                src: 'submitTransfer',
                input: ({ context }) => context.sent,
                onDone: [
                  {
                    guard: ({ event }) => event.output.ok,
                    target: '#transfer.money.editing',
                    actions: enqueueActions(({ event, enqueue }) => {
                      const message = messageOf(event.output);
                      enqueue({ type: 'notifySuccess', params: { message: message || moneyMessages['generic.done'] } });
                      enqueue.assign({ amount: '', sheet: null });
                      // After a transfer the money is refreshed and the wallet list reloaded (part 2 §4).
                      enqueue('refreshBalance');
                      enqueue.raise({ type: 'venues.reload' });
                    }),
                  },
                  {
                    guard: ({ event }) => !event.output.ok && isOutcomeUncertain(event.output.error),
                    target: '#transfer.money.checking',
                    actions: { type: 'notify', params: { message: outcomeMessages.checking } },
                  },
                  {
                    target: '#transfer.money.editing',
                    actions: {
                      type: 'notify',
                      params: ({ event }) => ({ message: failureMessage(errorOf(event.output)) }),
                    },
                  },
                ],
                onError: {
                  target: '#transfer.money.checking',
                  actions: { type: 'notify', params: { message: outcomeMessages.checking } },
                },
              },
            },
          },
        },
        checking: {
          tags: ['busy', 'checking'],
          entry: ['refreshBalance', raise({ type: 'venues.reload' })],
          invoke: {
            src: 'readLedger',
            input: ({ context }) => context.sent,
            onDone: [
              {
                guard: ({ context, event }) => transferOutcome(context, event.output) === 'done',
                target: 'editing',
                actions: [
                  { type: 'notifySuccess', params: { message: outcomeMessages.done } },
                  assign({ amount: '', sheet: null }),
                ],
              },
              {
                guard: ({ context, event }) => transferOutcome(context, event.output) === 'notDone',
                target: 'editing',
                actions: { type: 'notify', params: { message: outcomeMessages.notDone } },
              },
              { target: 'unresolved', actions: { type: 'notify', params: { message: outcomeMessages.unknown } } },
            ],
            onError: {
              target: 'unresolved',
              actions: { type: 'notify', params: { message: outcomeMessages.unknown } },
            },
          },
        },
        // Nothing is sent while the last transfer's outcome is unknown: a tap reads the records again.
        unresolved: {
          tags: ['unresolved'],
          on: { submit: 'checking', 'sheet.submit': 'checking', 'outcome.recheck': 'checking' },
        },
        recovering: {
          tags: ['busy', 'recovering'],
          initial: 'sending',
          states: {
            sending: {
              invoke: {
                src: 'recoverAll',
                onDone: [
                  {
                    guard: ({ event }) => event.output.ok,
                    target: '#transfer.money.editing',
                    actions: enqueueActions(({ event, enqueue }) => {
                      const message = messageOf(event.output);
                      enqueue({ type: 'notifySuccess', params: { message: message || moneyMessages['generic.done'] } });
                      enqueue.raise({ type: 'venues.reload' });
                      enqueue('refreshBalance');
                    }),
                  },
                  {
                    guard: ({ event }) => !event.output.ok && isOutcomeUncertain(event.output.error),
                    target: 'checking',
                    actions: [{ type: 'notify', params: { message: outcomeMessages.checking } }, 'refreshBalance'],
                  },
                  {
                    target: '#transfer.money.editing',
                    actions: {
                      type: 'notify',
                      params: ({ event }) => ({ message: failureMessage(errorOf(event.output)) }),
                    },
                  },
                ],
                onError: {
                  target: 'checking',
                  actions: [{ type: 'notify', params: { message: outcomeMessages.checking } }, 'refreshBalance'],
                },
              },
            },
            // What the venues hold now, against what they held at the tap: less means the money came back.
            checking: {
              tags: ['checking'],
              invoke: {
                src: 'fetchVenues',
                onDone: {
                  target: '#transfer.money.editing',
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    if (event.output.ok) enqueue.assign({ venues: event.output.data });
                    const outcome = recoverOutcome(context.venuesBefore, event.output);
                    const message = outcomeMessages[outcome];
                    enqueue({ type: outcome === 'done' ? 'notifySuccess' : 'notify', params: { message } });
                  }),
                },
                onError: {
                  target: '#transfer.money.editing',
                  actions: { type: 'notify', params: { message: outcomeMessages.unknown } },
                },
              },
            },
          },
        },
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
