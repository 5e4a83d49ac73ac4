import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { HomeScreen } from '../screens/home/home.screen.tsx';

/** One entry of the route table. */
export type RouteEntry = {
  /** The in-app path, matched exactly. */
  path: string;
  /** The screen, lazy for every route but home (home is the first paint). */
  screen: ComponentType | LazyExoticComponent<ComponentType>;
  /** The document title. */
  title: string;
  /** Stays mounted while hidden, so its state survives tab switches. */
  keepAlive?: boolean;
  /** Shows the bottom navigation. */
  shell?: boolean;
  /** Shows the header (download, logo, customer service). */
  header?: boolean;
  /** Needs a session token; without one the player goes to /login?redirect=<full path>. */
  requireAuth?: boolean;
};

const LoginScreen = lazy(() => import('../screens/login/login.screen.tsx').then((m) => ({ default: m.LoginScreen })));
const MineScreen = lazy(() => import('../screens/mine/mine.screen.tsx').then((m) => ({ default: m.MineScreen })));
const ConciseScreen = lazy(() =>
  import('../screens/concise/concise.screen.tsx').then((m) => ({ default: m.ConciseScreen })),
);
const GamePageScreen = lazy(() =>
  import('../screens/game-page/game-page.screen.tsx').then((m) => ({ default: m.GamePageScreen })),
);
const KefuScreen = lazy(() => import('../screens/kefu/kefu.screen.tsx').then((m) => ({ default: m.KefuScreen })));
const ActivityScreen = lazy(() =>
  import('../screens/activity/activity.screen.tsx').then((m) => ({ default: m.ActivityScreen })),
);
const AppDownloadScreen = lazy(() =>
  import('../screens/app-download/app-download.screen.tsx').then((m) => ({ default: m.AppDownloadScreen })),
);
const SponsorshipScreen = lazy(() =>
  import('../screens/zhanzhu/zhanzhu.screen.tsx').then((m) => ({ default: m.SponsorshipScreen })),
);
const SecurityCenterScreen = lazy(() =>
  import('../screens/security-center/security-center.screen.tsx').then((m) => ({ default: m.SecurityCenterScreen })),
);
const SettingScreen = lazy(() =>
  import('../screens/setting/setting.screen.tsx').then((m) => ({ default: m.SettingScreen })),
);
const HelpScreen = lazy(() => import('../screens/help/help.screen.tsx').then((m) => ({ default: m.HelpScreen })));
const HelpArticleScreen = lazy(() =>
  import('../screens/help/help-article.screen.tsx').then((m) => ({ default: m.HelpArticleScreen })),
);

/** The route table: every path the app knows. Unknown paths go to `/`. */
export const routes: readonly RouteEntry[] = [
  { path: '/', screen: HomeScreen, title: '首页', keepAlive: true, shell: true, header: true },
  { path: '/activity', screen: ActivityScreen, title: '优惠活动', keepAlive: true, shell: true, header: true },
  { path: '/zhanzhu', screen: SponsorshipScreen, title: '品牌赞助', keepAlive: true, shell: true },
  { path: '/mine', screen: MineScreen, title: '我的', keepAlive: true, shell: true },
  { path: '/app', screen: AppDownloadScreen, title: 'APP下载' },
  { path: '/login', screen: LoginScreen, title: '登录' },
  { path: '/concise', screen: ConciseScreen, title: '游戏列表' },
  { path: '/gamePage', screen: GamePageScreen, title: '游戏' },
  { path: '/kefu', screen: KefuScreen, title: '客服中心', shell: true },
  { path: '/securitycenter', screen: SecurityCenterScreen, title: '安全中心' },
  { path: '/setting', screen: SettingScreen, title: '设置', requireAuth: true },
  { path: '/boutBallBet', screen: HelpScreen, title: '帮助中心' },
  { path: '/boutBallBetInfo', screen: HelpArticleScreen, title: '帮助详情' },
];

/** Finds the route for a path, or undefined for an unknown one. */
export function findRoute(path: string): RouteEntry | undefined {
  return routes.find((route) => route.path === path);
}
