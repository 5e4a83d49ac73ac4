import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NoticeBar } from './notice-bar.tsx';

const notice =
  '尊敬的会员：平台将于本周三凌晨 02:00 至 04:00 进行系统维护，期间暂停存取款服务，给您带来不便敬请谅解。' +
  ' 新会员首存即送 100% 红利，详情请查看优惠活动页面。';

const meta = {
  title: 'ui-kit/NoticeBar',
  component: NoticeBar,
  args: { text: notice, label: '公告', onOpen: fn() },
} satisfies Meta<typeof NoticeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

function marquee(bar: HTMLElement): CSSStyleDeclaration {
  const text = bar.querySelector('.lb-notice__text');
  if (!text) throw new Error('no marquee text');
  return getComputedStyle(text);
}

export const Scrolling: Story = {
  play: async ({ args, canvas }) => {
    const bar = canvas.getByRole('button', { name: '公告' });
    await expect(bar).toHaveAccessibleDescription(notice);
    await expect(bar.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // One line, moving: the text is wider than the bar and animated.
    await expect(bar.getBoundingClientRect().height).toBeLessThan(60);
    await expect(marquee(bar).animationName).toBe('lb-notice-marquee');
    await expect(marquee(bar).animationPlayState).toBe('running');
    await userEvent.click(bar);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** Focused (by keyboard, or hovered): the text holds still so it can be read; Enter opens the notice. */
export const Focused: Story = {
  play: async ({ args, canvas }) => {
    const bar = canvas.getByRole('button', { name: '公告' });
    await userEvent.tab();
    await expect(bar).toHaveFocus();
    await expect(marquee(bar).animationPlayState).toBe('paused');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

/** A short text takes a shorter pass, so every notice moves at about the same speed. */
export const ShortText: Story = {
  args: { text: '欢迎光临！' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('button', { name: '公告' });
    await expect(bar).toHaveAccessibleDescription('欢迎光临！');
    await expect(Number.parseFloat(marquee(bar).animationDuration)).toBeLessThan(10);
  },
};
