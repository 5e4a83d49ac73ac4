import { connectLoad } from '@lobby/domain/load';
import { connectPagedList } from '@lobby/domain/paging';
import { remainingGrabs } from '@lobby/domain/rewards';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { liveRedPacketCountsMachine, liveRedPacketListMachine } from './welfare.providers.ts';
import { type WelfareCounts, WelfareView } from './welfare.view.tsx';

/** /welfare: the red-packet centre; its counts and its list load side by side, and stop when the player leaves. */
export function WelfareScreen() {
  const [statusSnapshot, sendStatus] = useMachine(liveRedPacketCountsMachine, { input: { params: null } });
  const [listSnapshot, sendList] = useMachine(liveRedPacketListMachine, { input: { filter: null } });
  const status = connectLoad(statusSnapshot, sendStatus);
  const counts: WelfareCounts = status.value
    ? { remaining: remainingGrabs(status.value.remaining), acquired: status.value.acquired }
    : status.busy
      ? 'loading'
      : 'failed';
  return (
    <WelfareView
      counts={counts}
      list={connectPagedList(listSnapshot, sendList)}
      claimHref="#/hongbao"
      onBack={() => goBack('/mine')}
    />
  );
}

/** The route table loads the screen by its default export. */
export default WelfareScreen;
