import { selectUser } from '@lobby/domain';
import { useSelector } from '@xstate/react';
import { useAppActor } from '../../app/app-actor.tsx';
import { LiveBalance } from '../../session/live-balance.tsx';
import { loginPath } from '../../session/promoter.ts';
import { AccountStripView } from './account-strip.view.tsx';

/** / (home). The skeleton's home holds the account strip; games, banners and notices join it later. */
export function HomeScreen() {
  const user = useSelector(useAppActor(), selectUser);
  return (
    <div className="home">
      {user ? (
        <AccountStripView signedIn username={user.username} avatar={user.avatar} balance={<LiveBalance />} />
      ) : (
        <AccountStripView signedIn={false} loginHref={loginPath()} />
      )}
    </div>
  );
}
