import { Button } from '@lobby/ui-kit';
import './install-offer.css';

/** Props of {@link InstallOfferView}. */
export type InstallOfferViewProps = {
  /** `prompt`: the browser can install (beforeinstallprompt fired); `ios`: Safari, which only has its steps. */
  offer: 'prompt' | 'ios' | null;
  onInstall: () => void;
  /** The home banner's short form: a small button, the steps on one line. */
  compact?: boolean;
};

/** 添加到桌面: the browser's install prompt where it has one, else iOS's 分享 → 添加到主屏幕 steps. */
export function InstallOfferView({ offer, onInstall, compact = false }: InstallOfferViewProps) {
  if (offer === 'prompt') {
    return compact ? (
      <button type="button" className="install-offer__compact" onClick={onInstall}>
        添加到桌面
      </button>
    ) : (
      <Button variant="secondary" block onClick={onInstall}>
        添加到桌面
      </Button>
    );
  }
  if (offer === 'ios') {
    return compact ? (
      <p className="install-offer__steps install-offer__steps--compact">
        添加到桌面：<strong>分享</strong> → <strong>添加到主屏幕</strong>
      </p>
    ) : (
      <div className="install-offer__steps">
        <p>添加到桌面，像 App 一样打开：</p>
        <ol>
          <li>
            点 Safari 底部的 <strong>分享</strong> 按钮
          </li>
          <li>
            选 <strong>添加到主屏幕</strong>
          </li>
        </ol>
      </div>
    );
  }
  return null;
}
