import { assign, enqueueActions, fromPromise, raise, type SnapshotFrom, setup } from 'xstate';
import { depositMessages } from '../messages/index.ts';
import {
  canonicalText,
  createMoneyIntentMachine,
  type IntentEvent,
  type IntentFields,
  type IntentInput,
  type IntentOutput,
  type KeptIntent,
  type OutcomeMatch,
} from '../money/index.ts';
import { type IntentDone, intentStates } from '../money/intent-states.ts';
import { type CallError, type CallResult, dataOr, REJECTED, serverMessage, type Verdict } from '../result/index.ts';
import {
  type BankDepositForm,
  checkBankDeposit,
  checkDepositAmount,
  DEFAULT_DEPOSIT_RANGE,
  type DepositChannel,
  type DepositChannelFlags,
  type DepositRange,
  defaultDepositChannel,
  isConfiguredRange,
} from './deposit.rules.ts';

/** The USDT networks a deposit can be paid on; AnToken takes TRC20 only (part 2 §9). */
export type DepositProtocol = 'TRC20' | 'ERC20';

/** The channels as the page lists them (the spec's order, AnToken beside USDT); only enabled ones show. */
export const CHANNEL_ORDER: readonly DepositChannel[] = ['dsfpay', 'card', 'usdt', 'antoken', 'wechat', 'alipay'];

/** What the player types: the amount (decimal text) and the bank channel's four fields. */
export type DepositValues = BankDepositForm & { amount: string };

/** A field of the deposit form. */
export type DepositField = keyof DepositValues & string;

/** A platform account that receives bank deposits, each field copyable. */
export type DepositReceivingAccount = { bankName: string; number: string; owner: string; address: string };

/** A deposit order as the domain words it; the app maps it to the wire (paytype, catepay, ...). */
export type DepositRequest = {
  channel: DepositChannel;
  /** The amount in canonical form (`"200.00"`): what was checked is what is sent and judged. */
  amount: string;
  /** The USDT network for usdt and antoken; null for the other channels. */
  protocol: DepositProtocol | null;
  /** The depositor's bank details for the bank channel; null for the others. */
  bank: BankDepositForm | null;
};

/** The order a good answer created: its number, which the server sends in `message`. */
export type DepositOrder = { depositNo: string };

/** A deposit intent in flight or unresolved, as the page keeps it (session storage) and resumes it. */
export type PendingDeposit = KeptIntent<DepositRequest>;

/** The intent machine of a deposit order: the app provides its `stamp`, `readLedger` and `send`. */
export const depositIntentMachine = createMoneyIntentMachine<DepositRequest, DepositOrder>();

/**
 * The ledger row an order adds: today's deposit of its amount. Its key is the number the backend's record
 * carries (`out_trade_no`, the value recharge answered in `message` and payinfo takes as `deposit_no`).
 */
export function depositMatch(draft: DepositRequest): OutcomeMatch {
  return { query: { ledger: 'deposits' }, amounts: [draft.amount], platform: '' };
}

/** Where the player's money stands after a failed answer, and what the page says about the blocking notice. */
export type DepositContext = IntentFields<DepositRequest> & {
  /** Enabled channels in the page's order. */
  channels: DepositChannel[];
  channel: DepositChannel | null;
  protocol: DepositProtocol;
  range: DepositRange;
  values: DepositValues;
  error: { field: string; message: string } | null;
  /** Yuan per USDT from the user info; 0 while unknown. */
  usdtRate: number;
  /** Bound bank, USDT and AnToken accounts together; null while unknown (no notice on doubt). */
  boundAccounts: number | null;
  receiving: readonly DepositReceivingAccount[] | null;
  banks: readonly string[] | null;
  /** The order the last good answer (or the outcome check) found. */
  order: DepositOrder | null;
  /**
   * Why the channels could not be read; null otherwise. Kept while the page offers the bank transfer alone (its
   * receiving accounts showed it usable) and on the page that cannot offer any channel.
   */
  setupError: CallError | null;
  /** Why the receiving accounts or the bank list could not be read (`bank.retry` reads both again). */
  bankError: CallError | null;
};

/** What the deposit page starts from: the user's rate (yuan per USDT; 0 while unknown) and a kept order to resume. */
export type DepositInput = { usdtRate: number; pending?: PendingDeposit | null };

