import { selectBalance, selectUser } from '@lobby/domain/session';
import { connectWithdrawal, type WithdrawalRates } from '@lobby/domain/withdrawal';
import { useEffect, useMemo, useState } from 'react';
import { goBack, navigate } from '../../ground/routing/hash-location.ts';
import { useMachine, useSelector } from '../../wiring/app/actor-state.ts';
import { useAppActor } from '../../wiring/app/app-actor.tsx';
import { preloadLedger } from '../../wiring/app/money-intent.ts';
import { openCustomerService } from '../../wiring/app/providers.ts';
import { useMoneyForm } from '../../wiring/pwa/money-forms.ts';
import { keptWithdrawal, liveWithdrawalMachine } from './withdrawal.providers.ts';
import { WithdrawalView } from './withdrawal.view.tsx';

const sameRates = (a: WithdrawalRates, b: WithdrawalRates) =>
  a.rate === b.rate && a.erc20Fee === b.erc20Fee && a.trc20Fee === b.trc20Fee;

/** /withdrawal: the three tabs, the form, and an unanswered request checked against the records. */
export function WithdrawalScreen() {
  const app = useAppActor();
  const balance = useSelector(app, selectBalance);
  const rates = useSelector(
    app,
    (snapshot): WithdrawalRates => {
      const user = selectUser(snapshot);
      return { rate: user?.withdrawUsdtRate ?? 0, erc20Fee: user?.erc20Fee ?? 0, trc20Fee: user?.trc20Fee ?? 0 };
    },
    sameRates,
  );
  const machine = useMemo(
    () =>
      liveWithdrawalMachine.provide({
        actions: {
          refreshBalance: () => app.send({ type: 'user.refresh' }),
          navigate: (_, { to }) => navigate(to),
        },
      }),
    [app],
  );
  // An intent left open (a reload, a return to the screen) resumes its check: the verdict, not a fresh form.
  const [pending] = useState(() => keptWithdrawal.read());
  const [snapshot, machineSend] = useMachine(machine, { input: { pending } });
  // Offline, 提交 is refused at once (网络已断开) and keeps the form; no intent starts.
  const send = useMoneyForm(machineSend, ['submit']);
  // The outcome check's code comes after the form shows, before any money moves.
  useEffect(preloadLedger, []);
  return (
    <WithdrawalView
      vm={connectWithdrawal(snapshot, send, rates)}
      balance={balance ?? 0}
      onAdd={(path) => navigate(path)}
      onBack={() => goBack('/mine')}
      onOpenService={openCustomerService}
    />
  );
}

/** The route table loads the screen by its default export. */
export default WithdrawalScreen;
