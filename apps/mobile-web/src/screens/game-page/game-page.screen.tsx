import { connectGamePage } from '@lobby/domain/game-page';
import { selectSite, selectSiteFailed } from '@lobby/domain/session';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { isAppOrigin } from '../../ground/effects/safe-url.ts';
import { currentFullPath, currentPath, navigate } from '../../ground/routing/hash-location.ts';
import { useMachine, useSelector } from '../../wiring/app/actor-state.ts';
import { type AppActor, useAppActor } from '../../wiring/app/app-actor.tsx';
import { takeGameLaunch } from '../../wiring/games/launch-ticket.ts';
import { SessionTime } from '../../wiring/protection/session-time.tsx';
import { liveGamePageMachine } from './game-page.providers.ts';
import { GamePageView } from './game-page.view.tsx';

const GAME_PAGE_PATH = '/gamePage';

type Query = {
  dailiD: string | null;
  app: string | null;
  name: string | null;
  type: string | null;
  code: string | null;
};

function Running({ query, downloadUrl, signedIn }: { query: Query; downloadUrl: string; signedIn: boolean }) {
  // Launch without asking only the page the player's own tap opened (wiring/games/launch-ticket.ts), read once.
  const [tapped] = useState(() => takeGameLaunch(currentFullPath()));
  const [snapshot, send] = useMachine(liveGamePageMachine, { input: { query, downloadUrl, signedIn, tapped } });
  // The browser's back button and any hash change return home (part 1 §2), as the top bar does. Capture: the
  // router's own listener re-renders first otherwise, and this page would be gone before it heard the change.
  useEffect(() => {
    const back = () => send({ type: 'back' });
    addEventListener('popstate', back, { capture: true });
    addEventListener('hashchange', back, { capture: true });
    return () => {
      removeEventListener('popstate', back, { capture: true });
      removeEventListener('hashchange', back, { capture: true });
    };
  }, [send]);
  // A history step away can also unmount the page before it hears of it: whoever left the game page for
  // another route without going through `back` is taken home (the game page itself is never returned to).
  const left = useRef(false);
  left.current = snapshot.status === 'done';
  useEffect(
    () => () => {
      if (!left.current && currentPath() !== GAME_PAGE_PATH) navigate('/', { replace: true });
    },
    [],
  );
  const vm = connectGamePage(snapshot, send);
  return (
    <GamePageView
      vm={vm}
      isolated={vm.frameUrl !== null && isAppOrigin(vm.frameUrl)}
      sessionTime={signedIn && vm.kind === 'game' ? <SessionTime className="game-page__time" /> : null}
    />
  );
}

/** The app download address from the site settings; null while they are still loading. */
function useDownloadUrl(app: AppActor): string | null {
  const site = useSelector(app, selectSite);
  const failed = useSelector(app, selectSiteFailed);
  if (site) return site.iosDownloadUrl;
  return failed ? '' : null;
}

/** /gamePage: query `dailiD` (1 agent login, 2 customer service), `app` (1 download), `name`/`type`/`code` (a game). */
export function GamePageScreen() {
  const params = new URLSearchParams(useSearch());
  const query: Query = {
    dailiD: params.get('dailiD'),
    app: params.get('app'),
    name: params.get('name'),
    type: params.get('type'),
    code: params.get('code'),
  };
  const app = useAppActor();
  const downloadUrl = useDownloadUrl(app);
  const signedIn = useSelector(app, (snapshot) => snapshot.context.token !== null);
  // app=1 needs the site's download address: wait for the settings before deciding the entry.
  if (query.app === '1' && downloadUrl === null) {
    return (
      <GamePageView vm={{ frameUrl: null, loading: true, title: '', kind: 'download', back: () => navigate('/') }} />
    );
  }
  return <Running query={query} downloadUrl={downloadUrl ?? ''} signedIn={signedIn} />;
}

/** The route table loads the screen by its default export. */
export default GamePageScreen;