/** Every event of the page. `range.fetch` and `bank.need` are raised by the machine itself. */
export type DepositEvent =
  | { type: 'channel.select'; channel: DepositChannel }
  | { type: 'protocol.select'; protocol: DepositProtocol }
  | { type: 'field.change'; field: DepositField; value: string }
  | { type: 'amount.choose'; amount: number }
  | { type: 'submit' }
  | { type: 'retry' }
  /** Raised by the form on `retry` while it is editing: the bank-only page reads the channels again only then. */
  | { type: 'payWays.retry' }
  | { type: 'bank.retry' }
  | { type: 'outcome.recheck' }
  | { type: 'rate.set'; usdtRate: number }
  | { type: 'range.fetch' }
  | { type: 'bank.need' }
  | { type: 'bank.probe' }
  | IntentEvent;

const EMPTY: DepositValues = { amount: '', depositor: '', bank: '', cardNo: '', bankAddress: '' };

/** The range call is made for every channel but dsfpay, whose range the spec never asks for. */
export function hasRangeCall(channel: DepositChannel): boolean {
  return channel !== 'dsfpay';
}

/** Whether a channel asks for a USDT network: USDT offers TRC20 and ERC20, AnToken only TRC20. */
export function protocolsOf(channel: DepositChannel | null): readonly DepositProtocol[] {
  if (channel === 'usdt') return ['TRC20', 'ERC20'];
  return channel === 'antoken' ? ['TRC20'] : [];
}

/** The checks of a submit in the spec's order: the bank channel's four fields first, then the amount's range. */
export function checkDeposit(channel: DepositChannel, values: DepositValues, range: DepositRange): Verdict {
  if (channel === 'card') {
    const bank = checkBankDeposit(values);
    if (!bank.ok) return bank;
  }
  return checkDepositAmount(values.amount, range);
}

/** The order the values make on a channel: the bank fields only for the bank channel, a network only for crypto. */
export function depositRequest(channel: DepositChannel, protocol: DepositProtocol, values: DepositValues) {
  const { amount, ...bank } = values;
  return {
    channel,
    amount: canonicalText(amount, 2),
    protocol: protocolsOf(channel).length > 0 ? protocol : null,
    bank: channel === 'card' ? bank : null,
  } satisfies DepositRequest;
}

/** The in-app path of an order's payment page. */
export function payInfoPath(depositNo: string): string {
  return `/payInfo?deposit_no=${encodeURIComponent(depositNo)}`;
}

type SuccessAction =
  | { type: 'clear' }
  | { type: 'assignOrder'; params: DepositOrder }
  | { type: 'celebrate'; params: { message: string } }
  | { type: 'navigate'; params: { to: string } };

/**
 * What a created order does (part 2 §4): the form empties; a bank deposit says 提交成功，等待后台审核 and goes to
 * /transRecord; any other goes to its payment page (dsfpay first asks for its outside page, see `paying`).
 */
export function successActions(channel: DepositChannel, depositNo: string): SuccessAction[] {
  const made: SuccessAction[] = [{ type: 'clear' }, { type: 'assignOrder', params: { depositNo } }];
  if (channel === 'card') {
    return [
      ...made,
      { type: 'celebrate', params: { message: depositMessages['deposit.bankSubmitted'] } },
      { type: 'navigate', params: { to: '/transRecord' } },
    ];
  }
  return channel === 'dsfpay' ? made : [...made, { type: 'navigate', params: { to: payInfoPath(depositNo) } }];
}

/** The channels the pay-way flags enable, in the page's order. */
export function enabledChannels(flags: DepositChannelFlags): DepositChannel[] {
  return CHANNEL_ORDER.filter((channel) => flags[channel] === 1 || flags[channel] === true);
}

/** Whether the receiving accounts read so far say the bank transfer can be paid: at least one account. */
export function isBankUsable(receiving: readonly DepositReceivingAccount[] | null): boolean {
  return receiving !== null && receiving.length > 0;
}

/**
 * The toast of a failed pay-way read: the server's words (part 2 §8). While the bank transfer stays open
 * (`bankOpen`), only those of a code other than 200 in a 2xx, never the api's words for an error page, which the
 * quiet note already covers (the real backend answers every get_pay_way with an HTTP 500 page).
 */
export function setupWords(error: CallError | null, bankOpen: boolean): string | null {
  if (error === null || (bankOpen && error.httpStatus !== undefined)) return null;
  return serverMessage(error);
}

/** Why a call failed: its error, or the network's when it was rejected (null) instead of answering. */
function failureOf(result: CallResult<unknown> | null): CallError {
  return result !== null && !result.ok ? result.error : REJECTED;
}

