import { checkUsdtCard, cleanAddress, connectForm, digitsOnly, messages, WALLET_PROTOCOLS } from '@lobby/domain';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { openCustomerService } from '../../app/providers.ts';
import { goBack } from '../../routing/hash-location.ts';
import { liveUsdtCardMachine, toastSuccess } from './accounts.providers.ts';
import { AddUsdtCardView, type UsdtCardFields } from './add-usdt-card.view.tsx';

/** The address loses non-word characters (at most 42); the payment password keeps digits (at most 6). */
function cleanUsdtCard(field: keyof UsdtCardFields & string, value: string): string {
  if (field === 'address') return cleanAddress(value);
  if (field === 'payPassword') return digitsOnly(value, 6);
  return value;
}

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
      clean: cleanUsdtCard,
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
