import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfflineBarView, UpdateBarView } from './app-bars.view.tsx';

const meta = {
  title: 'Shell/Network and update bars',
  component: OfflineBarView,
  args: { offline: true, onRetry: fn() },
} satisfies Meta<typeof OfflineBarView>;
export default meta;
type Story = StoryObj<typeof meta>;

const update = fn();

/** Offline: 网络已断开 with 重试, a status (the screen under it stays usable). */
export const Offline: Story = {
  play: async ({ args, canvasElement }) => {
    const bar = within(canvasElement).getByRole('status');
    await expect(bar).toHaveTextContent('网络已断开');
    const retry = within(bar).getByRole('button', { name: '重试' });
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Back online after a loss: 网络已恢复, and 重试 loads what failed meanwhile. */
export const Recovered: Story = {
  args: { offline: false },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('status');
    await expect(bar).toHaveTextContent('网络已恢复');
    await expect(within(bar).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** A new build is ready: 发现新版本 · 刷新, which accepts it (the page reloads into it). */
export const UpdateReady: Story = {
  render: () => <UpdateBarView onAccept={update} />,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('status');
    await expect(bar).toHaveTextContent('发现新版本');
    const accept = within(bar).getByRole('button', { name: '刷新' });
    await expect(accept.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(accept);
    await expect(update).toHaveBeenCalledOnce();
  },
};