/** What a range read asks: the channel and, for USDT, its network. */
export type DepositRangeQuery = { channel: DepositChannel; protocol: DepositProtocol };

/**
 * The /recharge page (part 2 §2, §4, §5) as one machine, `depositMachine`. Four regions run side by side:
 *
 * - `setup` reads the enabled channels and selects the default one (antoken, card, usdt, wechat, alipay,
 *   dsfpay). When they cannot be read (any failure: a code, an error page, no answer, an unreadable one) it asks
 *   the `bank` region for the receiving accounts: with at least one, the page offers the bank transfer alone
 *   (`bankOnly`, a quiet note; `retry` reads the channels again while the form stays usable); with none, or
 *   when they cannot be read either, it is `failed` with `retry`;
 * - `accounts` counts the player's bound bank, USDT and AnToken accounts; none means the blocking notice;
 * - `range` reads the channel's range whenever a channel is chosen or the network toggled (200 to 10000 until
 *   the server answers; a newer read cancels an older one, so a stale range never lands);
 * - `bank` reads the receiving accounts and the bank list the first time the bank channel shows.
 *
 * `form` takes the typing and sends one order per intent (`money/intent.machine.ts`: a key, the canonical
 * amount, one request): a submit in flight or under check ignores taps. A refused order toasts the server's words
 * and keeps every value. An order whose answer was lost (timeout, no network, an error page or 5xx, unreadable) is
 * never sent again by the machine: it says the outcome is being checked, refreshes the balance and reads today's
 * deposits over the whole window: the new order of that amount goes on as a success (with the number its record
 * carries), none after the window says so (the next submit asks first), and a window of unreadable records leaves
 * `unresolved`, where a submit or `outcome.recheck` checks again. The order is kept (`saveIntent`) while open.
 *
 * The app provides the calls (`fetchPayWays`, `fetchAccounts`, `fetchRange`, `fetchReceiving`, `fetchBanks`,
 * `intent`, `confirmResend`, `fetchPayAddress`) and the effects (`notify`, `celebrate`, `navigate`, `redirect`,
 * `refreshBalance`, `saveIntent`, `clearIntent`).
 */
const depositSetup = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    input: {} as DepositInput,
  },
  actors: {
    fetchPayWays: fromPromise<CallResult<DepositChannelFlags>>(() => Promise.reject(new Error('provided by the app'))),
    fetchAccounts: fromPromise<CallResult<number>>(() => Promise.reject(new Error('provided by the app'))),
    fetchRange: fromPromise<CallResult<DepositRange>, DepositRangeQuery>(() =>
      Promise.reject(new Error('provided by the app')),
    ),
    fetchReceiving: fromPromise<CallResult<readonly DepositReceivingAccount[]>>(() =>
      Promise.reject(new Error('provided by the app')),
    ),
    fetchBanks: fromPromise<CallResult<readonly string[]>>(() => Promise.reject(new Error('provided by the app'))),
    intent: depositIntentMachine,
    confirmResend: fromPromise<boolean, { message: string }>(() => Promise.reject(new Error('provided by the app'))),
    fetchPayAddress: fromPromise<CallResult<{ url: string }>, DepositOrder>(() =>
      Promise.reject(new Error('provided by the app')),
    ),
  },
  actions: {
    notify: (_, _params: { message: string }) => {},
    celebrate: (_, _params: { message: string }) => {},
    navigate: (_, _params: { to: string }) => {},
    redirect: (_, _params: { url: string }) => {},
    refreshBalance: () => {},
    saveIntent: (_, _params: PendingDeposit) => {},
    clearIntent: () => {},
    clear: assign({ values: EMPTY, error: null }),
    assignOrder: assign((_, order: DepositOrder) => ({ order })),
    assignBankFailure: assign((_, changes: Partial<DepositContext>) => changes),
  },
  guards: {
    isBankShown: ({ context }) => context.channel === 'card',
  },
});

/**
 * What the player may do while no order is in flight: pick a channel or network, type, pick a quick amount. Also
 * taken once an order is made (`done`), so a page that stays (a refused redirect) starts a new deposit.
 */
