import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/setting',
  ...liveMeta({ path: '/setting', screen: 'setting' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor is sent to log in first, with the way back in the redirect query. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('form', { name: '登录' })).toBeVisible();
    await waitFor(() => expect(location.hash).toBe('#/login?redirect=%2Fsetting'));
  },
};

/** demo01's profile as the server holds it; a profile row leads to the editor. */
export const Profile: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const token = sessionStorage.getItem('token') ?? '';
    const user = liveFake().store.userByToken(token);
    const profile = await screen.findByRole('region', { name: '个人资料' });
    await expect(await within(profile).findByRole('link', { name: '用户名 demo01' })).toBeVisible();
    await expect(within(profile).getByRole('link', { name: `真实姓名 ${user?.realname || '未设置'}` })).toBeVisible();
    await expect(screen.getByRole('link', { name: '修改登录密码' })).toHaveAttribute('href', '#/password?type=1');
  },
};

/** demo01 logs out from the settings: the confirm, then /login and the token gone. */
export const LogOut: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('link', { name: '用户名 demo01' });
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    const confirm = await screen.findByRole('alertdialog', { name: '提示' });
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location.hash).toBe('#/login'), { timeout: 10_000 });
    await expect(sessionStorage.getItem('token')).toBeNull();
  },
};
