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
const ActivityInfoScreen = lazy(() =>
  import('../screens/activity-info/activity-info.screen.tsx').then((m) => ({ default: m.ActivityInfoScreen })),
);
const SettingScreen = lazy(() =>
  import('../screens/setting/setting.screen.tsx').then((m) => ({ default: m.SettingScreen })),
);
const HelpScreen = lazy(() => import('../screens/help/help.screen.tsx').then((m) => ({ default: m.HelpScreen })));
const HelpArticleScreen = lazy(() =>
  import('../screens/help/help-article.screen.tsx').then((m) => ({ default: m.HelpArticleScreen })),
);
const MessageScreen = lazy(() =>
  import('../screens/message/message.screen.tsx').then((m) => ({ default: m.MessageScreen })),
);
const VipScreen = lazy(() => import('../screens/vip/vip.screen.tsx').then((m) => ({ default: m.VipScreen })));
const UserInfoScreen = lazy(() =>
  import('../screens/user-info/user-info.screen.tsx').then((m) => ({ default: m.UserInfoScreen })),
);
const PasswordScreen = lazy(() =>
  import('../screens/password/password.screen.tsx').then((m) => ({ default: m.PasswordScreen })),
);
const ApplyAgentScreen = lazy(() =>
  import('../screens/apply-agent/apply-agent.screen.tsx').then((m) => ({ default: m.ApplyAgentScreen })),
);
const WalletScreen = lazy(() =>
  import('../screens/accounts/wallet.screen.tsx').then((m) => ({ default: m.WalletScreen })),
);
const AddBankCardScreen = lazy(() =>
  import('../screens/accounts/add-bank-card.screen.tsx').then((m) => ({ default: m.AddBankCardScreen })),
);
const AddUsdtCardScreen = lazy(() =>
  import('../screens/accounts/add-usdt-card.screen.tsx').then((m) => ({ default: m.AddUsdtCardScreen })),
);
const WithdrawalScreen = lazy(() =>
  import('../screens/withdrawal/withdrawal.screen.tsx').then((m) => ({ default: m.WithdrawalScreen })),
);
const TransferScreen = lazy(() =>
  import('../screens/transfer/transfer.screen.tsx').then((m) => ({ default: m.TransferScreen })),
);

/** The route table: every path the app knows. Unknown paths go to `/`. */
export const routes: readonly RouteEntry[] = [
  { path: '/', screen: HomeScreen, title: '首页', keepAlive: true, shell: true, header: true },
  { path: '/activity', screen: ActivityScreen, title: '优惠活动', keepAlive: true, shell: true, header: true },
  { path: '/zhanzhu', screen: SponsorshipScreen, title: '品牌赞助', keepAlive: true, shell: true },
  { path: '/mine', screen: MineScreen, title: '我的', keepAlive: true, shell: true },
  { path: '/activityInfo', screen: ActivityInfoScreen, title: '活动详情' },
  { path: '/app', screen: AppDownloadScreen, title: 'APP下载' },
  { path: '/login', screen: LoginScreen, title: '登录' },
  { path: '/concise', screen: ConciseScreen, title: '游戏列表' },
  { path: '/gamePage', screen: GamePageScreen, title: '游戏' },
  { path: '/kefu', screen: KefuScreen, title: '客服中心', shell: true },
  { path: '/securitycenter', screen: SecurityCenterScreen, title: '安全中心' },
  { path: '/setting', screen: SettingScreen, title: '设置', requireAuth: true },
  { path: '/boutBallBet', screen: HelpScreen, title: '帮助中心' },
  { path: '/boutBallBetInfo', screen: HelpArticleScreen, title: '帮助详情' },
  { path: '/message', screen: MessageScreen, title: '消息中心', requireAuth: true },
  { path: '/vip', screen: VipScreen, title: 'VIP特权' },
  { path: '/userInfo', screen: UserInfoScreen, title: '个人资料', requireAuth: true },
  { path: '/password', screen: PasswordScreen, title: '修改密码', requireAuth: true },
  { path: '/applyagent', screen: ApplyAgentScreen, title: '申请代理', requireAuth: true },
  { path: '/wallet', screen: WalletScreen, title: '我的钱包', requireAuth: true },
  { path: '/addBankCard', screen: AddBankCardScreen, title: '添加银行卡', requireAuth: true },
  { path: '/addUsdtCard', screen: AddUsdtCardScreen, title: '添加虚拟币地址', requireAuth: true },
  { path: '/withdrawal', screen: WithdrawalScreen, title: '取款', requireAuth: true },
  { path: '/transfer', screen: TransferScreen, title: '额度转换', requireAuth: true },
];

/** Finds the route for a path, or undefined for an unknown one. */
export function findRoute(path: string): RouteEntry | undefined {
  return routes.find((route) => route.path === path);
}
