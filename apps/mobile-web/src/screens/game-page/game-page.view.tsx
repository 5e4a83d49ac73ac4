import type { GamePageViewModel } from '@lobby/domain/game-page';
import { IconBack, Spinner } from '@lobby/ui-kit';
import type { ReactNode } from 'react';
import './game-page.css';

/**
 * The frame's sandbox. A third-party game needs scripts, its own origin (its cookies and storage; the frame's
 * origin is the game host's, not ours, so this gives it no reach into the app; only an address on the app's own
 * origin could lift the sandbox, and addresses come only from the platform's calls, after `safeUrl`), forms (login
 * and cashier pages post), popups (a venue's cashier or rules open in a new window, which need not stay sandboxed),
 * orientation and pointer lock (landscape and shooting games). Left out on purpose: `allow-top-navigation*` (a
 * game cannot send the app's window away), `allow-modals` (no native dialogs over the app), `allow-downloads`.
 */
export const GAME_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-orientation-lock allow-pointer-lock';

/**
 * The sandbox of a frame whose document is on the app's own origin: the same without `allow-same-origin`, so it
 * runs as an opaque origin and can neither reach the app's storage (the token) nor lift its sandbox.
 */
export const ISOLATED_FRAME_SANDBOX = GAME_FRAME_SANDBOX.replace(' allow-same-origin', '');

/**
 * Props of {@link GamePageView}: `isolated` when the frame's address is on the app's own origin; `sessionTime` the
 * time since sign-in a signed-in player sees in the bar (player protection).
 */
export type GamePageViewProps = { vm: GamePageViewModel; isolated?: boolean; sessionTime?: ReactNode };

function frameTitle(vm: GamePageViewModel): string {
  if (vm.kind === 'agent') return '代理登录';
  if (vm.kind === 'service') return '在线客服';
  return vm.title ? `游戏：${vm.title}` : '游戏';
}

const WAITING: Readonly<Record<GamePageViewModel['kind'], string>> = {
  agent: '正在打开代理登录…',
  service: '正在连接在线客服…',
  download: '正在前往下载页…',
  game: '正在进入游戏…',
  home: '正在返回主页…',
};

/** /gamePage: a black full-height screen, the 30 px 返回主页 bar and the resolved address in a sandboxed frame. */
export function GamePageView({ vm, isolated = false, sessionTime }: GamePageViewProps) {
  const title = frameTitle(vm);
  return (
    <div className="game-page">
      <nav className="game-page__bar" aria-label="游戏页">
        <button type="button" className="game-page__home" onClick={vm.back}>
          <IconBack size={16} />
          返回主页
        </button>
        {sessionTime}
      </nav>
      {vm.frameUrl ? (
        <iframe
          className="game-page__frame"
          src={vm.frameUrl}
          title={title}
          sandbox={isolated ? ISOLATED_FRAME_SANDBOX : GAME_FRAME_SANDBOX}
          allow="autoplay; fullscreen; encrypted-media"
        />
      ) : (
        <div className="game-page__waiting" role="status" aria-live="polite">
          {vm.loading && (
            <>
              <Spinner />
              <p>{WAITING[vm.kind]}</p>
            </>
          )}
        </div>
      )}
    </div>
  );
}
