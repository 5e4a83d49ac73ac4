import type { HomeViewModel } from '@lobby/domain/home';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InstallOfferView } from '../../wiring/shell/install-offer.view.tsx';
import { AccountStripView } from './account-strip.view.tsx';
import type { HomeBanner, HomeTile } from './home.types.ts';
import { HomeView } from './home.view.tsx';

const banner = (n: number): HomeBanner => ({
  image: `./home/provider-${['obgdy', 'fgfish', 'pg'][n]}.svg`,
  background: '',
});
const game = (n: number, category = 'gaming'): HomeTile => ({
  name: `游戏${n}`,
  image: n % 5 === 4 ? '/missing.svg' : './home/game-fallback.svg',
  platform: 'pg',
  gameCode: `g${n}`,
  category,
});
const games = (count: number, category?: string) => Array.from({ length: count }, (_, n) => game(n + 1, category));

const tabs = (selected: string) =>
  [
    ['hot', '热门'],
    ['slots', '电子'],
    ['board', '棋牌'],
    ['live', '真人'],
    ['sports', '体育'],
    ['lottery', '彩票'],
    ['fishing', '捕鱼'],
  ].map(([key, label]) => ({ key, label, selected: key === selected })) as HomeViewModel<HomeBanner, HomeTile>['tabs'];

function vmOf(overrides: Partial<HomeViewModel<HomeBanner, HomeTile>> = {}): HomeViewModel<HomeBanner, HomeTile> {
  return {
    banners: [banner(0), banner(1), banner(2)],
    bannerPath: '/activity',
    noticeText: '系统维护通知\u3000\u3000新游上线',
    announcement: { open: false, html: '' },
    welcome: { open: false, siteTitle: 'Lobby娱乐城', html: '' },
    appBannerShown: false,
    tabs: tabs('hot'),
    selected: 'hot',
    pages: [],
    placeholder: true,
    hotGrid: games(7, 'joker'),
    loading: { banners: false, games: false },
    failed: { banners: null, games: null },
    retryBanners: fn(),
    retryGames: fn(),
    selectCategory: fn(),
    openNotice: fn(),
    closeAnnouncement: fn(),
    moreNotices: fn(),
    dismissWelcome: fn(),
    dismissAppBanner: fn(),
    ...overrides,
  };
}

const meta = {
  title: 'Screens/Home',
  component: HomeView,
  args: {
    vm: vmOf(),
    account: <AccountStripView signedIn={false} loginHref="/login" siteTitle="演示娱乐" />,
    onOpenGame: fn(),
    onOpenHot: fn(),
  },
} satisfies Meta<typeof HomeView<HomeBanner, HomeTile>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing cached, the calls under way: skeletons in the banner box and the game area, never a blank. */
export const Loading: Story = {
  args: { vm: vmOf({ banners: [], noticeText: '', hotGrid: null, loading: { banners: true, games: true } }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.queryByRole('region', { name: '活动横幅' })).toBeNull();
    await expect(canvasElement.querySelectorAll('.lb-skeleton').length).toBeGreaterThan(1);
    await expect(await screen.findByRole('tab', { name: '热门', selected: true })).toBeVisible();
  },
};

/** The hot tab, filled: banners, the notice bar, the hot grid (3 columns) and the fishing section. */
export const HotTab: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const carousel = await screen.findByRole('region', { name: '活动横幅' });
    await expect(within(carousel).getByRole('button', { name: '暂停' })).toBeVisible();
    await expect(within(carousel).getByRole('link', { name: '活动 1' })).toHaveAttribute('href', '#/activity');
    const hot = await screen.findByRole('list', { name: '热门游戏' });
    await userEvent.click(within(hot).getByRole('button', { name: '游戏1' }));
    await expect(args.onOpenHot).toHaveBeenCalledWith(expect.objectContaining({ gameCode: 'g1' }));
    await expect(screen.getByRole('link', { name: 'OB 捕鱼' })).toHaveAttribute('href', '#/concise?type=obgdy');
    await userEvent.click(screen.getByRole('tab', { name: '电子' }));
    await expect(args.vm.selectCategory).toHaveBeenCalledWith('slots');
  },
};

