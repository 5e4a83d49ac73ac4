import { selectSite } from '@lobby/domain/session';
import { Header, IconButton, IconDownload, IconLink, IconService, Logo } from '@lobby/ui-kit';
import { useSelector } from '../app/actor-state.ts';
import { useAppActor } from '../app/app-actor.tsx';
import { openCustomerService } from '../app/providers.ts';
import { FALLBACK_SITE_TITLE } from '../app/site-title.ts';

/** The header of / and /activity: app download, the site logo, customer service. */
export function AppHeader() {
  const site = useSelector(useAppActor(), selectSite);
  return (
    <Header
      left={
        <IconLink href="#/app" label="下载APP">
          <IconDownload />
        </IconLink>
      }
      title={<Logo src={site?.siteLogo ?? ''} alt={site?.title || FALLBACK_SITE_TITLE} />}
      right={
        <IconButton label="在线客服" onClick={openCustomerService}>
          <IconService />
        </IconButton>
      }
    />
  );
}
