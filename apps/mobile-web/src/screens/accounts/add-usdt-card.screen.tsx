import { checkUsdtCard, cleanWalletBind, WALLET_ADDRESS_MAX_LENGTH, WALLET_PROTOCOLS } from '@lobby/domain/accounts';
import { connectForm } from '@lobby/domain/form';
import { messages } from '@lobby/domain/messages';
import { useMemo } from 'react';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { openCustomerService } from '../../wiring/app/providers.ts';
import { liveUsdtCardMachine, toastSuccess } from './accounts.providers.ts';
import { AddUsdtCardView } from './add-usdt-card.view.tsx';

/** /addUsdtCard: binds a USDT wallet, then toasts the server's message and goes back. */
export function AddUsdtCardScreen() {
  const machine = useMemo(
    () =>
      liveUsdtCardMachine.provide({
        actions: {
          succeed: (_, { message }: { message: string }) => {
            toastSuccess(message || messages['bankCard.bound']);
            goBack('/wallet?type=2');
          },
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: { address: '', protocol: 'TRC20', payPassword: '' },
      check: checkUsdtCard,
      clean: cleanWalletBind,
      maxLength: WALLET_ADDRESS_MAX_LENGTH,
    },
  });
  return (
    <AddUsdtCardView
      form={connectForm(snapshot, send)}
      protocols={WALLET_PROTOCOLS}
      onBack={() => goBack('/wallet?type=2')}
      onOpenService={openCustomerService}
    />
  );
}

/** The route table loads the screen by its default export. */
export default AddUsdtCardScreen;
