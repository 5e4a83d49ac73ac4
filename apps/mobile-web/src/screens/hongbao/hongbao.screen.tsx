import { connectRedPacket, toRedPacketTierRow } from '@lobby/domain/rewards';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { liveRedPacketMachine } from './hongbao.providers.ts';
import { type HongbaoRule, HongbaoView } from './hongbao.view.tsx';

/** /hongbao: the red-packet page (the shell asks a visitor to log in and refuses it while the switch is off). */
export function HongbaoScreen() {
  const [snapshot, send] = useMachine(liveRedPacketMachine);
  const vm = connectRedPacket(snapshot, send);
  const rules: HongbaoRule[] = (vm.status?.rules ?? []).map(toRedPacketTierRow);
  return (
    <HongbaoView
      vm={vm}
      failure={snapshot.context.error?.message ?? ''}
      rules={rules}
      rechargeHref="#/recharge"
      onBack={() => goBack('/')}
    />
  );
}

/** The route table loads the screen by its default export. */
export default HongbaoScreen;
