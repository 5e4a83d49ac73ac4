// The bound-accounts screens' call area and live actors (/wallet, /addBankCard, /addUsdtCard): the account area
// bound to the app's one transport, in these screens' chunks, not the shell's.
import { type Bank, type BoundAccount, createAccountApi } from '@lobby/api';
import type { BankCardForm, UsdtCardForm, WalletBindForm } from '@lobby/domain/accounts';
import { createFormMachine, type FormSubmit } from '@lobby/domain/form';
import { createLoadMachine, type LoadParams } from '@lobby/domain/load';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { toCallResult, transport, withLoading } from '../../wiring/app/providers.ts';

const accountApi = createAccountApi(transport);

/** getcard's type: 1 bank cards, 2 USDT wallets, 4 the token wallet. */
export type CardType = 1 | 2 | 4;

const notify = (_: unknown, { message }: { message: string }) => toaster.show(message, { kind: 'error' });

/** The bound accounts of one type. */
export const liveCardListMachine = createLoadMachine<readonly BoundAccount[], CardType>().provide({
  actors: {
    load: fromPromise<CallResult<readonly BoundAccount[]>, LoadParams<CardType>>(async ({ input }) =>
      toCallResult(await accountApi.getcard({ type: input.params })),
    ),
  },
  actions: { notify },
});

/** The banks a card can be bound to. */
export const liveBankListMachine = createLoadMachine<readonly Bank[], undefined>().provide({
  actors: {
    load: fromPromise<CallResult<readonly Bank[]>, LoadParams<undefined>>(async () =>
      toCallResult(await accountApi.banklist()),
    ),
  },
  actions: { notify },
});

/** The wallet page's bind popup: `bank` is USDT or antoken. */
export type WalletBindValues = WalletBindForm & { bank: string };

/** The wallet page's bind popup, sent as a wallet to bindcard. */
export const liveWalletBindMachine = createFormMachine<WalletBindValues>().provide({
  actors: {
    submit: fromPromise<CallResult<unknown>, FormSubmit<WalletBindValues>>(async ({ input: { values } }) =>
      toCallResult(
        await withLoading(
          accountApi.bindcard({
            bank: values.bank,
            bank_no: values.address,
            bank_owner: values.protocol,
            pay_pass: values.payPassword,
          }),
        ),
      ),
    ),
  },
  actions: { notify },
});

/** The unbind dialog: the account's id (as text, a form value) and the payment password. */
export type UnbindValues = { id: string; payPassword: string };

/** The unbind dialog, sent to delcard. */
export const liveUnbindMachine = createFormMachine<UnbindValues>().provide({
  actors: {
    submit: fromPromise<CallResult<unknown>, FormSubmit<UnbindValues>>(async ({ input: { values } }) =>
      toCallResult(await withLoading(accountApi.delcard({ id: Number(values.id), pay_pass: values.payPassword }))),
    ),
  },
  actions: { notify },
});

/** The add-bank-card form, sent to bindcard. */
export const liveBankCardMachine = createFormMachine<BankCardForm>().provide({
  actors: {
    submit: fromPromise<CallResult<unknown>, FormSubmit<BankCardForm>>(async ({ input: { values } }) =>
      toCallResult(
        await withLoading(
          accountApi.bindcard({
            bank: values.bank,
            bank_address: values.address,
            bank_no: values.cardNo,
            bank_owner: values.owner,
            pay_pass: values.payPassword,
          }),
        ),
      ),
    ),
  },
  actions: { notify },
});

/** The add-USDT-address form, sent to bindcard as a USDT wallet. */
export const liveUsdtCardMachine = createFormMachine<UsdtCardForm>().provide({
  actors: {
    submit: fromPromise<CallResult<unknown>, FormSubmit<UsdtCardForm>>(async ({ input: { values } }) =>
      toCallResult(
        await withLoading(
          accountApi.bindcard({
            bank: 'USDT',
            bank_no: values.address,
            bank_owner: values.protocol,
            pay_pass: values.payPassword,
          }),
        ),
      ),
    ),
  },
  actions: { notify },
});

/** A success toast. */
export function toastSuccess(message: string): void {
  toaster.show(message, { kind: 'success' });
}
