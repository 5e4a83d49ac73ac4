import { selectSiteFailed } from '@lobby/domain/session';
import { useSelector } from '../app/actor-state.ts';
import type { AppActor } from '../app/app-actor.tsx';

/**
 * While the site settings have not loaded (the app tries again by itself, further apart each time): a quiet bar
 * that says so and offers 重试, since maintenance, the popups, the red-packet switch and the download links
 * wait on them. The app's bars (app-bars.tsx) show it until they load.
 */
export default function SiteRetryBar({ actor }: { actor: AppActor }) {
  const failed = useSelector(actor, selectSiteFailed);
  return (
    <div className="app-site-retry" role="status">
      <span>{failed ? '站点设置加载失败，稍后自动重试' : '正在重新加载站点设置…'}</span>
      {failed && (
        <button type="button" className="app-site-retry__button" onClick={() => actor.send({ type: 'site.retry' })}>
          重试
        </button>
      )}
    </div>
  );
}
