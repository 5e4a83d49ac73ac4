import { Button, IconDownload, IconService, Logo, PageHeader } from '@lobby/ui-kit';
import type { ReactNode } from 'react';
import './app-download.css';

/** Props of {@link AppDownloadView}. */
export type AppDownloadViewProps = {
  /** The site title (`title` of the site settings); the app is named after it. */
  siteTitle: string;
  /** The site logo; empty shows the Lobby logo. */
  logoSrc: string;
  /** Whether the back office set a download address (`ios_download_url`). */
  downloadable: boolean;
  /** 添加到桌面 where the browser can install the web app (the install offer, or nothing). */
  install?: ReactNode;
  onBack: () => void;
  onDownload: () => void;
  onOpenService: () => void;
};

/** /app: the recommended app (the site title + APP, its tagline) and its download button. */
export function AppDownloadView({
  siteTitle,
  logoSrc,
  downloadable,
  install,
  onBack,
  onDownload,
  onOpenService,
}: AppDownloadViewProps) {
  const name = `${siteTitle}APP`;
  return (
    <div className="app-download">
      <PageHeader title="APP下载" onBack={onBack} />
      <section className="app-download__card" aria-labelledby="app-download-name">
        <p className="app-download__badge">推荐</p>
        <Logo src={logoSrc} alt={siteTitle} height={40} />
        <h2 id="app-download-name" className="app-download__name">
          {name}
        </h2>
        <p className="app-download__tagline">专业体育比分客户端</p>
        {downloadable ? (
          <Button variant="primary" block onClick={onDownload}>
            <IconDownload size={20} /> 立即下载
          </Button>
        ) : (
          <div className="app-download__closed">
            <p role="note">下载通道暂未开放，敬请期待</p>
            <Button variant="secondary" block onClick={onOpenService}>
              <IconService size={20} /> 联系在线客服
            </Button>
          </div>
        )}
      </section>
      {install && (
        <section className="app-download__card app-download__install" aria-label="添加到桌面">
          {install}
        </section>
      )}
    </div>
  );
}
