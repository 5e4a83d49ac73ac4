import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/kefu',
  ...liveMeta({ path: '/kefu', screen: 'kefu' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page with the bottom navigation; the seed has no service address, so asking says it is not open yet. */
export const NoServiceAddress: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const button = await screen.findByRole('button', { name: '联系在线客服' }, { timeout: 10_000 });
    await expect(screen.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await userEvent.click(button);
    const toast = await screen.findByText('在线客服暂未开放，请稍后再试', {}, { timeout: 10_000 });
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** Logged in, the page greets the player by name. */
export const LoggedIn: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: '您好，demo01' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The service call fails: the server's message shows and the page stays. */
export const ServerError: Story = {
  globals: { fault: 'code' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '联系在线客服' }, { timeout: 10_000 }));
    const toast = await screen.findByText('系统繁忙，请稍后再试', {}, { timeout: 10_000 });
    await waitFor(() => expect(toast).toBeVisible());
    await expect(location.hash).toBe('#/kefu');
  },
};