const editingTransitions = depositSetup.createStateConfig({
  on: {
    'channel.select': {
      guard: ({ context, event }) => context.channels.includes(event.channel),
      target: '#deposit.form.editing',
      // Choosing a channel resets the network to TRC20, clears the bank fields and the amount, and reads the
      // range again (part 2 §4).
      actions: [
        assign(({ event }) => ({ channel: event.channel, protocol: 'TRC20' as const, values: EMPTY, error: null })),
        raise({ type: 'range.fetch' }),
        raise({ type: 'bank.need' }),
      ],
    },
    'protocol.select': {
      guard: ({ context, event }) => protocolsOf(context.channel).includes(event.protocol),
      target: '#deposit.form.editing',
      actions: [assign(({ event }) => ({ protocol: event.protocol })), raise({ type: 'range.fetch' })],
    },
    'field.change': {
      target: '#deposit.form.editing',
      actions: assign(({ context, event }) => ({
        values: { ...context.values, [event.field]: event.value },
        error: context.error?.field === event.field ? null : context.error,
      })),
    },
    'amount.choose': {
      target: '#deposit.form.editing',
      actions: assign(({ context, event }) => ({
        values: { ...context.values, amount: String(event.amount) },
        error: context.error?.field === 'amount' ? null : context.error,
      })),
    },
  },
}).on;

/** A new range read: the default until the server answers; dsfpay asks none (part 2 §7). */
const rangeFetch = depositSetup.createStateConfig({
  on: {
    'range.fetch': [
      {
        guard: ({ context }) => context.channel !== null && hasRangeCall(context.channel),
        target: '#deposit.range.loading',
        reenter: true,
        actions: assign({ range: DEFAULT_DEPOSIT_RANGE }),
      },
      { target: '#deposit.range.idle', actions: assign({ range: DEFAULT_DEPOSIT_RANGE }) },
    ],
  },
}).on;

