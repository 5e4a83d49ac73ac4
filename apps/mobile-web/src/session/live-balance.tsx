import { selectBalance } from '@lobby/domain';
import { Money } from '@lobby/ui-kit';
import { useSelector } from '@xstate/react';
import { Profiler } from 'react';
import { useAppActor } from '../app/app-actor.tsx';
import { BALANCE_PROFILER_ID } from '../bench/render-probe.ts';

function Balance() {
  const balance = useSelector(useAppActor(), selectBalance);
  return <Money value={balance ?? 0} />;
}

function ignoreRender() {}

/**
 * The wallet balance, subscribed on its own: a balance poll tick re-renders this and nothing around it.
 */
export function LiveBalance() {
  // Bench builds mark the balance readers so the render probe can tell their renders from any other.
  if (import.meta.env.MODE === 'bench') {
    return (
      <Profiler id={BALANCE_PROFILER_ID} onRender={ignoreRender}>
        <Balance />
      </Profiler>
    );
  }
  return <Balance />;
}
