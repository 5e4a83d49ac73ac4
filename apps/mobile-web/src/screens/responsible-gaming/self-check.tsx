import { connectSelfCheck, selfCheckMachine } from '@lobby/domain/protection';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { SelfCheckView } from './self-check.view.tsx';

/** The self-check, loaded when the player opens it (its questions and results are a chunk of their own). */
export default function SelfCheck() {
  const [snapshot, send] = useMachine(selfCheckMachine);
  return <SelfCheckView vm={connectSelfCheck(snapshot, send)} />;
}