export const depositMachine = depositSetup.createMachine({
  id: 'deposit',
  type: 'parallel',
  context: ({ input }) => ({
    channels: [],
    channel: null,
    protocol: 'TRC20',
    range: DEFAULT_DEPOSIT_RANGE,
    values: EMPTY,
    error: null,
    usdtRate: input.usdtRate,
    boundAccounts: null,
    receiving: null,
    banks: null,
    ...(input.pending ? { values: { ...EMPTY, amount: input.pending.draft.amount } } : {}),
    pending: input.pending ?? null,
    notDone: null,
    checkElapsedMs: 0,
    order: null,
    setupError: null,
    bankError: null,
  }),
  on: {
    'rate.set': { actions: assign(({ event }) => ({ usdtRate: event.usdtRate })) },
  },
  states: {
    setup: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          entry: assign({ setupError: null }),
          invoke: {
            src: 'fetchPayWays',
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'ready',
                actions: [
                  assign(({ event }) => {
                    const flags = dataOr(event.output, {});
                    return { channels: enabledChannels(flags), channel: defaultDepositChannel(flags) };
                  }),
                  raise({ type: 'range.fetch' }),
                  raise({ type: 'bank.need' }),
                ],
              },
              { target: 'probing', actions: assign(({ event }) => ({ setupError: failureOf(event.output) })) },
            ],
            onError: { target: 'probing', actions: assign({ setupError: () => failureOf(null) }) },
          },
        },
        // The channels could not be read (the real backend's get_pay_way always answers an HTTP 500): the bank
        // transfer is offered when the platform lists a receiving account, which the bank region reads afresh.
        probing: {
          tags: ['loading'],
          entry: [
            assign({ channel: 'card', channels: [], receiving: null, banks: null, bankError: null }),
            raise({ type: 'bank.probe' }),
          ],
          always: [
            {
              guard: ({ context }) => isBankUsable(context.receiving),
              target: 'bankOnly',
              actions: enqueueActions(({ context, enqueue }) => {
                enqueue.assign({ channels: ['card'] });
                enqueue.raise({ type: 'range.fetch' });
                const words = setupWords(context.setupError, true);
                if (words !== null) enqueue({ type: 'notify', params: { message: words } });
              }),
            },
            {
              guard: ({ context }) => context.receiving !== null,
              target: 'failed',
              actions: enqueueActions(({ context, enqueue }) => {
                enqueue.assign({ channel: null });
                const words = setupWords(context.setupError, false);
                if (words !== null) enqueue({ type: 'notify', params: { message: words } });
              }),
            },
          ],
        },
        failed: { tags: ['failed'], on: { retry: 'loading' } },
        // The bank transfer alone, usable; the other channels are read again on 重试 while no order is in flight.
        bankOnly: {
          tags: ['bankOnly'],
          // Only while no order is in flight: the form raises this on `retry` while it is editing (not xstate's
          // stateIn, whose code would join the start chunk, where xstate's shared module lives).
          on: { 'payWays.retry': 'retrying' },
        },
        retrying: {
          tags: ['bankOnly', 'payWaysRetrying'],
          invoke: {
            src: 'fetchPayWays',
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'ready',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  const flags = dataOr(event.output, {});
                  const channels = enabledChannels(flags);
                  enqueue.assign({ channels, setupError: null });
                  // The bank transfer the player is filling in stays as typed when the server offers it too.
                  if (context.channel !== null && channels.includes(context.channel)) return;
                  enqueue.assign({
                    channel: defaultDepositChannel(flags),
                    protocol: 'TRC20',
                    values: EMPTY,
                    error: null,
                  });
                  enqueue.raise({ type: 'range.fetch' });
                  enqueue.raise({ type: 'bank.need' });
                }),
              },
              {
                target: 'bankOnly',
                actions: enqueueActions(({ event, enqueue }) => {
                  const error = failureOf(event.output);
                  enqueue.assign({ setupError: error });
                  const words = setupWords(error, true);
                  if (words !== null) enqueue({ type: 'notify', params: { message: words } });
                }),
              },
            ],
            onError: { target: 'bankOnly', actions: assign({ setupError: () => failureOf(null) }) },
          },
        },
        ready: {},
      },
    },

    accounts: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'fetchAccounts',
            onDone: {
              target: 'known',
              actions: assign(({ event }) => ({ boundAccounts: event.output.ok ? event.output.data : null })),
            },
            onError: { target: 'known' },
          },
        },
        known: {},
      },
    },

    range: {
      initial: 'idle',
      states: {
        idle: { on: rangeFetch },
        loading: {
          tags: ['rangeLoading'],
          // Re-entered by each new fetch (a transition of this state, so only this region restarts): the older
          // read is cancelled and its answer never lands.
          on: rangeFetch,
          invoke: {
            src: 'fetchRange',
            input: ({ context }) => ({ channel: context.channel ?? 'card', protocol: context.protocol }),
            onDone: {
              target: 'idle',
              actions: enqueueActions(({ event, enqueue }) => {
                if (event.output.ok) {
                  if (isConfiguredRange(event.output.data)) enqueue.assign({ range: event.output.data });
                  return;
                }
                const words = serverMessage(event.output.error);
                if (words !== null) enqueue({ type: 'notify', params: { message: words } });
              }),
            },
            onError: { target: 'idle' },
          },
        },
      },
    },

    bank: {
      initial: 'idle',
      states: {
        // `bank.probe`: the setup region asks whether the bank transfer can be offered without the channels.
        idle: { on: { 'bank.need': { guard: 'isBankShown', target: 'loading' }, 'bank.probe': 'loading' } },
        loading: {
          tags: ['bankLoading'],
          // A new probe reads both lists again (a transition of this state, so only this region restarts).
          on: { 'bank.probe': { target: 'loading', reenter: true } },
          entry: assign({ receiving: null, banks: null, bankError: null }),
          invoke: [
            {
              src: 'fetchReceiving',
              onDone: {
                actions: enqueueActions(({ context, event, enqueue }) => {
                  if (event.output.ok) enqueue.assign({ receiving: event.output.data });
                  else
                    for (const action of bankFailure(event.output.error, { receiving: [] }, context)) enqueue(action);
                }),
              },
              onError: { actions: assign({ receiving: [], bankError: REJECTED }) },
            },
            {
              src: 'fetchBanks',
              onDone: {
                actions: enqueueActions(({ context, event, enqueue }) => {
                  if (event.output.ok) enqueue.assign({ banks: event.output.data });
                  else for (const action of bankFailure(event.output.error, { banks: [] }, context)) enqueue(action);
                }),
              },
              onError: { actions: assign({ banks: [], bankError: REJECTED }) },
            },
          ],
          always: { guard: ({ context }) => context.receiving !== null && context.banks !== null, target: 'loaded' },
        },
        loaded: {
          on: {
            'bank.retry': { guard: ({ context }) => context.bankError !== null, target: 'loading' },
            'bank.probe': 'loading',
          },
        },
      },
    },

    form: {
      initial: 'starting',
      states: {
        editing: {
          on: {
            ...editingTransitions,
            retry: { actions: raise({ type: 'payWays.retry' }) },
            submit: [
              {
                guard: ({ context }) =>
                  context.channel !== null && checkDeposit(context.channel, context.values, context.range).ok,
                target: 'deciding',
                actions: assign({ error: null }),
              },
              {
                actions: enqueueActions(({ context, enqueue }) => {
                  if (context.channel === null) return;
                  const verdict = checkDeposit(context.channel, context.values, context.range);
                  if (verdict.ok) return;
                  enqueue.assign({ error: { field: verdict.field, message: verdict.message } });
                  enqueue({ type: 'notify', params: { message: verdict.message } });
                }),
              },
            ],
          },
        },

        ...intentStates(draftOf, (context: DepositContext) => draftOf(context).amount, intentInput, [
          {
            guard: ({ event }: IntentDone<DepositContext>) =>
              orderOf(event.output as IntentOutput<DepositOrder>) !== null,
            target: 'ordered',
            actions: enqueueActions(({ context, event, enqueue }) => {
              const { output } = event as unknown as IntentDone<DepositContext>['event'];
              const channel = context.pending?.draft.channel ?? context.channel ?? 'card';
              enqueue.assign({ pending: null, notDone: null, channel });
              enqueue('clearIntent');
              for (const action of successActions(channel, orderOf(output as IntentOutput<DepositOrder>) ?? ''))
                enqueue(action);
            }),
          },
        ]),

        // The order is made: dsfpay asks for its outside page, every other channel is done.
        ordered: {
          always: [{ guard: ({ context }) => context.channel === 'dsfpay', target: 'paying' }, { target: 'done' }],
        },

        paying: {
          // dsfpay: the order exists; its outside payment page is read, then the whole window goes there. Without
          // one, the order's own payment page shows it.
          tags: ['busy'],
          invoke: {
            src: 'fetchPayAddress',
            input: ({ context }) => ({ depositNo: context.order?.depositNo ?? '' }),
            onDone: {
              target: 'done',
              actions: enqueueActions(({ context, event, enqueue }) => {
                if (event.output.ok && event.output.data.url !== '') {
                  enqueue({ type: 'redirect', params: { url: event.output.data.url } });
                } else {
                  enqueue({ type: 'navigate', params: { to: payInfoPath(context.order?.depositNo ?? '') } });
                }
              }),
            },
            onError: {
              target: 'done',
              actions: enqueueActions(({ context, enqueue }) => {
                enqueue({ type: 'navigate', params: { to: payInfoPath(context.order?.depositNo ?? '') } });
              }),
            },
          },
        },

        done: {
          // The order is made and the page is leaving: a tap sends nothing; new typing starts a new deposit.
          on: editingTransitions,
        },
      },
    },
  },
});

