import { promptInstall, useInstallOffer } from '../pwa/install.ts';
import { InstallOfferView } from './install-offer.view.tsx';

/**
 * 添加到桌面 where the page has an offer (see src/wiring/pwa/install.ts), nothing where it has none: the home banner loads
 * it lazily, so the offer's code weighs nothing on home's first paint.
 */
export default function InstallOffer({ compact = false }: { compact?: boolean }) {
  return <InstallOfferView offer={useInstallOffer()} onInstall={promptInstall} compact={compact} />;
}
