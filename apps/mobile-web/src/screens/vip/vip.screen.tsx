import type { SessionUser as Member } from '@lobby/api';
import { connectLoad } from '@lobby/domain/load';
import { selectIsSignedIn, selectUser } from '@lobby/domain/session';
import { connectVip, type VipPlayer } from '@lobby/domain/vip';
import { useState } from 'react';
import { goBack } from '../../ground/routing/hash-location.ts';
import { loginRedirect } from '../../ground/routing/route-guard.ts';
import { useMachine, useSelector } from '../../wiring/app/actor-state.ts';
import { useAppActor } from '../../wiring/app/app-actor.tsx';
import { liveVipMachine, noLevels } from './vip.providers.ts';
import { VipView } from './vip.view.tsx';

/** /vip (public): the levels with the player's own first when logged in, VIP1 for a visitor. */
export function VipScreen() {
  const app = useAppActor();
  const signedIn = useSelector(app, selectIsSignedIn);
  // The session keeps the whole member the user call answered; its cumulative deposits drive the progress.
  const user: Member | null = useSelector(app, selectUser);
  const [snapshot, send] = useMachine(liveVipMachine, { input: { params: null, isEmpty: noLevels } });
  const [chosen, setChosen] = useState<number | null>(null);
  const player: VipPlayer = signedIn && user ? { currentVip: user.currentVip, paysum: user.depositTotal ?? 0 } : null;
  return (
    <VipView
      vm={connectVip(connectLoad(snapshot, send), player, chosen, setChosen)}
      onBack={() => goBack('/mine')}
      loginHref={`#${loginRedirect('/vip')}`}
    />
  );
}

/** The route table loads the screen by its default export. */
export default VipScreen;
