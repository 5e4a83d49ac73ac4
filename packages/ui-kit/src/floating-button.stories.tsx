import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FloatingButton } from './floating-button.tsx';
import { IconActivity } from './icons.tsx';

const redPacket = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect x="10" y="4" width="44" height="56" rx="6" fill="#c2373d"/><circle cx="32" cy="30" r="9" fill="#e8b960"/></svg>',
)}`;

const meta = {
  title: 'ui-kit/FloatingButton',
  component: FloatingButton,
  args: { label: '领取红包', imageSrc: redPacket, onClick: fn(), onClose: fn() },
} satisfies Meta<typeof FloatingButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value of a root custom property in pixels (`--lb-nav-height`). */
function tokenPx(name: string): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue(name));
}

/** Whether a point hits this element (or inside it) first. */
function hitsAtCentre(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && element.contains(hit);
}

export const RedPacket: Story = {
  play: async ({ args, canvas }) => {
    const action = canvas.getByRole('button', { name: '领取红包' });
    const close = canvas.getByRole('button', { name: '关闭' });
    const box = action.getBoundingClientRect();
    await expect(box.width).toBe(64);
    // Above the bottom navigation by the default 16 px, 12 px from the right edge.
    await expect(window.innerHeight - box.bottom).toBeCloseTo(tokenPx('--lb-nav-height') + 16, 0);
    await expect(document.documentElement.clientWidth - box.right).toBeCloseTo(12, 0);
    const target = close.getBoundingClientRect();
    await expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
    // Two separate targets: each one's centre reaches it.
    await expect(hitsAtCentre(action)).toBe(true);
    await expect(hitsAtCentre(close)).toBe(true);
    await userEvent.click(action);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A link, an icon, no close button, placed by props and ignoring the bottom navigation. */
export const IconLinkPlaced: Story = {
  args: {
    label: '优惠活动',
    imageSrc: undefined,
    icon: <IconActivity size={28} />,
    href: '#/activity',
    onClose: undefined,
    size: 52,
    bottom: 24,
    right: 20,
    aboveNav: false,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '优惠活动' });
    await expect(link).toHaveAttribute('href', '#/activity');
    await expect(canvas.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    const box = link.getBoundingClientRect();
    await expect(box.width).toBe(52);
    await expect(window.innerHeight - box.bottom).toBeCloseTo(24, 0);
    await expect(document.documentElement.clientWidth - box.right).toBeCloseTo(20, 0);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '领取红包' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
