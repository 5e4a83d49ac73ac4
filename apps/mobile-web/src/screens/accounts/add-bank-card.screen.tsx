import { BANK_CARD_MAX_LENGTH, checkBankCard, cleanBankCard } from '@lobby/domain/accounts';
import { connectForm } from '@lobby/domain/form';
import { connectLoad } from '@lobby/domain/load';
import { messages } from '@lobby/domain/messages';
import { useMemo } from 'react';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { openCustomerService } from '../../wiring/app/providers.ts';
import { liveBankCardMachine, liveBankListMachine, toastSuccess } from './accounts.providers.ts';
import { AddBankCardView, type BankCardFields } from './add-bank-card.view.tsx';

const EMPTY: BankCardFields = { owner: '', bank: '', address: '', cardNo: '', payPassword: '' };

/** /addBankCard: binds a bank card, then says 绑定成功 and goes back to the list. */
export function AddBankCardScreen() {
  const [bankSnapshot, sendBanks] = useMachine(liveBankListMachine, { input: { params: undefined } });
  const machine = useMemo(
    () =>
      liveBankCardMachine.provide({
        actions: {
          succeed: () => {
            toastSuccess(messages['bankCard.bound']);
            goBack('/wallet');
          },
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { values: EMPTY, check: checkBankCard, clean: cleanBankCard, maxLength: BANK_CARD_MAX_LENGTH },
  });
  const banks = connectLoad(bankSnapshot, sendBanks);
  return (
    <AddBankCardView
      form={connectForm(snapshot, send)}
      banks={(banks.value ?? []).map((bank) => bank.name)}
      banksLoading={banks.busy}
      banksError={banks.failed ? banks.error?.message || '银行列表加载失败' : null}
      onRetryBanks={banks.retry}
      onBack={() => goBack('/wallet')}
      onOpenService={openCustomerService}
    />
  );
}

/** The route table loads the screen by its default export. */
export default AddBankCardScreen;
