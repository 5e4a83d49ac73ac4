/**
 * The part of the message table the first paint of `/` needs: the shell, the session and the home screen's hot grid
 * (what opening a game says loads with the launcher: messages.launch.ts).
 * Modules on that path (the app machine, the home machine, the shell) import these instead of the whole table, so
 * the entry chunk does not carry the text of every later screen. `messages.ts` holds the whole table.
 */
export const shellMessages = {
  // Shell, navigation, session (part 1)
  'nav.samePage': '已在当前页面！',
  'auth.loginToPlay': '请登录！',
  'auth.loginPrompt': '精彩内容等你来体验，快来登录吧！',
  'redPacket.closed': '红包已关闭',
  'session.expiredTitle': '认证失败',
  'session.expired': '您的账号登陆过期，请重新登陆',
  'session.blacklisted': '您已被设为黑名单，暂不能登录，请联系管理员！',
  'session.disabled': '该用户已被禁用，请联系管理员！',
  'logout.title': '提示',
  'logout.confirm': '您确定要退出登录吗?',
  'kefu.connecting': '正在链接人工客服',
  'copy.done': '复制成功！',
  'auth.networkError': '网络异常，请检查网络后重试！',

  // Hot grid (part 1): home's refused list; what a launch says is in messages.launch.ts
  'hot.requestFailed': '请求失败，请重试',
} as const;

/** The labels the shell and home need: the game categories and the fishing tab. */
export const shellLabels = {
  gameCategories: [
    { value: 99, label: '热门' },
    { value: 4, label: '电子' },
    { value: 3, label: '棋牌' },
    { value: 1, label: '真人' },
    { value: 0, label: '体育' },
    { value: 5, label: '彩票' },
  ],
  /** Fishing is not a server category: its tab opens the concise list. */
  fishingCategory: { label: '捕鱼', path: '/concise?type=obgdy' },
} as const;
