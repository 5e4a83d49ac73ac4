import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/vip',
  ...liveMeta({ path: '/vip', screen: 'vip' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor starts at VIP1 (not reached); a tab moves the cards to its level. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('tab', { name: 'VIP1', selected: true }, { timeout: 10_000 })).toBeVisible();
    await expect(screen.getAllByRole('tab')).toHaveLength(10);
    await expect(screen.getByRole('group', { name: 'VIP1' })).toHaveTextContent('未达成');
    await expect(screen.getByRole('link', { name: '立即登录' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'VIP5' }));
    await expect(screen.getByRole('tab', { name: 'VIP5', selected: true })).toBeVisible();
    await expect(within(screen.getByRole('table', { name: '最高返水比例' })).getAllByRole('rowheader')).toHaveLength(
      10,
    );
  },
};

/** demo01 starts at their own level (above VIP1 in the fake's seed), reached. */
export const LoggedIn: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('tablist', { name: 'VIP等级' }, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'VIP1', selected: true })).toBeNull(), {
      timeout: 10_000,
    });
    const selected = screen.getByRole('tab', { selected: true });
    const name = selected.textContent ?? '';
    await expect(screen.getByRole('group', { name })).toHaveTextContent('已达成');
    await expect(screen.queryByRole('link', { name: '立即登录' })).toBeNull();
  },
};

/** The server refuses the levels: the reason shows (and is toasted), 重试 loads them once the fault is gone. */
export const Refused: Story = {
  globals: { fault: 'code' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('系统繁忙，请稍后再试');
    liveFake().scenarios.clear();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await expect(await screen.findByRole('tab', { name: 'VIP1', selected: true }, { timeout: 10_000 })).toBeVisible();
  },
};
