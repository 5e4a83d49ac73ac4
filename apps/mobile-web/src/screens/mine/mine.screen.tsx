import { connectForm } from '@lobby/domain/form';
import { formatMessage, labels } from '@lobby/domain/messages';
import { AVATAR_TYPES, checkAvatar } from '@lobby/domain/profile';
import { selectIsSignedIn, selectSite, selectUser } from '@lobby/domain/session';
import { useMemo, useRef } from 'react';
import { startDownload } from '../../ground/effects/download.ts';
import { useMachine, useSelector } from '../../wiring/app/actor-state.ts';
import { useAppActor } from '../../wiring/app/app-actor.tsx';
import { toaster } from '../../wiring/app/effects.ts';
import { LiveBalance } from '../../wiring/session/live-balance.tsx';
import { loginPath } from '../../wiring/session/promoter.ts';
import { mineGroups } from './mine.links.ts';
import { liveAvatarMachine, liveRefreshMachine } from './mine.providers.ts';
import { MineView } from './mine.view.tsx';

/** Said when the back office has set no app download address (as on /app). */
const NO_DOWNLOAD = '下载通道暂未开放，敬请期待';

const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

/** The wallet refresh has no fields to check. */
const pass = () => ({ ok: true as const });

/** /mine: profile, avatar upload, wallet with refresh, money buttons, the link lists and logout. */
export function MineScreen() {
  const app = useAppActor();
  const user = useSelector(app, selectUser);
  // The token says signed in before the player's info lands: the signed-in page shows from the start (its name
  // left blank until then), or the lists and buttons moved 561 px down under a finger as it landed.
  const signedIn = useSelector(app, selectIsSignedIn);
  const downloadUrl = useSelector(app, (snapshot) => selectSite(snapshot)?.iosDownloadUrl ?? '');

  const picked = useRef<File | null>(null);
  const avatarMachine = useMemo(
    () =>
      liveAvatarMachine(
        () => picked.current,
        () => app.send({ type: 'user.refresh' }),
      ),
    [app],
  );
  const refreshMachine = useMemo(
    () => liveRefreshMachine((fresh) => app.send({ type: 'user.receive', user: fresh })),
    [app],
  );
  const [avatarSnapshot, sendAvatar] = useMachine(avatarMachine, {
    input: { values: { type: '' }, check: checkAvatar },
  });
  const [refreshSnapshot, sendRefresh] = useMachine(refreshMachine, { input: { values: {}, check: pass } });
  const avatar = connectForm(avatarSnapshot, sendAvatar);
  const refresh = connectForm(refreshSnapshot, sendRefresh);

  const download = () => {
    if (downloadUrl.trim() === '') {
      toaster.show(NO_DOWNLOAD, { kind: 'error' });
      return;
    }
    const started = startDownload(downloadUrl);
    toaster.show(started.ok ? '已开始下载' : started.message, { kind: started.ok ? 'success' : 'error' });
  };
  const groups = mineGroups(signedIn, download);

  if (!signedIn) return <MineView profile={null} loginHref={loginPath()} groups={groups} />;
  return (
    <MineView
      loginHref={loginPath()}
      groups={groups}
      profile={{
        username: user?.username ?? '',
        avatar: user?.avatar ?? '',
        joinText: user?.joinDays === undefined ? '' : formatMessage(labels.joinDay, { days: user.joinDays }),
        balance: <LiveBalance />,
        refreshing: refresh.busy,
        onRefresh: refresh.submit,
        uploading: avatar.busy,
        avatarError: avatar.fieldError('type'),
        avatarAccept: AVATAR_ACCEPT,
        onAvatarPick: (file) => {
          if (avatar.busy) return;
          picked.current = file;
          avatar.setField('type', file.type);
          avatar.submit();
        },
        onLogout: () => app.send({ type: 'logout' }),
      }}
    />
  );
}

/** The route table loads the screen by its default export. */
export default MineScreen;
