import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/home',
  ...liveMeta({ path: '/', screen: 'home' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the account strip offers login and registration. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const account = await screen.findByRole('region', { name: '账户' });
    await expect(within(account).getByRole('link', { name: '登录 / 注册' })).toHaveAttribute('href', '#/login');
    await expect(screen.getByRole('navigation', { name: '主导航' })).toBeVisible();
  },
};

/** demo01, a returning player: name and balance from the fake platform. */
export const LoggedIn: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const account = await screen.findByRole('region', { name: '账户' });
    await expect(await within(account).findByText('demo01')).toBeVisible();
    await expect(await within(account).findByText('¥8,888.00')).toBeVisible();
  },
};

/** black01 is blacklisted: the app signs them out at once and says why. */
export const Blacklisted: Story = {
  globals: { account: 'black01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const alert = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('您已被设为黑名单，暂不能登录，请联系管理员！');
  },
};

/** The session has expired: the user call answers 401 and the app sends the player to log in again. */
export const SessionExpired: Story = {
  globals: { account: 'demo01', fault: 'unauthorized' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const alert = await screen.findByRole('alertdialog', { name: '认证失败' }, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('您的账号登陆过期，请重新登陆');
  },
};
