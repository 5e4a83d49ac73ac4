import { selectBalance, selectUser } from '@lobby/domain/session';
import { connectTransfer } from '@lobby/domain/transfer';
import { useEffect, useMemo, useState } from 'react';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useMachine, useSelector } from '../../wiring/app/actor-state.ts';
import { useAppActor } from '../../wiring/app/app-actor.tsx';
import { preloadLedger } from '../../wiring/app/money-intent.ts';
import { openCustomerService } from '../../wiring/app/providers.ts';
import { useMoneyForm } from '../../wiring/pwa/money-forms.ts';
import { useOnline } from '../../wiring/pwa/network.ts';
import { keptTransfer, liveTransferMachine } from './transfer.providers.ts';
import { TransferView } from './transfer.view.tsx';

/** /transfer: the wallets (polled while the screen shows), the seamless switch, the form, the quota sheet. */
export function TransferScreen() {
  const app = useAppActor();
  const balance = useSelector(app, selectBalance);
  const seamless = useSelector(app, (snapshot) => selectUser(snapshot)?.seamlessTransfer ?? false);
  const machine = useMemo(
    () =>
      liveTransferMachine((user) => app.send({ type: 'user.receive', user })).provide({
        actions: {
          refreshBalance: () => app.send({ type: 'user.refresh' }),
          saveSeamless: (_, { on }) => {
            const user = selectUser(app.getSnapshot());
            if (user !== null) app.send({ type: 'user.receive', user: { ...user, seamlessTransfer: on } });
          },
        },
      }),
    [app],
  );
  // An intent left open (a reload, a return to the screen) resumes its check.
  const [pending] = useState(() => keptTransfer.read());
  const [snapshot, machineSend] = useMachine(machine, { input: { seamless, pending } });
  // Offline, a transfer, 一键回收 and a venue's quota move are refused at once (网络已断开); no intent starts.
  const send = useMoneyForm(machineSend, ['submit', 'recoverAll', 'sheet.submit']);
  // The outcome check's code comes after the form shows, before any money moves.
  useEffect(preloadLedger, []);
  const online = useOnline();
  // A hidden page stops spending calls; the poller resumes when it shows again. Leaving the screen stops it.
  useEffect(() => {
    const forward = () => send({ type: document.hidden ? 'visibility.hide' : 'visibility.show' });
    document.addEventListener('visibilitychange', forward);
    return () => document.removeEventListener('visibilitychange', forward);
  }, [send]);
  return (
    <TransferView
      vm={connectTransfer(snapshot, send, balance)}
      offline={!online}
      onBack={() => goBack('/mine')}
      onOpenService={openCustomerService}
    />
  );
}

/** The route table loads the screen by its default export. */
export default TransferScreen;
