import { selectUser } from '@lobby/domain';
import { useSelector } from '@xstate/react';
import { useAppActor } from '../../app/app-actor.tsx';
import { LiveBalance } from '../../session/live-balance.tsx';
import { loginPath } from '../../session/promoter.ts';
import { MineView } from './mine.view.tsx';

/** /mine, first form: the Member issue completes it with links, records and settings. */
export function MineScreen() {
  const app = useAppActor();
  const user = useSelector(app, selectUser);
  if (!user) return <MineView signedIn={false} loginHref={loginPath()} />;
  return (
    <MineView
      signedIn
      username={user.username}
      avatar={user.avatar}
      balance={<LiveBalance />}
      onLogout={() => app.send({ type: 'logout' })}
    />
  );
}
