import { selectSite } from '@lobby/domain/session';
import { startDownload } from '../../ground/effects/download.ts';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useSelector } from '../../wiring/app/actor-state.ts';
import { useAppActor } from '../../wiring/app/app-actor.tsx';
import { toaster } from '../../wiring/app/effects.ts';
import { openCustomerService } from '../../wiring/app/providers.ts';
import { FALLBACK_SITE_TITLE } from '../../wiring/app/site-title.ts';
import { promptInstall, useInstallOffer } from '../../wiring/pwa/install.ts';
import { InstallOfferView } from '../../wiring/shell/install-offer.view.tsx';
import { AppDownloadView } from './app-download.view.tsx';

/** The name the page gives the app before the site settings arrive. */

/** /app: the app download page; the download address comes from the site settings and passes safeUrl. */
export function AppDownloadScreen() {
  const site = useSelector(useAppActor(), selectSite);
  const url = site?.iosDownloadUrl ?? '';
  const offer = useInstallOffer();
  const download = () => {
    const started = startDownload(url);
    toaster.show(started.ok ? '已开始下载' : started.message, { kind: started.ok ? 'success' : 'error' });
  };
  return (
    <AppDownloadView
      siteTitle={site?.title || FALLBACK_SITE_TITLE}
      logoSrc={site?.siteLogo ?? ''}
      downloadable={url.trim() !== ''}
      install={offer && <InstallOfferView offer={offer} onInstall={promptInstall} />}
      onBack={() => goBack('/')}
      onDownload={download}
      onOpenService={openCustomerService}
    />
  );
}

/** The route table loads the screen by its default export. */
export default AppDownloadScreen;
