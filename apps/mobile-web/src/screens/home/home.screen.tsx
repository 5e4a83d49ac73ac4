import { connectHome, type HomeSite } from '@lobby/domain/home';
import { selectIsSignedIn, selectSite, selectUser } from '@lobby/domain/session';
import { lazy, memo, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useMachine, useSelector } from '../../wiring/app/actor-state.ts';
import { useAppActor } from '../../wiring/app/app-actor.tsx';
import { useSiteTitle } from '../../wiring/app/site-title.ts';
import { useGameLauncher } from '../../wiring/games/use-game-launcher.ts';
import { LiveBalance } from '../../wiring/session/live-balance.tsx';
import { loginPath } from '../../wiring/session/promoter.ts';
import { AccountStripView } from './account-strip.view.tsx';
import { liveHomeMachine, readDismissed, readHomeCache } from './home.providers.ts';
import { HomeView } from './home.view.tsx';

/**
 * The view renders from a deferred copy of the view model: each list's arrival, the site's and the player's taps
 * first re-render nothing costly (the memoised view keeps its props), then the view renders at transition
 * priority, which React splits into short slices, so the main thread stays free for input and paint while the
 * home's lists land one after another.
 */
const DeferredHomeView = memo(HomeView) as typeof HomeView;

// 添加到桌面 in the app banner: its own chunk, which draws nothing where the browser cannot install the app.
const InstallOffer = lazy(() => import('../../wiring/shell/install-offer.tsx'));
/** The banner's offer: nothing until its chunk says what the page can offer. */
const install = (
  <Suspense fallback={null}>
    <InstallOffer compact />
  </Suspense>
);

/** / (home): banners, notices, the account strip, the game categories and the home's popups. */
export function HomeScreen() {
  const app = useAppActor();
  const user = useSelector(app, selectUser);
  const signedIn = useSelector(app, selectIsSignedIn);
  const siteTitle = useSiteTitle(app);
  const site: HomeSite | null = useSelector(app, selectSite);
  // Read once, for the machine's start (storage and an early answer), not again on every render.
  const [input] = useState(() => ({ cached: readHomeCache(), site, dismissed: readDismissed() }));
  const [snapshot, send] = useMachine(liveHomeMachine(), { input });
  useEffect(() => {
    if (site) send({ type: 'site.receive', site });
  }, [site, send]);
  const games = useGameLauncher();
  const vm = useMemo(() => connectHome(snapshot, send), [snapshot, send]);
  const shown = useDeferredValue(vm);
  // The token says signed in before the player's info lands: the signed-in strip shows from the start (the spread
  // gives its name and avatar once they come), or the game tabs below moved 64 px down under a finger as it landed.
  const account = useMemo(
    () =>
      signedIn ? (
        <AccountStripView signedIn {...user} balance={<LiveBalance />} />
      ) : (
        <AccountStripView signedIn={false} loginHref={loginPath()} siteTitle={siteTitle} />
      ),
    [signedIn, user, siteTitle],
  );
  return (
    <DeferredHomeView
      vm={shown}
      account={account}
      install={install}
      onOpenGame={games.openGame}
      onOpenHot={games.openHot}
    />
  );
}
