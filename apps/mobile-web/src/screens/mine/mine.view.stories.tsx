import { Money } from '@lobby/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mineGroups } from './mine.links.ts';
import type { MineProfile } from './mine.view.tsx';
import { MineView } from './mine.view.tsx';

// The real lists (mine.links.ts), so the stories show the rows and icons players see.
const everyone = mineGroups(false, fn());
const signedInGroups = mineGroups(true, fn());

function profile(overrides: Partial<MineProfile> = {}): MineProfile {
  return {
    username: 'demo01',
    avatar: '',
    joinText: '加入本站第128天',
    balance: <Money value={8888} />,
    refreshing: false,
    onRefresh: fn(),
    uploading: false,
    avatarAccept: 'image/gif,image/png',
    onAvatarPick: fn(),
    onLogout: fn(),
    ...overrides,
  };
}

const meta = {
  title: 'Screens/Mine',
  component: MineView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MineView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: 请登录 leads to /login, the links for everyone show (agent joining goes to /login), no logout. */
export const LoggedOut: Story = {
  args: { profile: null, loginHref: '/login', groups: everyone },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('link', { name: /请登录/ })).toHaveAttribute('href', '#/login');
    await expect(screen.queryByRole('button', { name: /退出登录/ })).toBeNull();
    await expect(screen.queryByRole('link', { name: '交易记录' })).toBeNull();
    const more = screen.getByRole('navigation', { name: '更多服务' });
    await expect(within(more).getByRole('link', { name: '代理加盟' })).toHaveAttribute('href', '#/login');
    await expect(within(more).getByRole('link', { name: /常见问题/ })).toHaveTextContent('V2.1.1.20220906');
    await expect(within(more).getByRole('link', { name: '代理登录' })).toHaveAttribute('href', '#/gamePage?dailiD=1');
    await expect(within(more).getByRole('link', { name: '负责任博彩' })).toHaveAttribute('href', '#/responsibleGaming');
    await expect(within(more).getAllByRole('listitem')).toHaveLength(9);
    await expect(screen.getByText('理性娱乐，未成年人禁止参与')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'APP下载' })).toHaveAttribute('href', '#/app');
  },
};

/** Logged in: name, 加入本站第N天, balance with its refresh, the money buttons, every link list and 退出登录. */
export const LoggedIn: Story = {
  args: { profile: profile(), loginHref: '/login', groups: signedInGroups },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: 'demo01' })).toBeVisible();
    await expect(screen.getByText('加入本站第128天')).toBeVisible();
    await expect(screen.getByText('¥8,888.00')).toBeVisible();
    await expect(screen.getByRole('link', { name: '存款' })).toHaveAttribute('href', '#/recharge');
    await expect(screen.getByRole('link', { name: '取款' })).toHaveAttribute('href', '#/withdrawal');
    await expect(screen.getByRole('link', { name: '转账' })).toHaveAttribute('href', '#/transfer');
    await expect(screen.getByRole('link', { name: '消息' })).toHaveAttribute('href', '#/message');
    const mine = screen.getByRole('navigation', { name: '我的账户' });
    await expect(within(mine).getByRole('link', { name: 'USDT钱包管理' })).toHaveAttribute('href', '#/wallet?type=2');
    await expect(screen.getByRole('link', { name: '代理加盟' })).toHaveAttribute('href', '#/applyagent');
    await expect(screen.getByLabelText('更换头像')).toHaveAttribute('accept', 'image/gif,image/png');
    await userEvent.click(screen.getByRole('button', { name: '刷新余额' }));
    await userEvent.click(screen.getByRole('button', { name: /退出登录/ }));
    await userEvent.click(screen.getByRole('button', { name: 'APP下载' }));
    await expect(args.profile?.onRefresh).toHaveBeenCalledOnce();
    await expect(args.profile?.onLogout).toHaveBeenCalledOnce();
  },
};

/** A picked picture goes to the screen, which checks and uploads it. */
export const PickAvatar: Story = {
  args: { profile: profile(), loginHref: '/login', groups: signedInGroups },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    const png = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('更换头像'), png);
    await expect(args.profile?.onAvatarPick).toHaveBeenCalledWith(png);
  },
};

/** Uploading: the avatar is dimmed with 上传中 and the picker is off until the answer. */
export const Uploading: Story = {
  args: { profile: profile({ uploading: true }), loginHref: '/login', groups: signedInGroups },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText('上传中')).toBeVisible();
    await expect(screen.getByLabelText('更换头像')).toBeDisabled();
  },
};

/** A file of another type was picked anyway: the check's message beside the avatar. */
export const AvatarRefused: Story = {
  args: {
    profile: profile({ avatarError: '头像仅支持GIF或PNG格式的图片' }),
    loginHref: '/login',
    groups: signedInGroups,
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('alert')).toHaveTextContent('头像仅支持GIF或PNG格式的图片');
    await expect(screen.getByLabelText('更换头像')).toHaveAccessibleDescription('头像仅支持GIF或PNG格式的图片');
  },
};

/** Refreshing the wallet: the button is busy (a spinner) and further taps do nothing. */
export const Refreshing: Story = {
  args: { profile: profile({ refreshing: true }), loginHref: '/login', groups: signedInGroups },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    const refresh = screen.getByRole('button', { name: '刷新余额' });
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(refresh);
    await expect(args.profile?.onRefresh).not.toHaveBeenCalled();
  },
};

/** No avatar and no joinday: the default picture, no join line. A broken avatar falls back the same way. */
export const MissingAvatar: Story = {
  args: {
    profile: profile({ avatar: 'https://invalid.example/broken.png', joinText: '' }),
    loginHref: '/login',
    groups: signedInGroups,
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.queryByText(/加入本站/)).toBeNull();
    const avatar = canvasElement.querySelector<HTMLImageElement>('.mine__avatar img');
    await expect(avatar).not.toBeNull();
    await expect(avatar?.width).toBe(64);
  },
};

/** A very long username is cut with an ellipsis and the layout holds. */
export const LongUsername: Story = {
  args: {
    profile: profile({ username: 'averyveryverylongusername2024withmore', joinText: '加入本站第1天' }),
    loginHref: '/login',
    groups: signedInGroups,
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const name = screen.getByRole('heading', { name: 'averyveryverylongusername2024withmore' });
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/**
 * Signed in, the player's info still loading: the signed-in page with the name's and join line's places kept
 * (blank, out of the accessibility tree), as tall as the loaded profile.
 */
export const InfoLoading: Story = {
  args: { profile: profile({ username: '', joinText: '' }), loginHref: '/login', groups: signedInGroups },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const region = screen.getByRole('region', { name: '个人信息' });
    await expect(within(region).queryByRole('heading')).toBeNull();
    await expect(within(region).getByRole('link', { name: '存款' })).toBeVisible();
    await expect(screen.getByRole('navigation', { name: '我的账户' })).toBeVisible();
    await expect(screen.getByRole('button', { name: /退出登录/ })).toBeVisible();
  },
};
