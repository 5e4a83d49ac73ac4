import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingView } from './setting.view.tsx';

const links = [
  { key: 'loginPassword', label: '修改登录密码', to: '/password?type=1' },
  { key: 'payPassword', label: '修改支付密码', to: '/password?type=2' },
  { key: 'bankCards', label: '银行卡管理', to: '/wallet?type=1' },
  { key: 'usdt', label: 'USDT钱包管理', to: '/wallet?type=2' },
  { key: 'help', label: '帮助中心', to: '/boutBallBet' },
];

const meta = {
  title: 'Screens/Setting',
  component: SettingView,
  parameters: { layout: 'fullscreen' },
  args: {
    profile: {
      username: 'demo01',
      realname: '张三',
      birthday: '1990-05-01',
      email: 'demo01@example.com',
      mobile: '13800138000',
    },
    logoSrc: '',
    siteTitle: 'Lobby娱乐城',
    profileHref: '/userInfo',
    links,
    languages: {
      options: [
        { value: 'hans', label: '简体中文', lang: 'zh-Hans' },
        { value: 'hant', label: '繁體中文', lang: 'zh-Hant' },
      ],
      current: 'hans',
      onChoose: fn(),
    },
    onBack: fn(),
    onOpenService: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof SettingView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The filled menu: profile rows to /userInfo, the other rows, back, logo to /, customer service and logout. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: '设置' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: '个人资料' });
    await expect(within(profile).getByRole('link', { name: '用户名 demo01' })).toHaveAttribute('href', '#/userInfo');
    await expect(within(profile).getByRole('link', { name: '手机号码 13800138000' })).toHaveAttribute(
      'href',
      '#/userInfo',
    );
    await expect(screen.getByRole('link', { name: '修改支付密码' })).toHaveAttribute('href', '#/password?type=2');
    await expect(screen.getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '#/boutBallBet');
    await expect(screen.getByRole('link', { name: 'Lobby娱乐城' })).toHaveAttribute('href', '#/');
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await userEvent.click(screen.getByRole('button', { name: '在线客服' }));
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(args.onOpenService).toHaveBeenCalledOnce();
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** A new player: the empty fields read 未设置. */
export const NotFilledIn: Story = {
  args: { profile: { username: 'p000001', realname: '李四', birthday: '', email: '', mobile: '' } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('link', { name: '邮箱 未设置' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '出生日期 未设置' })).toBeVisible();
  },
};

/** The profile still loading: placeholders in the value column, the rows already usable. */
export const Loading: Story = {
  args: { profile: null },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('link', { name: '用户名' })).toHaveAttribute('href', '#/userInfo');
    await expect(screen.getByRole('region', { name: '个人资料' }).querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** A broken site logo falls back to the Lobby logo, in the same box. */
export const BrokenLogo: Story = {
  args: { logoSrc: 'https://invalid.example/logo.png' },
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('img', { name: 'Lobby娱乐城' });
    await expect(logo).toHaveAttribute('height', '28');
  },
};

/** 语言: the page's own script checked; choosing the other asks for it (the screen then shows that build). */
export const ChoosingLanguage: Story = {
  play: async ({ args, canvasElement }) => {
    const languages = within(canvasElement).getByRole('group', { name: '语言' });
    await expect(within(languages).getByRole('radio', { name: '简体中文' })).toBeChecked();
    await userEvent.click(within(languages).getByText('繁體中文'));
    await expect(args.languages?.onChoose).toHaveBeenCalledWith('hant');
    // Each name in its own script, whatever the page's: marked so, for the screen reader's voice too.
    await expect(within(languages).getByText('繁體中文')).toHaveAttribute('lang', 'zh-Hant');
  },
};

/** The dev server (one build, one script): no language choice. */
export const WithoutLanguages: Story = {
  args: { languages: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group', { name: '语言' })).toBeNull();
  },
};
