import { shellMessages } from '@lobby/domain/messages';
import { BottomNav, IconActivity, IconHome, IconService, IconUser } from '@lobby/ui-kit';
import { navigate } from '../../ground/routing/hash-location.ts';
import { toaster } from '../app/effects.ts';
import { openCustomerService } from '../app/providers.ts';

const items = [
  { key: '/activity', label: '优惠', icon: <IconActivity /> },
  { key: 'kefu', label: '客服', icon: <IconService /> },
  { key: '/', label: '首页', icon: <IconHome /> },
  { key: '/mine', label: '我的', icon: <IconUser /> },
] as const;

/** The bottom navigation of the shell: four items, the current one highlighted. */
export function AppNav({ path }: { path: string }) {
  const onSelect = (key: string) => {
    if (key === 'kefu') {
      void openCustomerService();
      return;
    }
    if (key === path) {
      toaster.show(shellMessages['nav.samePage'], { kind: 'info' });
      return;
    }
    navigate(key);
  };
  return <BottomNav items={items.map((item) => ({ ...item, current: item.key === path }))} onSelect={onSelect} />;
}
