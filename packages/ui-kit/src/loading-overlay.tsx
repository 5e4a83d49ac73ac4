import { Spinner } from './spinner.tsx';
import './loading-overlay.css';

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps {
  visible: boolean;
  /** `加载中` by default; e.g. `跳转中...` while a game opens. */
  label?: string;
}

/**
 * A full-screen layer that blocks taps while the player waits. It blocks at once but only shows after a short
 * CSS delay, so quick calls do not flash. The status region stays mounted so the text is announced.
 */
export function LoadingOverlay({ visible, label = '加载中' }: LoadingOverlayProps) {
  return (
    <div role="status" className="lb-loading">
      {visible && (
        <div className="lb-loading__layer">
          <div className="lb-loading__box">
            <Spinner />
            <span>{label}</span>
          </div>
        </div>
      )}
    </div>
  );
}
