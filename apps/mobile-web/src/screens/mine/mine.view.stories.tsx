import { Money } from '@lobby/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MineView } from './mine.view.tsx';

const meta = {
  title: 'Screens/Mine',
  component: MineView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MineView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: 请登录 leads to /login, and there is no logout. */
export const LoggedOut: Story = {
  args: { signedIn: false, loginHref: '/login' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('link', { name: /请登录/ })).toHaveAttribute('href', '#/login');
    await expect(screen.queryByRole('button', { name: /退出登录/ })).toBeNull();
  },
};

/** Logged in: name, balance and 退出登录, which asks the app to log out (the app confirms first). */
export const LoggedIn: Story = {
  args: { signedIn: true, username: 'demo01', avatar: '', balance: <Money value={8888} />, onLogout: fn() },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: 'demo01' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /退出登录/ }));
    if (args.signedIn) await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
