// Every route the product specification names, with the section that describes it: what the app must end up
// with. The route table (src/routing/routes.ts) says what exists; Storybook's screen map sets the two side by
// side, so a designer sees what is built and what is missing. Plain data, no imports.

/** One route of the specification. */
export type SpecRoute = {
  /** The in-app path, as in the route table. */
  path: string;
  /** What the screen is, in the app's language. */
  title: string;
  /** Where the specification describes it (`part1` is shell-home-login-games.md, `part2` member-account.md). */
  spec: string;
};

/** The routes of part 1 section 2 and part 2 section 2, in the order the parts give them. */
export const specRoutes: readonly SpecRoute[] = [
  { path: '/', title: '首页', spec: 'part1 §2 Home' },
  { path: '/activity', title: '优惠活动', spec: 'part1 §2 Promotions' },
  { path: '/kefu', title: '在线客服', spec: 'part1 §2 Shell' },
  { path: '/zhanzhu', title: '赞助', spec: 'part1 §2 (route only)' },
  { path: '/mine', title: '我的', spec: 'part2 §2 Member account page' },
  { path: '/login', title: '登录 / 注册', spec: 'part1 §2 Login and registration' },
  { path: '/app', title: 'APP 下载', spec: 'part2 §2 App download' },
  { path: '/gamePage', title: '游戏', spec: 'part1 §2 Game page' },
  { path: '/setting', title: '设置', spec: 'part2 §2 Settings menu' },
  { path: '/userInfo', title: '个人资料', spec: 'part2 §2 Profile editor' },
  { path: '/password', title: '修改密码', spec: 'part2 §2 Password page' },
  { path: '/wallet', title: '我的钱包', spec: 'part2 §2 Wallet page' },
  { path: '/addBankCard', title: '添加银行卡', spec: 'part2 §2 Add bank card' },
  { path: '/addUsdtCard', title: '添加 USDT 地址', spec: 'part2 §2 Add USDT address' },
  { path: '/recharge', title: '存款', spec: 'part2 §2 Deposit' },
  { path: '/payInfo', title: '支付信息', spec: 'part2 §2 Payment info' },
  { path: '/withdrawal', title: '取款', spec: 'part2 §2 Withdrawal' },
  { path: '/transfer', title: '额度转换', spec: 'part2 §2 Transfer' },
  { path: '/activityInfo', title: '活动详情', spec: 'part2 §2 Activity detail' },
  { path: '/applyagent', title: '申请代理', spec: 'part2 §2 Apply agent' },
  { path: '/message', title: '消息中心', spec: 'part2 §2 Message centre' },
  { path: '/betRecord', title: '投注记录', spec: 'part2 §2 Bet record' },
  { path: '/transRecord', title: '交易记录', spec: 'part2 §2 Transaction record' },
  { path: '/fanshui', title: '返水记录', spec: 'part2 §2 Rebate record' },
  { path: '/activityRecord', title: '活动记录', spec: 'part2 §2 Activity record' },
  { path: '/welfare', title: '红包中心', spec: 'part2 §2 Red-packet centre' },
  { path: '/vip', title: 'VIP', spec: 'part2 §2 VIP' },
  { path: '/securitycenter', title: '安全中心', spec: 'part2 §2 Security centre' },
  { path: '/boutBallBet', title: '帮助中心', spec: 'part1 §2 Help centre' },
  { path: '/boutBallBetInfo', title: '帮助详情', spec: 'part1 §2 Help centre detail' },
  { path: '/concise', title: '游戏列表', spec: 'part1 §2 Game category list' },
  { path: '/hongbao', title: '抢红包', spec: 'part2 §2 Red-packet page' },
];