/** The order the form makes now (canonical amount). */
function draftOf(context: DepositContext): DepositRequest {
  return depositRequest(context.channel ?? 'card', context.protocol, context.values);
}

const sameDraft = (a: DepositRequest, b: DepositRequest) =>
  a.channel === b.channel && a.amount === b.amount && a.protocol === b.protocol;

/** The intent machine's input: resume the kept order, or send the form (with the not-done order's key if equal). */
function intentInput(context: DepositContext): IntentInput<DepositRequest> {
  if (context.pending !== null) return { kind: 'resume', intent: context.pending.intent };
  const draft = draftOf(context);
  const resent =
    context.notDone !== null && sameDraft(context.notDone.draft, draft) ? context.notDone.intent.key : undefined;
  return { kind: 'send', request: draft, match: depositMatch(draft), ...(resent === undefined ? {} : { key: resent }) };
}

/** The number of the order an intent made: the answer's, or the one its record in today's deposits carries. */
function orderOf(output: IntentOutput<DepositOrder>): string | null {
  if (output.status === 'sent') return output.data.depositNo;
  return output.status === 'done' ? output.entry.key : null;
}

/**
 * What a failed read of the bank channel's lists does: the list stays empty, the failure is kept, server words
 * toasted, but not while the setup region probes without channels (its own failure says it, once).
 */
function bankFailure(
  error: CallError,
  empty: { receiving: [] } | { banks: [] },
  context: DepositContext,
): (
  | { type: 'assignBankFailure'; params: Partial<DepositContext> }
  | { type: 'notify'; params: { message: string } }
)[] {
  const words = context.channels.length === 0 ? null : serverMessage(error);
  const keep = { type: 'assignBankFailure' as const, params: { ...empty, bankError: error } };
  return words === null ? [keep] : [keep, { type: 'notify', params: { message: words } }];
}

/** A snapshot of {@link depositMachine}. */
export type DepositSnapshot = SnapshotFrom<typeof depositMachine>;
