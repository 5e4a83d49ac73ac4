import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { HomeScreen } from '../screens/home/home.screen.tsx';
import type { DeferredScreen } from './deferred-screens.ts';

/** One entry of the route table. */
export type RouteEntry = {
  /** The in-app path, matched exactly. */
  path: string;
  /** The screen, lazy for every route but home (home is the first paint). */
  screen: ComponentType | LazyExoticComponent<ComponentType>;
  /** Fetches a lazy screen's code (the same import the lazy screen makes), so a first page can ask for it early. */
  load?: () => Promise<unknown>;
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

type LazyScreen = { screen: LazyExoticComponent<ComponentType>; load: () => Promise<unknown> };

/** A lazy screen with the load that fetches its code. */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  return { screen: lazy(() => load().then((module) => ({ default: pick(module) }))), load };
}

/** A screen of the deferred table, lazy. */
function later(name: DeferredScreen): LazyScreen {
  return lazyScreen(
    () => loadDeferred().then((module) => module.deferredScreens[name]()),
    (module) => module.default,
  );
}

/** Fetches the deferred table (not the screens in it) so that a later tap waits for its screen's code only. */
export function preloadDeferredScreens(): void {
  void loadDeferred().catch(() => {});
}

const login = lazyScreen(
  () => import('../screens/login/login.screen.tsx'),
  (m) => m.LoginScreen,
);
const mine = lazyScreen(
  () => import('../screens/mine/mine.screen.tsx'),
  (m) => m.MineScreen,
);
const concise = lazyScreen(
  () => import('../screens/concise/concise.screen.tsx'),
  (m) => m.ConciseScreen,
);
const gamePage = lazyScreen(
  () => import('../screens/game-page/game-page.screen.tsx'),
  (m) => m.GamePageScreen,
);
const kefu = lazyScreen(
  () => import('../screens/kefu/kefu.screen.tsx'),
  (m) => m.KefuScreen,
);
const activity = lazyScreen(
  () => import('../screens/activity/activity.screen.tsx'),
  (m) => m.ActivityScreen,
);
const sponsorship = lazyScreen(
  () => import('../screens/zhanzhu/zhanzhu.screen.tsx'),
  (m) => m.SponsorshipScreen,
);

/** The route table: every path the app knows. Unknown paths go to `/`. */
export const routes: readonly RouteEntry[] = [
  { path: '/', screen: HomeScreen, title: '首页', keepAlive: true, shell: true, header: true },
  { path: '/activity', ...activity, title: '优惠活动', keepAlive: true, shell: true, header: true },
  { path: '/zhanzhu', ...sponsorship, title: '品牌赞助', keepAlive: true, shell: true },
  { path: '/mine', ...mine, title: '我的', keepAlive: true, shell: true },
  { path: '/activityInfo', ...later('activityInfo'), title: '活动详情' },
  { path: '/app', ...later('appDownload'), title: 'APP下载' },
  { path: '/login', ...login, title: '登录' },
  { path: '/concise', ...concise, title: '游戏列表' },
  { path: '/gamePage', ...gamePage, title: '游戏' },
  { path: '/kefu', ...kefu, title: '客服中心', shell: true },
  { path: '/securitycenter', ...later('securityCenter'), title: '安全中心' },
  { path: '/setting', ...later('setting'), title: '设置', requireAuth: true },
  { path: '/boutBallBet', ...later('help'), title: '帮助中心' },
  { path: '/boutBallBetInfo', ...later('helpArticle'), title: '帮助详情' },
  { path: '/message', ...later('message'), title: '消息中心', requireAuth: true },
  { path: '/vip', ...later('vip'), title: 'VIP特权' },
  { path: '/userInfo', ...later('userInfo'), title: '个人资料', requireAuth: true },
  { path: '/password', ...later('password'), title: '修改密码', requireAuth: true },
  { path: '/applyagent', ...later('applyAgent'), title: '申请代理', requireAuth: true },
  { path: '/wallet', ...later('wallet'), title: '我的钱包', requireAuth: true },
  { path: '/addBankCard', ...later('addBankCard'), title: '添加银行卡', requireAuth: true },
  { path: '/addUsdtCard', ...later('addUsdtCard'), title: '添加虚拟币地址', requireAuth: true },
  { path: '/recharge', ...later('recharge'), title: '存款', requireAuth: true },
  { path: '/payInfo', ...later('payInfo'), title: '支付信息', requireAuth: true },
  { path: '/betRecord', ...later('betRecord'), title: '投注记录', requireAuth: true },
  { path: '/transRecord', ...later('transRecord'), title: '交易记录', requireAuth: true },
  { path: '/fanshui', ...later('fanshui'), title: '返水记录', requireAuth: true },
  { path: '/activityRecord', ...later('activityRecord'), title: '活动记录', requireAuth: true },
  { path: '/welfare', ...later('welfare'), title: '红包中心', requireAuth: true },
  { path: '/hongbao', ...later('hongbao'), title: '抢红包', requireAuth: true },
  { path: '/withdrawal', ...later('withdrawal'), title: '取款', requireAuth: true },
  { path: '/transfer', ...later('transfer'), title: '额度转换', requireAuth: true },
];

/**
 * Asks for the code of the first page's screen as the app starts, before React's first render gets to it: the
 * route's own, or login's for a route that needs a session the visitor does not have (the guard sends them there).
 */
export function preloadFirstScreen(path: string, signedIn: boolean): void {
  const route = findRoute(path);
  const first = route?.requireAuth && !signedIn ? findRoute('/login') : route;
  void first?.load?.().catch(() => {});
}

/** Finds the route for a path, or undefined for an unknown one. */
export function findRoute(path: string): RouteEntry | undefined {
  return routes.find((route) => route.path === path);
}
