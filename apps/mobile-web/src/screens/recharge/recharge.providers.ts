// The deposit page's calls (its chunk, not the shell's): the deposit area and the bound accounts and banks alone
// (not the whole account area) bound to the app's one transport, and the wire names of an order (paytype, catepay,
// bank_*), which stay here and in @lobby/api.
import { createCardApi, createDepositApi, type PayRangePayload, type RechargePayload } from '@lobby/api';
import {
  type DepositChannel,
  type DepositChannelFlags,
  type DepositOrder,
  type DepositRange,
  type DepositRangeQuery,
  type DepositReceivingAccount,
  type DepositRequest,
  depositIntentMachine,
  depositMachine,
  type PendingDeposit,
} from '@lobby/domain/deposit';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';
import { navigate } from '../../ground/routing/hash-location.ts';
import { redirect, toaster } from '../../wiring/app/effects.ts';
import { confirmResend, keptIntent, readLedger, stampIntent } from '../../wiring/app/money-intent.ts';
import { toCallResult, transport, withLoading } from '../../wiring/app/providers.ts';

const wallet = createDepositApi(transport);
const accounts = createCardApi(transport);

/** The deposit order kept across a reload or a return to the page (session storage). */
export const keptDeposit = keptIntent<PendingDeposit>('deposit');

/** getPayRange's `type` of a channel (dsfpay asks none); USDT names its network. */
export function rangeType(channel: DepositChannel, protocol: string): PayRangePayload['type'] {
  switch (channel) {
    case 'usdt':
      return protocol === 'ERC20' ? 'usdt-erc20' : 'usdt-trc20';
    case 'antoken':
    case 'wechat':
    case 'alipay':
      return channel;
    default:
      // The bank channel; dsfpay never asks (hasRangeCall), and the backend reads an unknown type as bank.
      return 'bank';
  }
}

/**
 * The recharge payload of an order (part 2 §3): wechat is sent as wxpay, AnToken as USDT on TRC20 with `bank`
 * antoken, the bank channel with the depositor's bank, card number, branch and name; the amount as the number
 * the field's text writes.
 */
export function rechargePayload({ channel, amount, protocol, bank }: DepositRequest): RechargePayload {
  const value = Number(amount);
  switch (channel) {
    case 'card':
      return {
        paytype: 'bank',
        amount: value,
        bank: bank?.bank ?? '',
        bank_no: bank?.cardNo ?? '',
        bank_address: bank?.bankAddress ?? '',
        bank_owner: bank?.depositor ?? '',
      };
    case 'usdt':
      return { paytype: 'usdt', amount: value, catepay: protocol ?? 'TRC20' };
    case 'antoken':
      return { paytype: 'usdt', amount: value, catepay: 'TRC20', bank: 'antoken' };
    case 'wechat':
      return { paytype: 'wxpay', amount: value };
    default:
      return { paytype: channel, amount: value };
  }
}

/** Bound bank, USDT and AnToken accounts together (getcard types 1, 2, 4, read side by side). */
async function countAccounts(): Promise<CallResult<number>> {
  const lists = await Promise.all(([1, 2, 4] as const).map((type) => accounts.getcard({ type })));
  const failed = lists.find((list) => !list.ok);
  if (failed && !failed.ok) return failed;
  return { ok: true, data: lists.reduce((sum, list) => sum + (list.ok ? list.data.length : 0), 0), message: '' };
}

/**
 * The deposit limits' refusal of an amount, or null (their code loads with the first send). A check that cannot load
 * rejects the send, which the intent reads as the network failing: nothing was sent, and its check says so.
 */
const limitRefusal = (amount: string) =>
  import('../../wiring/protection/deposit-guard.ts').then((guard) => guard.default(amount));

/** The deposit page's machine with the real calls and effects; `refreshBalance` reads the player again. */
export function liveDepositMachine(refreshBalance: () => void) {
  return depositMachine.provide({
    actors: {
      fetchPayWays: fromPromise<CallResult<DepositChannelFlags>>(async () => toCallResult(await wallet.getPayWay())),
      fetchAccounts: fromPromise<CallResult<number>>(countAccounts),
      fetchRange: fromPromise<CallResult<DepositRange>, DepositRangeQuery>(async ({ input }) => {
        const result = await wallet.getPayRange({ type: rangeType(input.channel, input.protocol) });
        return result.ok
          ? { ok: true, data: { min: result.data.minPrice, max: result.data.maxPrice }, message: result.message }
          : result;
      }),
      fetchReceiving: fromPromise<CallResult<readonly DepositReceivingAccount[]>>(async () => {
        const result = await wallet.getpaybank();
        if (!result.ok) return result;
        const rows = result.data.map(({ bankName, number, owner, address }) => ({ bankName, number, owner, address }));
        return { ok: true, data: rows, message: result.message };
      }),
      fetchBanks: fromPromise<CallResult<readonly string[]>>(async () => {
        const result = await accounts.banklist();
        return result.ok ? { ok: true, data: result.data.map((bank) => bank.name), message: result.message } : result;
      }),
      intent: depositIntentMachine.provide({
        actors: {
          stamp: stampIntent,
          readLedger,

          // No key on the wire: the backend stores a deposit's whole body as its order (an unknown field is an SQL
          // error, HTTP 500). The intent keeps its key for a deliberate resend; the ledger check is the guarantee.
          // The player's deposit limits first (their code loads with this send): a refusal is certain, nothing sent.
          send: fromPromise<CallResult<DepositOrder>, { request: DepositRequest; key: string }>(
            async ({ input }) =>
              (await limitRefusal(input.request.amount)) ??
              toCallResult(await withLoading(wallet.recharge(rechargePayload(input.request)))),
          ),
        },
      }),
      confirmResend,
      fetchPayAddress: fromPromise<CallResult<{ url: string }>, DepositOrder>(async ({ input }) => {
        const result = await withLoading(wallet.payinfo({ deposit_no: input.depositNo }));
        return result.ok ? { ok: true, data: { url: result.data.url }, message: result.message } : result;
      }),
    },
    actions: {
      notify: (_, { message }) => toaster.show(message, { kind: 'error' }),
      celebrate: (_, { message }) => toaster.show(message, { kind: 'success' }),
      navigate: (_, { to }) => navigate(to),
      redirect: (_, { url }) => redirect(url),
      refreshBalance,
      saveIntent: (_, pending) => keptDeposit.save(pending),
      clearIntent: () => keptDeposit.clear(),
    },
  });
}
