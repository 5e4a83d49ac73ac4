import { connectHome, type HomeSite, selectSite, selectUser } from '@lobby/domain';
import { useMachine, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useAppActor } from '../../app/app-actor.tsx';
import { useGameLauncher } from '../../games/use-game-launcher.ts';
import { LiveBalance } from '../../session/live-balance.tsx';
import { loginPath } from '../../session/promoter.ts';
import { AccountStripView } from './account-strip.view.tsx';
import { liveHomeMachine, readDismissed, readHomeCache } from './home.providers.ts';
import { HomeView } from './home.view.tsx';

/** / (home): banners, notices, the account strip, the game categories and the home's popups. */
export function HomeScreen() {
  const app = useAppActor();
  const user = useSelector(app, selectUser);
  const site: HomeSite | null = useSelector(app, selectSite);
  const [snapshot, send] = useMachine(liveHomeMachine, {
    input: { cached: readHomeCache(), site, dismissed: readDismissed() },
  });
  useEffect(() => {
    if (site) send({ type: 'site.receive', site });
  }, [site, send]);
  const games = useGameLauncher();
  const vm = connectHome(snapshot, send);
  return (
    <HomeView
      vm={vm}
      account={
        user ? (
          <AccountStripView signedIn username={user.username} avatar={user.avatar} balance={<LiveBalance />} />
        ) : (
          <AccountStripView signedIn={false} loginHref={loginPath()} />
        )
      }
      onOpenGame={games.openGame}
      onOpenHot={games.openHot}
    />
  );
}
