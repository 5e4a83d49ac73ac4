import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/**
 * black01 is blacklisted: the backend refuses every signed-in call of a blocked member with HTTP 403, without saying
 * whether disabled or blacklisted, so the app signs them out at once with the disabled-player message.
 */
export const Blacklisted: Story = {
  tags: ['e2e-journey'],
  parameters: { e2e: 'journey.e2e.ts › a blacklisted player is signed out with the blocked-player message' },
  globals: { account: 'black01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const alert = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('该用户已被禁用，请联系管理员！');
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

/** A first visit: the welcome popup shows the site's text; closing it dismisses it for good. */
export const DismissWelcome: Story = {
  tags: ['e2e-journey'],
  parameters: { e2e: 'home.e2e.ts › the welcome popup shows once: closed, it stays closed after a reload' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const welcome = await body.findByRole('dialog', { name: '欢迎来到Lobby娱乐城' }, { timeout: 10_000 });
    await expect(await within(welcome).findByText(/注册即可体验全部游戏/)).toBeVisible();
    await userEvent.click(within(welcome).getByRole('button', { name: '关闭' }));
    await expect(body.queryByRole('dialog', { name: '欢迎来到Lobby娱乐城' })).toBeNull();
    await expect(localStorage.getItem('welcomeClosed')).toBe('1');
  },
};

async function closeWelcome(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const welcome = await body.findByRole('dialog', { name: '欢迎来到Lobby娱乐城' }, { timeout: 10_000 });
  await userEvent.click(within(welcome).getByRole('button', { name: '关闭' }));
}

/** The categories: the hot grid on 热门, pages of tiles on 电子. */
export const SwitchTabs: Story = {
  play: async ({ canvasElement }) => {
    await closeWelcome(canvasElement);
    const screen = within(canvasElement);
    await expect(await screen.findByRole('list', { name: '热门游戏' }, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: '电子' }));
    const pages = await screen.findByRole('region', { name: '电子游戏' });
    await expect(within(pages).getAllByRole('button').length).toBeGreaterThan(0);
    await expect(screen.queryByRole('list', { name: '热门游戏' })).toBeNull();
  },
};

/** The notice bar opens the first notice in the announcement popup. */
export const OpenAnnouncement: Story = {
  tags: ['e2e-journey'],
  parameters: { e2e: 'home.e2e.ts › the notice bar opens the announcement, and 查看更多 leads to the messages' },
  play: async ({ canvasElement }) => {
    await closeWelcome(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^公告/ }, { timeout: 10_000 }));
    const popup = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '公告' });
    await expect(within(popup).getByRole('button', { name: '查看更多' })).toBeVisible();
  },
};

/** A visitor taps a game: 请登录！ and no call. */
export const OpenGameLoggedOut: Story = {
  tags: ['e2e-journey'],
  parameters: { e2e: 'home.e2e.ts › opening a game logged out asks to log in; logged in the page goes to the game' },
  play: async ({ canvasElement }) => {
    await closeWelcome(canvasElement);
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('tab', { name: '电子' }, { timeout: 10_000 }));
    const pages = await screen.findByRole('region', { name: '电子游戏' });
    await userEvent.click(within(pages).getAllByRole('button')[0] as HTMLElement);
    const toast = await within(canvasElement.ownerDocument.body).findByText('请登录！');
    // The toast fades in.
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** The game list fails with nothing cached: the game area says why, with 重试. */
export const GamesFailed: Story = {
  globals: { fault: 'html500' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 10_000 });
    await expect(alerts.some((alert) => alert.textContent?.includes('服务器繁忙，请稍后重试'))).toBe(true);
  },
};
