import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { HomeScreen } from '../screens/home/home.screen.tsx';
import type { DeferredScreen } from './deferred-screens.ts';

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

// The shell's tabs, login and the game screens are a tap away from the first page: their imports stay here. Every
// other screen loads through the deferred table (deferred-screens.ts), one small chunk fetched when the browser is
// idle after the first paint; a new screen goes there.
const loadDeferred = () => import('./deferred-screens.ts');

/** A screen of the deferred table, lazy. */
function later(name: DeferredScreen): LazyExoticComponent<ComponentType> {
  return lazy(() => loadDeferred().then((module) => module.deferredScreens[name]()));
}

/** Fetches the deferred table (not the screens in it) so that a later tap waits for its screen's code only. */
export function preloadDeferredScreens(): void {
  void loadDeferred().catch(() => {});
}

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
const SponsorshipScreen = lazy(() =>
  import('../screens/zhanzhu/zhanzhu.screen.tsx').then((m) => ({ default: m.SponsorshipScreen })),
);

/** The route table: every path the app knows. Unknown paths go to `/`. */
export const routes: readonly RouteEntry[] = [
  { path: '/', screen: HomeScreen, title: '首页', keepAlive: true, shell: true, header: true },
  { path: '/activity', screen: ActivityScreen, title: '优惠活动', keepAlive: true, shell: true, header: true },
  { path: '/zhanzhu', screen: SponsorshipScreen, title: '品牌赞助', keepAlive: true, shell: true },
  { path: '/mine', screen: MineScreen, title: '我的', keepAlive: true, shell: true },
  { path: '/activityInfo', screen: later('activityInfo'), title: '活动详情' },
  { path: '/app', screen: later('appDownload'), title: 'APP下载' },
  { path: '/login', screen: LoginScreen, title: '登录' },
  { path: '/concise', screen: ConciseScreen, title: '游戏列表' },
  { path: '/gamePage', screen: GamePageScreen, title: '游戏' },
  { path: '/kefu', screen: KefuScreen, title: '客服中心', shell: true },
  { path: '/securitycenter', screen: later('securityCenter'), title: '安全中心' },
  { path: '/setting', screen: later('setting'), title: '设置', requireAuth: true },
  { path: '/boutBallBet', screen: later('help'), title: '帮助中心' },
  { path: '/boutBallBetInfo', screen: later('helpArticle'), title: '帮助详情' },
  { path: '/message', screen: later('message'), title: '消息中心', requireAuth: true },
  { path: '/vip', screen: later('vip'), title: 'VIP特权' },
  { path: '/userInfo', screen: later('userInfo'), title: '个人资料', requireAuth: true },
  { path: '/password', screen: later('password'), title: '修改密码', requireAuth: true },
  { path: '/applyagent', screen: later('applyAgent'), title: '申请代理', requireAuth: true },
  { path: '/wallet', screen: later('wallet'), title: '我的钱包', requireAuth: true },
  { path: '/addBankCard', screen: later('addBankCard'), title: '添加银行卡', requireAuth: true },
  { path: '/addUsdtCard', screen: later('addUsdtCard'), title: '添加虚拟币地址', requireAuth: true },
  { path: '/recharge', screen: later('recharge'), title: '存款', requireAuth: true },
  { path: '/payInfo', screen: later('payInfo'), title: '支付信息', requireAuth: true },
  { path: '/betRecord', screen: later('betRecord'), title: '投注记录', requireAuth: true },
  { path: '/transRecord', screen: later('transRecord'), title: '交易记录', requireAuth: true },
  { path: '/fanshui', screen: later('fanshui'), title: '返水记录', requireAuth: true },
  { path: '/activityRecord', screen: later('activityRecord'), title: '活动记录', requireAuth: true },
  { path: '/welfare', screen: later('welfare'), title: '红包中心', requireAuth: true },
  { path: '/hongbao', screen: later('hongbao'), title: '抢红包', requireAuth: true },
  { path: '/withdrawal', screen: later('withdrawal'), title: '取款', requireAuth: true },
  { path: '/transfer', screen: later('transfer'), title: '额度转换', requireAuth: true },
];

/** Finds the route for a path, or undefined for an unknown one. */
export function findRoute(path: string): RouteEntry | undefined {
  return routes.find((route) => route.path === path);
}
