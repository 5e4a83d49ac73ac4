import { Money } from '@lobby/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountStripView } from './account-strip.view.tsx';

const meta = {
  title: 'Screens/Home/AccountStrip',
  component: AccountStripView,
} satisfies Meta<typeof AccountStripView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: the strip greets with the site's own name and leads to /login. */
export const LoggedOut: Story = {
  args: { signedIn: false, loginHref: '/login', siteTitle: '演示娱乐' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('您好，欢迎来到 演示娱乐')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: '登录 / 注册' })).toHaveAttribute('href', '#/login');
  },
};

/** Logged out after arriving with a promoter id: the link opens registration with it. */
export const LoggedOutWithPromoter: Story = {
  args: { signedIn: false, loginHref: '/login?type=1&pid=8', siteTitle: '演示娱乐' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '登录 / 注册' })).toHaveAttribute(
      'href',
      '#/login?type=1&pid=8',
    );
  },
};

/** Logged in: avatar, name, balance and the four wallet actions. */
export const LoggedIn: Story = {
  args: { signedIn: true, username: 'demo01', avatar: '', balance: <Money value={8888} /> },
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement);
    await expect(strip.getByText('¥8,888.00')).toBeVisible();
    for (const [name, href] of [
      ['存款', '#/recharge'],
      ['取款', '#/withdrawal'],
      ['转账', '#/transfer'],
      ['注单', '#/betRecord'],
    ]) {
      await expect(strip.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

/** A long name and a large balance still fit one line each. */
export const LoggedInLongName: Story = {
  args: { signedIn: true, username: 'abcdefghij', avatar: '', balance: <Money value={12345678.9} /> },
};

/** Signed in, the player's info still loading: the signed-in strip with the name's line kept, as tall as loaded. */
export const InfoLoading: Story = {
  args: { signedIn: true, balance: <Money value={0} /> },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('link', { name: '存款' })).toBeVisible();
    await expect(screen.queryByRole('link', { name: '登录 / 注册' })).toBeNull();
    const title = canvasElement.querySelector<HTMLElement>('.account-strip__title');
    await expect(title?.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};