/** The hot tab with no hot games: an empty state that says so, not nine numbered boxes that do nothing. */
export const HotTabEmpty: Story = {
  args: { vm: vmOf({ hotGrid: null }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无热门游戏，去看看其他分类吧')).toBeVisible();
    await expect(within(canvasElement).queryByRole('list', { name: '热门推荐' })).toBeNull();
  },
};

/** Another category: its games in carousel pages of 4 tiles (a broken picture falls back). */
export const OtherTab: Story = {
  args: {
    vm: vmOf({
      tabs: tabs('slots'),
      selected: 'slots',
      placeholder: false,
      hotGrid: null,
      pages: [games(4), games(8).slice(4), games(9).slice(8)],
    }),
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const pages = await screen.findByRole('region', { name: '电子游戏' });
    await userEvent.click(within(pages).getByRole('button', { name: '游戏2' }));
    await expect(args.onOpenGame).toHaveBeenCalledWith(expect.objectContaining({ gameCode: 'g2' }));
    await expect(screen.queryByRole('list', { name: '热门游戏' })).toBeNull();
  },
};

/** A category without games. */
export const OtherTabEmpty: Story = {
  args: { vm: vmOf({ tabs: tabs('sports'), selected: 'sports', placeholder: false, hotGrid: null, pages: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无游戏')).toBeVisible();
  },
};

/** A first load failed with nothing cached: each area says why, with 重试. */
export const Failed: Story = {
  args: {
    vm: vmOf({
      banners: [],
      hotGrid: null,
      failed: { banners: '网络异常，请检查网络后重试！', games: '服务器繁忙，请稍后重试' },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const alerts = screen.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('网络异常，请检查网络后重试！');
    await expect(alerts[1]).toHaveTextContent('服务器繁忙，请稍后重试');
    await userEvent.click(within(alerts[1] as HTMLElement).getByRole('button', { name: '重试' }));
    await expect(args.vm.retryGames).toHaveBeenCalled();
  },
};

/** The announcement popup (公告) with the first notice's HTML, 关闭 and 查看更多. */
export const Announcement: Story = {
  args: { vm: vmOf({ announcement: { open: true, html: '<p>系统将于<strong>今晚</strong>维护。</p>' } }) },
  play: async ({ canvasElement, args }) => {
    const popup = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '公告' });
    await expect(await within(popup).findByText('今晚')).toBeVisible();
    await userEvent.click(within(popup).getByRole('button', { name: '查看更多' }));
    await expect(args.vm.moreNotices).toHaveBeenCalled();
  },
};

/** The welcome popup (index_modal 1, not dismissed before): 欢迎来到 + the site title, its HTML. */
export const Welcome: Story = {
  args: {
    vm: vmOf({ welcome: { open: true, siteTitle: 'Lobby娱乐城', html: '<p>注册即可体验全部游戏。</p>' } }),
  },
  play: async ({ canvasElement, args }) => {
    const popup = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '欢迎来到Lobby娱乐城' });
    await expect(await within(popup).findByText('注册即可体验全部游戏。')).toBeVisible();
    await userEvent.click(within(popup).getByRole('button', { name: '关闭' }));
    await expect(args.vm.dismissWelcome).toHaveBeenCalled();
  },
};

/** The app-download banner (app_state 1). The red-packet button is the shell's (Live/home shows it). */
export const AppBanner: Story = {
  args: { vm: vmOf({ appBannerShown: true }) },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const app = screen.getByRole('complementary', { name: '下载APP' });
    await expect(within(app).getByRole('link', { name: '立即下载' })).toHaveAttribute('href', '#/app');
    await userEvent.click(within(app).getByRole('button', { name: '关闭下载提示' }));
    await expect(args.vm.dismissAppBanner).toHaveBeenCalled();
  },
};

const install = fn();

/** The banner where the browser can install the web app (beforeinstallprompt): 添加到桌面 beside 立即下载. */
export const AppBannerInstall: Story = {
  args: {
    vm: vmOf({ appBannerShown: true }),
    install: <InstallOfferView offer="prompt" onInstall={install} compact />,
  },
  play: async ({ canvasElement }) => {
    const app = within(canvasElement).getByRole('complementary', { name: '下载APP' });
    await userEvent.click(within(app).getByRole('button', { name: '添加到桌面' }));
    await expect(install).toHaveBeenCalledOnce();
    await expect(within(app).getByRole('link', { name: '立即下载' })).toBeVisible();
  },
};

/** The banner on iOS Safari (no prompt): the steps 分享 → 添加到主屏幕 under its line. */
export const AppBannerIosSteps: Story = {
  args: {
    vm: vmOf({ appBannerShown: true }),
    install: <InstallOfferView offer="ios" onInstall={fn()} compact />,
  },
  play: async ({ canvasElement }) => {
    const app = within(canvasElement).getByRole('complementary', { name: '下载APP' });
    await expect(within(app).getByText('添加到主屏幕')).toBeVisible();
  },
};

/** Logged in: the account strip with name and balance above the games. */
export const LoggedIn: Story = {
  args: { account: <AccountStripView signedIn username="demo01" avatar="" balance="¥8,888.00" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('demo01')).toBeVisible();
  },
};
