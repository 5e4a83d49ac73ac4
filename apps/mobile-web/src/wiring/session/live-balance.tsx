import { selectBalance } from '@lobby/domain/session';
import { Money } from '@lobby/ui-kit';
import { Profiler } from 'react';
import { BALANCE_PROFILER_ID } from '../../ground/bench/render-probe.ts';
import { useSelector } from '../app/actor-state.ts';
import { useAppActor } from '../app/app-actor.tsx';
import { useOnline } from '../pwa/network.ts';

function Balance() {
  const balance = useSelector(useAppActor(), selectBalance);
  // Offline the balance is unknown: a dash, never the last figure polled.
  return <Money value={useOnline() ? (balance ?? 0) : null} />;
}

function ignoreRender() {}

/**
 * The wallet balance, subscribed on its own: a balance poll tick re-renders this and nothing around it. Offline it
 * shows as unavailable (—).
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
