import { assign, enqueueActions, fromPromise, raise, type SnapshotFrom, setup } from 'xstate';
import { failureMessage } from '../form/failure-message.ts';
import { digitsOnly, moneyText } from '../input/input.ts';
import { moneyMessages as messages } from '../messages.money.ts';
import { formatDecimal, parseDecimal, toDecimal } from '../money/decimal.ts';
import { isOutcomeUncertain, judgeOutcome, type LedgerEntry, outcomeMessages } from '../money/outcome.ts';
import { type CallError, type CallResult, dataOr, errorOf, serverMessage } from '../result.ts';
import {
  checkWithdrawal,
  WITHDRAWAL_DONE_PATH,
  WITHDRAWAL_REDIRECT_MS,
  type WithdrawalAccount,
  type WithdrawalMethod,
} from './withdrawal.rules.ts';

/** A field of the withdrawal form that a check or a refusal can blame. */
export type WithdrawalField = 'accountId' | 'amount' | 'payPassword';

/** What the provided `submitWithdrawal` actor sends: the account's id, the amount as typed, the password. */
export type WithdrawalRequest = { method: WithdrawalMethod; accountId: number; amount: string; payPassword: string };

/** The withdrawal screen's state. */
export type WithdrawalContext = {
  method: WithdrawalMethod;
  /** The tab's bound accounts; null until they load. */
  accounts: readonly WithdrawalAccount[] | null;
  accountsError: CallError | null;
  /** The turnover counted towards withdrawal (打码量); null until it loads. */
  turnover: number | null;
  turnoverError: CallError | null;
  accountId: number | null;
  /** The amount exactly as typed (digits and at most two decimals): what is shown is what is sent. */
  amount: string;
  /** Kept in memory only, while the screen is open: never stored, logged or sent anywhere but the call. */
  payPassword: string;
  pickerOpen: boolean;
  error: { field: WithdrawalField; message: string } | null;
  /** The withdrawals' first page read just before the last request; null when that read failed. */
  ledgerBefore: readonly LedgerEntry[] | null;
  /**
   * The amount of the request whose outcome is being checked (or that was sent last; '' before the first): what
   * an unanswered request is judged by. The password is not kept with it.
   */
  sentAmount: string;
};

/** Everything the screen can tell the machine. */
export type WithdrawalEvent =
  | { type: 'tab.select'; method: WithdrawalMethod }
  | { type: 'picker.open' }
  | { type: 'picker.close' }
  | { type: 'account.select'; id: number }
  | { type: 'amount.change'; value: string }
  /** 全部金额: the whole wallet, given by the screen (the balance lives in the app's session). */
  | { type: 'amount.all'; balance: number }
  | { type: 'payPassword.change'; value: string }
  | { type: 'submit' }
  /** Reads the records again while the last request's outcome is unknown; never sends the request again. */
  | { type: 'outcome.recheck' }
  | { type: 'accounts.retry' }
  | { type: 'turnover.retry' }
  | { type: 'accounts.reload' };

/** What the screen starts on: the tab, 1 (bank card) unless told. */
export type WithdrawalInput = { method?: WithdrawalMethod };

const EMPTY_FORM = { accountId: null, amount: '', payPassword: '', pickerOpen: false, error: null } as const;

type Notice = { type: 'notify'; params: { message: string } };

const noticeOf = (error: CallError): Notice[] => {
  const message = serverMessage(error);
  return message === null ? [] : [{ type: 'notify', params: { message } }];
};

/** The whole wallet as the amount field shows it: floored to cents, never float arithmetic. */
function wholeWallet(balance: number): string {
  const exact = toDecimal(balance);
  return exact === null || exact.units <= 0n ? '' : formatDecimal(exact, 2);
}

/**
 * The /withdrawal screen: three tabs (bank card, USDT, token wallet), each with its accounts, the turnover, the
 * amount (with 全部金额) and the 6-digit payment password. The checks run in the spec's order (account, at least
 * 100, password); a good form sends one request (tag `busy`: every further tap is ignored until it settles).
 *
 * Money safety: a refusal with the server's code keeps everything typed and toasts the server's words. An
 * uncertain failure (no answer, a dropped connection, an error page) never sends again: the machine says the
 * outcome is being checked, refreshes the balance, reads the withdrawals again and compares them with the read
 * taken just before the request. A new withdrawal of that amount is a success; none keeps the form for the
 * player to send again; an unreadable record leaves the outcome `unresolved` until the player checks again.
 * Success toasts 提交成功，等待后台审核, empties the form and goes to /transRecord after 1.5 s.
 */
