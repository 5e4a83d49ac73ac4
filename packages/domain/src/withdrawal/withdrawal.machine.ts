import { assign, enqueueActions, fromPromise, raise, type SnapshotFrom, setup } from 'xstate';
import { cleanPayPassword, moneyText } from '../input/index.ts';
import { moneyMessages as messages } from '../messages/index.ts';
import {
  canonicalText,
  createMoneyIntentMachine,
  formatDecimal,
  type IntentEvent,
  type IntentFields,
  type IntentInput,
  type KeptIntent,
  type OutcomeMatch,
  toDecimal,
} from '../money/index.ts';
import { type IntentDone, intentStates } from '../money/intent-states.ts';
import { type CallError, type CallResult, dataOr, errorOf, REJECTED, serverMessage } from '../result/index.ts';
import {
  checkWithdrawal,
  WITHDRAWAL_DONE_PATH,
  WITHDRAWAL_REDIRECT_MS,
  type WithdrawalAccount,
  type WithdrawalMethod,
} from './withdrawal.rules.ts';

/** A field of the withdrawal form that a check or a refusal can blame. */
export type WithdrawalField = 'accountId' | 'amount' | 'payPassword';

/** What the provided `submitWithdrawal` actor sends: the account's id, the canonical amount, the password. */
export type WithdrawalRequest = { method: WithdrawalMethod; accountId: number; amount: string; payPassword: string };

/** The form of a withdrawal intent as kept across a reload: never the payment password. */
export type WithdrawalDraft = { method: WithdrawalMethod; accountId: number; amount: string };

/** A withdrawal intent in flight or unresolved, as the screen keeps it (session storage) and resumes it. */
export type PendingWithdrawal = KeptIntent<WithdrawalDraft>;

/** The intent machine of a withdrawal: the app provides its `stamp`, `readLedger` and `send`. */
export const withdrawalIntentMachine = createMoneyIntentMachine<WithdrawalRequest, unknown>();

/** The ledger row a withdrawal adds: a withdrawal record of its amount (a crypto row shows what arrives, so any). */
export function withdrawalMatch(draft: WithdrawalDraft): OutcomeMatch {
  return { query: { ledger: 'withdrawals' }, amounts: draft.method === 1 ? [draft.amount] : null, platform: '' };
}

/** The withdrawal screen's state. */
export type WithdrawalContext = IntentFields<WithdrawalDraft> & {
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
  | IntentEvent
  | { type: 'accounts.retry' }
  | { type: 'turnover.retry' }
  | { type: 'accounts.reload' };

/** What the screen starts on: the tab, 1 (bank card) unless told, and a kept intent to resume (its check). */
export type WithdrawalInput = { method?: WithdrawalMethod; pending?: PendingWithdrawal | null };

const EMPTY_FORM = { accountId: null, amount: '', payPassword: '', pickerOpen: false, error: null } as const;

type Notice = { type: 'notify'; params: { message: string } };

const noticeOf = (error: CallError): Notice[] => {
  const message = serverMessage(error);
  return message === null ? [] : [{ type: 'notify', params: { message } }];
};

/** The intent a submit sends: the form with its amount made canonical (the check has passed, so it is one). */
function draftOf(context: WithdrawalContext): WithdrawalDraft {
  return { method: context.method, accountId: context.accountId ?? 0, amount: canonicalText(context.amount, 2) };
}

const sameDraft = (a: WithdrawalDraft, b: WithdrawalDraft) =>
  a.method === b.method && a.accountId === b.accountId && a.amount === b.amount;

/** The intent machine's input: resume the kept intent, or send the form (with the not-done intent's key if equal). */
function intentInput(context: WithdrawalContext): IntentInput<WithdrawalRequest> {
  if (context.pending !== null) {
    return { kind: 'resume', intent: context.pending.intent };
  }
  const draft = draftOf(context);
  const resent =
    context.notDone !== null && sameDraft(context.notDone.draft, draft) ? context.notDone.intent.key : undefined;
  return {
    kind: 'send',
    request: { ...draft, payPassword: context.payPassword },
    match: withdrawalMatch(draft),
    ...(resent === undefined ? {} : { key: resent }),
  };
}

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
 * Money safety: the submit runs one intent (`money/intent.machine.ts`): a key, the canonical amount, one request.
 * A refusal with the server's code keeps everything typed and toasts the server's words. An uncertain failure
 * (no answer, a dropped connection, an error page or 5xx) never sends again: the password is cleared, the screen
 * says it is checking (tag `checking`, `checkElapsedMs`) while the withdrawals are read over the whole window, and
 * the intent is kept (`saveIntent`) so a reload or a return resumes the check. A row of the intent is a success;
 * "not done" is said only after the window, and the next submit then asks first (`confirmResend`), reusing the
 * intent's key for the same form; a window of unreadable records is `unresolved` until 再次核实.
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
    intent: withdrawalIntentMachine,
    confirmResend: fromPromise<boolean, { message: string }>(() =>
      Promise.reject(new Error('confirmResend is provided by the screen')),
    ),
  },
  actions: {
    notify: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    refreshBalance: () => {},
    navigate: (_, _params: { to: string }) => {},
    saveIntent: (_, _params: PendingWithdrawal) => {},
    clearIntent: () => {},
  },
  guards: {
    isOk: (_, result: CallResult<unknown>) => result.ok,
    passes: ({ context }) => checkWithdrawal(context).ok,
  },
  delays: {
    redirect: WITHDRAWAL_REDIRECT_MS,
  },
}).createMachine({
  id: 'withdrawal',
  type: 'parallel',
  context: ({ input }) => ({
    method: input.pending?.draft.method ?? input.method ?? 1,
    accounts: null,
    accountsError: null,
    turnover: null,
    turnoverError: null,
    ...EMPTY_FORM,
    ...(input.pending ? { accountId: input.pending.draft.accountId, amount: input.pending.draft.amount } : {}),
    pending: input.pending ?? null,
    notDone: null,
    checkElapsedMs: 0,
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
                guard: { type: 'isOk', params: ({ event }) => event.output },
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
            onError: { target: 'failed', actions: assign({ turnoverError: REJECTED }) },
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
                guard: { type: 'isOk', params: ({ event }) => event.output },
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
            onError: { target: 'failed', actions: assign({ accountsError: REJECTED }) },
          },
        },
        ready: { on: { 'accounts.reload': 'loading' } },
        failed: { tags: ['accountsFailed'], on: { 'accounts.retry': 'loading', 'accounts.reload': 'loading' } },
      },
    },
    form: {
      initial: 'starting',
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
                payPassword: cleanPayPassword(event.value),
                error: context.error?.field === 'payPassword' ? null : context.error,
              })),
            },
            submit: [
              { guard: 'passes', target: 'deciding', actions: assign({ error: null }) },
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
        ...intentStates(
          draftOf,
          (context: WithdrawalContext) => draftOf(context).amount,
          intentInput,
          [
            {
              guard: ({ event }: IntentDone<WithdrawalContext>) =>
                event.output.status === 'sent' || event.output.status === 'done',
              target: 'succeeded',
              actions: [assign({ pending: null, notDone: null }), 'clearIntent'],
            },
          ],
          // Checked or not, the payment password is never left for a second tap.
          [assign({ payPassword: '' })],
        ),
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

/** A snapshot of the withdrawal machine. */
export type WithdrawalSnapshot = SnapshotFrom<typeof withdrawalMachine>;
