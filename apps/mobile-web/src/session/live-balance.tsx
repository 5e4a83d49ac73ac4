import { selectBalance } from '@lobby/domain';
import { Money } from '@lobby/ui-kit';
import { useSelector } from '@xstate/react';
import { useAppActor } from '../app/app-actor.tsx';

/**
 * The wallet balance, subscribed on its own: a balance poll tick re-renders this and nothing around it.
 */
export function LiveBalance() {
  const balance = useSelector(useAppActor(), selectBalance);
  return <Money value={balance ?? 0} />;
}
