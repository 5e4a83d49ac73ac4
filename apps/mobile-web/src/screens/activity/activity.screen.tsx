import { connectActivity } from '@lobby/domain/activity';
import { selectIsSignedIn } from '@lobby/domain/session';
import { useMachine, useSelector } from '../../wiring/app/actor-state.ts';
import { useAppActor } from '../../wiring/app/app-actor.tsx';
import { loginPath } from '../../wiring/session/promoter.ts';
import { liveActivityMachine } from './activity.providers.ts';
import { ActivityView } from './activity.view.tsx';
import fallbackSrc from './promotion-fallback.svg';

/** /activity: promotions by category (kept while hidden, so the chosen category and the list survive tab switches). */
export function ActivityScreen() {
  const signedIn = useSelector(useAppActor(), selectIsSignedIn);
  const [snapshot, send] = useMachine(liveActivityMachine);
  return (
    <ActivityView
      vm={connectActivity(snapshot, send)}
      signedIn={signedIn}
      loginHref={loginPath('/activity')}
      errorMessage={snapshot.context.error?.message ?? ''}
      typesErrorMessage={snapshot.context.typesError?.message ?? ''}
      fallbackSrc={fallbackSrc}
    />
  );
}

/** The route table loads the screen by its default export. */
export default ActivityScreen;
