// The route table: every path of the app, as plain data. The app's router (routes.ts), the quality suites
// (quality/routes.ts), the benchmark and Storybook's screen map all read it; nothing else lists the routes.
// Home's first paint loads `routeTable` (and nothing else of this file): keep each row to what the router needs.

/** One row of the route table. */
export type RouteRow = {
  /** The in-app path, matched exactly. */
  path: string;
  /**
   * The screen's file name without `.screen.tsx`, unique among the screens; when left out, the path in kebab case
   * (`/addBankCard`: `src/screens/accounts/add-bank-card.screen.tsx`), see {@link screenName}. Its import is
   * not written here: routes.ts finds the file among the `*.screen.tsx` files, and its default export is the screen.
   */
  screen?: string;
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

/** Every path the app knows, in the order the specification gives them. Unknown paths go to `/`. */
export const routeTable = [
  { path: '/', screen: 'home', title: '首页', keepAlive: true, shell: true, header: true },
  { path: '/activity', title: '优惠活动', keepAlive: true, shell: true, header: true },
  { path: '/zhanzhu', title: '品牌赞助', keepAlive: true, shell: true },
  { path: '/mine', title: '我的', keepAlive: true, shell: true },
  { path: '/activityInfo', title: '活动详情' },
  { path: '/app', screen: 'app-download', title: 'APP下载' },
  { path: '/login', title: '登录' },
  { path: '/concise', title: '游戏列表' },
  { path: '/gamePage', title: '游戏' },
  { path: '/kefu', title: '客服中心', shell: true },
  { path: '/securitycenter', screen: 'security-center', title: '安全中心' },
  { path: '/setting', title: '设置', requireAuth: true },
  { path: '/boutBallBet', screen: 'help', title: '帮助中心' },
  { path: '/boutBallBetInfo', screen: 'help-article', title: '帮助详情' },
  { path: '/message', title: '消息中心', requireAuth: true },
  { path: '/vip', title: 'VIP特权' },
  { path: '/userInfo', title: '个人资料', requireAuth: true },
  { path: '/password', title: '修改密码', requireAuth: true },
  { path: '/applyagent', screen: 'apply-agent', title: '申请代理', requireAuth: true },
  { path: '/wallet', title: '我的钱包', requireAuth: true },
  { path: '/addBankCard', title: '添加银行卡', requireAuth: true },
  { path: '/addUsdtCard', title: '添加虚拟币地址', requireAuth: true },
  { path: '/recharge', title: '存款', requireAuth: true },
  { path: '/payInfo', title: '支付信息', requireAuth: true },
  { path: '/betRecord', title: '投注记录', requireAuth: true },
  { path: '/transRecord', title: '交易记录', requireAuth: true },
  { path: '/fanshui', title: '返水记录', requireAuth: true },
  { path: '/activityRecord', title: '活动记录', requireAuth: true },
  { path: '/welfare', title: '红包中心', requireAuth: true },
  { path: '/hongbao', title: '抢红包', requireAuth: true },
  { path: '/withdrawal', title: '取款', requireAuth: true },
  { path: '/transfer', title: '额度转换', requireAuth: true },
  { path: '/responsibleGaming', title: '负责任博彩' },
  // new:screen adds a row above this line.
] as const satisfies readonly RouteRow[];

/** A path of the route table. */
export type RoutePath = (typeof routeTable)[number]['path'];

/** The file name of a route's screen, without `.screen.tsx`: its `screen`, or its path in kebab case. */
export const screenName = (row: RouteRow): string =>
  row.screen ?? row.path.slice(1).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The screen the first paint renders, imported with the entry (every other screen is lazy). */
export const FIRST_SCREEN = 'home';

/**
 * Where the product specification describes each route (`part1` is shell-home-login-games.md, `part2`
 * member-account.md), for Storybook's screen map. Apart from `routeTable` so that the app's bundle, which never
 * reads it, leaves it out; the type makes every route name its section.
 */
export const specSections: Readonly<Record<RoutePath, string>> = {
  '/': 'part1 §2 Home',
  '/activity': 'part1 §2 Promotions',
  '/kefu': 'part1 §2 Shell',
  '/zhanzhu': 'part1 §2 (route only)',
  '/mine': 'part2 §2 Member account page',
  '/login': 'part1 §2 Login and registration',
  '/app': 'part2 §2 App download',
  '/gamePage': 'part1 §2 Game page',
  '/setting': 'part2 §2 Settings menu',
  '/userInfo': 'part2 §2 Profile editor',
  '/password': 'part2 §2 Password page',
  '/wallet': 'part2 §2 Wallet page',
  '/addBankCard': 'part2 §2 Add bank card',
  '/addUsdtCard': 'part2 §2 Add USDT address',
  '/recharge': 'part2 §2 Deposit',
  '/payInfo': 'part2 §2 Payment info',
  '/withdrawal': 'part2 §2 Withdrawal',
  '/transfer': 'part2 §2 Transfer',
  '/activityInfo': 'part2 §2 Activity detail',
  '/applyagent': 'part2 §2 Apply agent',
  '/message': 'part2 §2 Message centre',
  '/betRecord': 'part2 §2 Bet record',
  '/transRecord': 'part2 §2 Transaction record',
  '/fanshui': 'part2 §2 Rebate record',
  '/activityRecord': 'part2 §2 Activity record',
  '/welfare': 'part2 §2 Red-packet centre',
  '/vip': 'part2 §2 VIP',
  '/securitycenter': 'part2 §2 Security centre',
  '/boutBallBet': 'part1 §2 Help centre',
  '/boutBallBetInfo': 'part1 §2 Help centre detail',
  '/concise': 'part1 §2 Game category list',
  '/hongbao': 'part2 §2 Red-packet page',
  '/responsibleGaming': 'issue #34 (player protection)',
  // new:screen adds a section above this line.
};
