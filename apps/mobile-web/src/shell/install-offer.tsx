import { type InstallOffer as Offer, promptInstall } from '../pwa/install.ts';
import { InstallOfferView } from './install-offer.view.tsx';

/** 添加到桌面 for an offer the page has (see src/pwa/install.ts): the home banner loads it lazily. */
export default function InstallOffer({ offer, compact = false }: { offer: Offer; compact?: boolean }) {
  return <InstallOfferView offer={offer} onInstall={promptInstall} compact={compact} />;
}