export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    input: {} as WithdrawalInput,
  },
  actors: {
    fetchAccounts: fromPromise<CallResult<readonly WithdrawalAccount[]>, { method: WithdrawalMethod }>(() =>
      Promise.reject(new Error('fetchAccounts is provided by the screen')),
    ),
    fetchTurnover: fromPromise<CallResult<number>>(() =>
      Promise.reject(new Error('fetchTurnover is provided by the screen')),
    ),
    readLedger: fromPromise<CallResult<readonly LedgerEntry[]>>(() =>
      Promise.reject(new Error('readLedger is provided by the screen')),
    ),
    submitWithdrawal: fromPromise<CallResult<unknown>, WithdrawalRequest>(() =>
      Promise.reject(new Error('submitWithdrawal is provided by the screen')),
    ),
  },
  actions: {
    notify: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    refreshBalance: () => {},
    navigate: (_, _params: { to: string }) => {},
  },
  guards: {
    passes: ({ context }) => checkWithdrawal(context).ok,
  },
  delays: {
    redirect: WITHDRAWAL_REDIRECT_MS,
  },
}).createMachine({
  id: 'withdrawal',
  type: 'parallel',
  context: ({ input }) => ({
    method: input.method ?? 1,
    accounts: null,
    accountsError: null,
    turnover: null,
    turnoverError: null,
    ...EMPTY_FORM,
    ledgerBefore: null,
    sentAmount: '',
  }),
  states: {
    turnover: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'fetchTurnover',
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'ready',
                actions: assign(({ event }) => ({
                  turnover: dataOr(event.output, null),
                  turnoverError: null,
                })),
              },
              {
                target: 'failed',
                actions: enqueueActions(({ event, enqueue }) => {
                  enqueue.assign({ turnoverError: errorOf(event.output) });
                  for (const notice of noticeOf(errorOf(event.output))) enqueue(notice);
                }),
              },
            ],
            onError: { target: 'failed', actions: assign({ turnoverError: { kind: 'network', message: '' } }) },
          },
        },
        ready: {},
        failed: { tags: ['turnoverFailed'], on: { 'turnover.retry': 'loading' } },
      },
    },
    accounts: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['accountsLoading'],
          on: { 'accounts.reload': { target: 'loading', reenter: true } },
          entry: assign({ accounts: null, accountsError: null }),
          invoke: {
            src: 'fetchAccounts',
            input: ({ context }) => ({ method: context.method }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'ready',
                actions: assign(({ event }) => ({ accounts: dataOr(event.output, []) })),
              },
              {
                target: 'failed',
                actions: enqueueActions(({ event, enqueue }) => {
                  enqueue.assign({ accountsError: errorOf(event.output) });
                  for (const notice of noticeOf(errorOf(event.output))) enqueue(notice);
                }),
              },
            ],
            onError: { target: 'failed', actions: assign({ accountsError: { kind: 'network', message: '' } }) },
          },
        },
        ready: { on: { 'accounts.reload': 'loading' } },
        failed: { tags: ['accountsFailed'], on: { 'accounts.retry': 'loading', 'accounts.reload': 'loading' } },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'tab.select': {
              guard: ({ context, event }) => event.method !== context.method,
              // Switching tabs clears the amount, the account, the password, the network and the selection.
              actions: [
                assign(({ event }) => ({ method: event.method, ...EMPTY_FORM })),
                raise({ type: 'accounts.reload' }),
              ],
            },
            'picker.open': { actions: assign({ pickerOpen: true }) },
            'picker.close': { actions: assign({ pickerOpen: false }) },
            'account.select': {
              // Choosing an account closes the picker (part 2 §4); on tab 2 the network follows the wallet.
              actions: assign(({ context, event }) => ({
                accountId: event.id,
                pickerOpen: false,
                error: context.error?.field === 'accountId' ? null : context.error,
              })),
            },
            'amount.change': {
              actions: assign(({ context, event }) => ({
                amount: moneyText(event.value),
                error: context.error?.field === 'amount' ? null : context.error,
              })),
            },
            'amount.all': {
              actions: assign(({ context, event }) => ({
                amount: wholeWallet(event.balance),
                error: context.error?.field === 'amount' ? null : context.error,
              })),
            },
            'payPassword.change': {
              actions: assign(({ context, event }) => ({
                payPassword: digitsOnly(event.value, 6),
                error: context.error?.field === 'payPassword' ? null : context.error,
              })),
            },
            submit: [
              { guard: 'passes', target: 'submitting', actions: assign({ error: null }) },
              {
                actions: enqueueActions(({ context, enqueue }) => {
                  const verdict = checkWithdrawal(context);
                  if (verdict.ok) return;
                  enqueue.assign({ error: { field: verdict.field as WithdrawalField, message: verdict.message } });
                  enqueue({ type: 'notify', params: { message: verdict.message } });
                }),
              },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          initial: 'reading',
          entry: assign(({ context }) => ({ sentAmount: context.amount })),
          states: {
            // The ledger as it stands before the request: what an unanswered request is judged against.
            reading: {
              invoke: {
                src: 'readLedger',
                onDone: {
                  target: 'sending',
                  actions: assign(({ event }) => ({ ledgerBefore: dataOr(event.output, null) })),
                },
                onError: { target: 'sending', actions: assign({ ledgerBefore: null }) },
              },
            },
            sending: {
              invoke: {
                src: 'submitWithdrawal',
                // Nothing can change the form while it is sent (edits are taken only while editing).
                input: ({ context }) => ({
                  method: context.method,
                  accountId: context.accountId ?? 0,
                  amount: context.amount,
                  payPassword: context.payPassword,
                }),
                onDone: [
                  { guard: ({ event }) => event.output.ok, target: '#withdrawal.form.succeeded' },
                  {
                    guard: ({ event }) => !event.output.ok && isOutcomeUncertain(event.output.error),
                    target: '#withdrawal.form.checking',
                    actions: { type: 'notify', params: { message: outcomeMessages.checking } },
                  },
                  {
                    target: '#withdrawal.form.editing',
                    actions: {
                      type: 'notify',
                      params: ({ event }) => ({ message: failureMessage(errorOf(event.output)) }),
                    },
                  },
                ],
                // A provided call never throws; if one does, nobody knows whether it reached the server.
                onError: {
                  target: '#withdrawal.form.checking',
                  actions: { type: 'notify', params: { message: outcomeMessages.checking } },
                },
              },
            },
          },
        },
        checking: {
          tags: ['busy', 'checking'],
          entry: 'refreshBalance',
          invoke: {
            src: 'readLedger',
            onDone: [
              {
                guard: ({ context, event }) => outcomeOf(context, event.output) === 'done',
                target: 'succeeded',
              },
              {
                guard: ({ context, event }) => outcomeOf(context, event.output) === 'notDone',
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
        // The last request may or may not have gone through: nothing is sent until the records say which.
        unresolved: {
          tags: ['unresolved'],
          on: { submit: 'checking', 'outcome.recheck': 'checking' },
        },
        succeeded: {
          tags: ['busy', 'succeeded'],
          entry: [
            { type: 'notifySuccess', params: { message: messages['withdraw.submitted'] } },
            'refreshBalance',
            assign({ ...EMPTY_FORM }),
          ],
          after: { redirect: 'left' },
        },
        left: {
          type: 'final',
          entry: { type: 'navigate', params: { to: WITHDRAWAL_DONE_PATH } },
        },
      },
    },
  },
});

function outcomeOf(context: WithdrawalContext, after: CallResult<readonly LedgerEntry[]>) {
  return judgeOutcome(context.ledgerBefore, after.ok ? after.data : null, {
    amount: parseDecimal(context.sentAmount) ?? Number.NaN,
  });
}

/** A snapshot of the withdrawal machine. */
export type WithdrawalSnapshot = SnapshotFrom<typeof withdrawalMachine>;
