import './app-bars.css';

/** Props of {@link OfflineBarView}. */
export type OfflineBarViewProps = {
  /** The device is offline now (false: it came back and what failed meanwhile waits for 重试). */
  offline: boolean;
  onRetry: () => void;
};

/**
 * The network notice: 网络已断开 while offline, 网络已恢复 once it is back (what failed meanwhile loads again on
 * 重试). A status, not an alert: the screen under it stays usable.
 */
export function OfflineBarView({ offline, onRetry }: OfflineBarViewProps) {
  return (
    <div className="app-bar app-bar--offline" role="status">
      <span>{offline ? '网络已断开' : '网络已恢复'}</span>
      <button type="button" className="app-bar__action" onClick={onRetry}>
        重试
      </button>
    </div>
  );
}

/** Props of {@link UpdateBarView}. */
export type UpdateBarViewProps = { onAccept: () => void };

/** A new version is ready: 发现新版本 · 刷新, at the bottom, never blocking; 刷新 reloads into it. */
export function UpdateBarView({ onAccept }: UpdateBarViewProps) {
  return (
    <div className="app-bar app-bar--update" role="status">
      <span>发现新版本</span>
      <span aria-hidden="true">·</span>
      <button type="button" className="app-bar__action" onClick={onAccept}>
        刷新
      </button>
    </div>
  );
}
