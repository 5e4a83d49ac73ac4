import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/mine',
  ...liveMeta({ path: '/mine', screen: 'mine' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: 请登录 and no logout. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('link', { name: /请登录/ })).toBeVisible();
    await expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
  },
};

/** demo01 logs out: the confirm, the logoff call (the fake forgets the token), then /login. */
export const LogOut: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'demo01' })).toBeVisible();
    const token = sessionStorage.getItem('token') ?? '';
    await expect(liveFake().store.userByToken(token)?.username).toBe('demo01');
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    const confirm = await screen.findByRole('alertdialog', { name: '提示' });
    await expect(confirm).toHaveTextContent('您确定要退出登录吗?');
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location.hash).toBe('#/login'), { timeout: 10_000 });
    await expect(await screen.findByRole('form', { name: '登录' })).toBeVisible();
    await expect(liveFake().store.userByToken(token)).toBeUndefined();
    await expect(sessionStorage.getItem('token')).toBeNull();
  },
};
