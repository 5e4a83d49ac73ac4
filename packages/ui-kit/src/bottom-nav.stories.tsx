import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BottomNav, type BottomNavItem } from './bottom-nav.tsx';
import { IconActivity, IconHome, IconService, IconUser } from './icons.tsx';

type Key = '/activity' | 'kefu' | '/' | '/mine';

function itemsFor(current: Key): BottomNavItem<Key>[] {
  return [
    { key: '/activity', label: '优惠', icon: <IconActivity />, current: current === '/activity' },
    { key: 'kefu', label: '客服', icon: <IconService />, current: current === 'kefu' },
    { key: '/', label: '首页', icon: <IconHome />, current: current === '/' },
    { key: '/mine', label: '我的', icon: <IconUser />, current: current === '/mine' },
  ];
}

const meta = {
  title: 'ui-kit/BottomNav',
  component: BottomNav,
  parameters: { layout: 'fullscreen' },
  args: { items: itemsFor('/'), onSelect: fn() },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectOnlyCurrent(canvasElement: HTMLElement, label: string) {
  const nav = within(canvasElement).getByRole('navigation', { name: '主导航' });
  const items = within(nav).getAllByRole('button');
  await expect(items).toHaveLength(4);
  for (const item of items) {
    if (item.textContent === label) await expect(item).toHaveAttribute('aria-current', 'page');
    else await expect(item).not.toHaveAttribute('aria-current');
  }
}

export const Home: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expectOnlyCurrent(canvasElement, '首页');
    await userEvent.click(canvas.getByRole('button', { name: '我的' }));
    await expect(args.onSelect).toHaveBeenCalledWith('/mine');
    await userEvent.click(canvas.getByRole('button', { name: '首页' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('/');
    const { height } = canvas.getByRole('button', { name: '首页' }).getBoundingClientRect();
    await expect(height).toBeGreaterThanOrEqual(44);
  },
};

export const Activity: Story = {
  args: { items: itemsFor('/activity') },
  play: async ({ canvasElement }) => expectOnlyCurrent(canvasElement, '优惠'),
};

export const Service: Story = {
  args: { items: itemsFor('kefu') },
  play: async ({ canvasElement }) => expectOnlyCurrent(canvasElement, '客服'),
};

export const Mine: Story = {
  args: { items: itemsFor('/mine') },
  play: async ({ canvasElement }) => expectOnlyCurrent(canvasElement, '我的'),
};

export const AsLinks: Story = {
  args: {
    items: itemsFor('/activity').map((item) => ({ ...item, href: `#${item.key}` })),
    onSelect: fn(),
  },
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: '优惠' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '#/activity');
  },
};
