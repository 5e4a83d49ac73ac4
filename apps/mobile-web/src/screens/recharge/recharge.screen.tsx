import { connectDeposit, depositMessages, selectUser } from '@lobby/domain';
import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useAppActor } from '../../app/app-actor.tsx';
import { openCustomerService } from '../../app/providers.ts';
import { copyNotices } from '../../effects/copy-notices.ts';
import { goBack } from '../../routing/hash-location.ts';
import { liveDepositMachine } from './recharge.providers.ts';
import { RechargeView } from './recharge.view.tsx';

/** /recharge: the deposit page, bound to the real calls; the rate follows the session's user. */
export function RechargeScreen() {
  const app = useAppActor();
  const usdtRate = useSelector(app, (snapshot) => selectUser(snapshot)?.usdtRate ?? 0);
  const machine = useMemo(() => liveDepositMachine(() => app.send({ type: 'user.refresh' })), [app]);
  const [snapshot, send] = useMachine(machine, { input: { usdtRate } });
  useEffect(() => send({ type: 'rate.set', usdtRate }), [send, usdtRate]);

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
