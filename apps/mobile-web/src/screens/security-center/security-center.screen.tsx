import { useState } from 'react';
import { goBack } from '../../ground/routing/hash-location.ts';
import { openCustomerService } from '../../wiring/app/providers.ts';
import banner1 from './security-banner-1.svg';
import banner2 from './security-banner-2.svg';
import { SECURITY_TOPICS, type SecurityTopic } from './security-center.content.ts';
import { SecurityCenterView } from './security-center.view.tsx';

const BANNERS = [banner1, banner2];

/** /securitycenter: static advice; the page holds only the tab shown (account protection first). */
export function SecurityCenterScreen() {
  const [selected, setSelected] = useState<SecurityTopic['key']>('account');
  return (
    <SecurityCenterView
      topics={SECURITY_TOPICS}
      selected={selected}
      onSelect={setSelected}
      banners={BANNERS}
      onBack={() => goBack('/mine')}
      onOpenService={openCustomerService}
    />
  );
}

/** The route table loads the screen by its default export. */
export default SecurityCenterScreen;
