import { connectDeposit } from '@lobby/domain/deposit';
import { depositMessages } from '@lobby/domain/messages';
import { selectUser } from '@lobby/domain/session';
import { useEffect, useMemo, useState } from 'react';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useMachine, useSelector } from '../../wiring/app/actor-state.ts';
import { useAppActor } from '../../wiring/app/app-actor.tsx';
import { copyNotices } from '../../wiring/app/copy-notices.ts';
import { preloadLedger } from '../../wiring/app/money-intent.ts';
import { openCustomerService } from '../../wiring/app/providers.ts';
import { useMoneyForm } from '../../wiring/pwa/money-forms.ts';
import { keptDeposit, liveDepositMachine } from './recharge.providers.ts';
import { RechargeView } from './recharge.view.tsx';

/** /recharge: the deposit page, bound to the real calls; the rate follows the session's user. */
export function RechargeScreen() {
  const app = useAppActor();
  const usdtRate = useSelector(app, (snapshot) => selectUser(snapshot)?.usdtRate ?? 0);
  const machine = useMemo(() => liveDepositMachine(() => app.send({ type: 'user.refresh' })), [app]);
  // An order left open (a reload, a return to the page) resumes its check.
  const [pending] = useState(() => keptDeposit.read());
  const [snapshot, machineSend] = useMachine(machine, { input: { usdtRate, pending } });
  // Offline, a deposit is refused at once (网络已断开) and keeps the form; no order is made.
  const send = useMoneyForm(machineSend, ['submit']);
  useEffect(() => send({ type: 'rate.set', usdtRate }), [send, usdtRate]);
  // The outcome check's code comes after the form shows, before any money moves. The strict profile names the
  // player-protection tools before a first deposit (a standard build drops the import: no byte of it here).
  useEffect(() => {
    preloadLedger();
    if (import.meta.env.VITE_PROTECTION_PROFILE === 'strict') {
      void import('../../wiring/protection/first-deposit-notice.ts').then((notice) => notice.default());
    }
  }, []);

  return (
    <RechargeView
      deposit={connectDeposit(snapshot, send)}
      noticeText={depositMessages['deposit.noCard']}
      {...copyNotices}
      onBack={() => goBack('/mine')}
      onOpenService={openCustomerService}
    />
  );
}

/** The route table loads the screen by its default export. */
export default RechargeScreen;
