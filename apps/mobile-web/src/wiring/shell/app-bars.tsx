import { selectIsSignedIn, selectSite } from '@lobby/domain/session';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useSelector } from '../app/actor-state.ts';
import type { AppActor } from '../app/app-actor.tsx';
import { moneyForms } from '../pwa/money-forms.ts';
import { useOnline } from '../pwa/network.ts';
import { appUpdate } from '../pwa/update.ts';
import { OfflineBarView, UpdateBarView } from './app-bars.view.tsx';
import SiteRetryBar from './site-retry-bar.tsx';

// The reality check's clock and dialog, loaded once a player is signed in.
const RealityCheck = lazy(() => import('../protection/reality-check.tsx'));

/**
 * The bars over the app: the site settings' retry bar, the network notice and the update bar (a lazy part of the
 * shell, loaded after the first render; its chunk is in the service worker's precache, so it shows on an offline
 * cold start too).
 *
 * The retry bar shows while the site settings have been asked for and have not loaded.
 *
 * The notice shows while offline and stays once the network is back, until 重试: what failed meanwhile (the
 * screen's lists, the balance) loads again then. 重试 reloads the page, except over a money form, whose typed
 * values are kept: there it asks the session and the site settings again and leaves the form to its own submit.
 *
 * The update bar waits while a money form is open and shows once the player has left it.
 *
 * While a player is signed in, the reality check runs (wiring/protection/reality-check.tsx).
 */
export default function AppBars({ actor }: { actor: AppActor }) {
  const online = useOnline();
  const [missed, setMissed] = useState(!online);
  useEffect(() => {
    if (!online) setMissed(true);
  }, [online]);
  const moneyFormOpen = useSyncExternalStore(moneyForms.subscribe, moneyForms.getSnapshot);
  const updateReady = useSyncExternalStore(appUpdate.subscribe, appUpdate.getSnapshot);
  const signedIn = useSelector(actor, selectIsSignedIn);
  const retrying = useSelector(actor, (snapshot) => snapshot.context.siteAttempts > 0 && selectSite(snapshot) === null);
  const retry = () => {
    if (!navigator.onLine) return;
    setMissed(false);
    if (!moneyFormOpen) return location.reload();
    actor.send({ type: 'site.retry' });
    actor.send({ type: 'user.refresh' });
  };
  return (
    <>
      {retrying && <SiteRetryBar actor={actor} />}
      {missed && <OfflineBarView offline={!online} onRetry={retry} />}
      {updateReady && !moneyFormOpen && <UpdateBarView onAccept={appUpdate.accept} />}
      {signedIn && (
        <Suspense fallback={null}>
          <RealityCheck actor={actor} />
        </Suspense>
      )}
    </>
  );
}
