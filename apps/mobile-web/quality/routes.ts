// The one list every quality suite reads: the screens (what they load, what shows when they are ready, the calls
// they make, their submit actions) and the calls (how each one reaches the player when it fails). A new screen
// joins the size budget, Lighthouse, axe, keyboard, security, fault and double-submit suites by adding its entries
// here. Plain data without imports, so the benchmark (plain Node), Playwright and Vitest all read it.

/** Logged out or logged in: the suites that care check a screen in both. */
export type Session = 'out' | 'in';

/** An element found by role and accessible name, as a player or a screen reader finds it. */
export type Landmark = {
  role: 'button' | 'link' | 'heading' | 'region' | 'form' | 'navigation' | 'alertdialog' | 'dialog';
  name: string;
};

/** A call of the api client, by its name there (`api.login`, `api.balance`, ...). */
export type CallName =
  | 'app'
  | 'getVisitUrl'
  | 'login'
  | 'register'
  | 'user'
  | 'balance'
  | 'getservicerurl'
  | 'logoff'
  | 'gamelistBycode'
  | 'getAgentLoginUrl'
  | 'getGameUrl'
  | 'article'
  | 'bannerList'
  | 'homenotice'
  | 'gameList'
  | 'activitytype'
  | 'activitylist'
  | 'activitydeatil'
  | 'doactivityapply'
  | 'noticeList'
  | 'uservip'
  | 'updateuserinfo'
  | 'editPassword'
  | 'editPayPassword'
  | 'applyagentdo'
  | 'getcard'
  | 'bindcard'
  | 'delcard'
  | 'banklist'
  | 'uploadimg'
  | 'refreshusermoney'
  | 'getPayWay'
  | 'getPayRange'
  | 'getpaybank'
  | 'recharge'
  | 'payinfo'
  | 'getfanshui'
  | 'dofanshui'
  | 'balancelist'
  | 'activityApplyLog'
  | 'redpacket'
  | 'userredpacket'
  | 'douserredpacket'
  | 'betrecord'
  | 'gettransrecord'
  | 'getBetAmount'
  | 'withdraw'
  | 'balancelist2'
  | 'userapimoney'
  | 'transfer'
  | 'transall'
  | 'uptransferstatus';

/** A submit action a player can tap more than once. */
export type SubmitName =
  | 'login'
  | 'register'
  | 'logout'
  | 'activityApply'
  | 'saveProfile'
  | 'changeLoginPassword'
  | 'changePayPassword'
  | 'applyAgent'
  | 'bindWallet'
  | 'unbindCard'
  | 'addBankCard'
  | 'addUsdtCard'
  | 'refreshMoney'
  | 'deposit'
  | 'claimRebate'
  | 'grabRedPacket'
  | 'withdraw'
  | 'transfer'
  | 'quotaTransfer'
  | 'recoverAll'
  | 'switchSeamless';

/** A field of a call's answer that carries server HTML, and whether a screen shows it yet. */
export type ServerHtmlField = {
  call: CallName;
  /**
   * The wire name of the field inside `data`; `[]` when `data` is a list of HTML strings (each item carries it);
   * `data[].<name>` when it sits in each row of a page (`data.data[]`, a Laravel paginator).
   */
  field: string;
  /** What makes the HTML show on the screen (a popup opening); null when it shows as the screen loads. */
  reveal: Landmark | null;
};

/** A dialog a player opens on a screen: the control that opens it and the dialog's role and name. */
export type DialogCheck = {
  opener: Landmark;
  dialog: Landmark;
  /** The button that closes it without acting; 取消 (a confirm dialog) unless told, 关闭 for an HTML popup. */
  dismiss?: string;
  /** A form dialog: the labelled field that takes focus when it opens (else the dismiss button does). */
  field?: string;
  /** A picking sheet: the button that takes focus when it opens (the chosen option, named as a substring). */
  focus?: string;
};

/** One screen as the quality suites see it. */
export type ScreenCheck = {
  /** Unique name used in test titles and in the benchmark's table. */
  key: string;
  /** The in-app path with its query (`/login?type=1`); the hash router's form without `#`. */
  path: string;
  /** The screen's lazy module as Vite's manifest names it; null for screens inside the entry chunk. */
  module: string | null;
  /** Mirrors the route table's `requireAuth`. */
  requireAuth: boolean;
  /** What shows once the screen is ready, per session. */
  ready: Readonly<Record<Session, Landmark>>;
  /** The calls the screen makes, in the sessions it makes them. */
  calls: readonly CallName[];
  /** Its submit actions (double-submit suite). */
  submits: readonly SubmitName[];
  /** Forms a player fills by keyboard, by the form's accessible name. */
  forms: readonly string[];
  /** Dialogs the screen opens while logged in (focus moves in and back). */
  dialogs: readonly DialogCheck[];
  /** Shows the bottom navigation. */
  shell: boolean;
  /** Lighthouse mobile runs on it (ARCHITECTURE section 7 names `/`, `/login` and `/recharge`). */
  lighthouse: boolean;
  /** The whole app is replaced by the maintenance screen (site_state 0). */
  maintenance?: boolean;
  /** Server HTML the screen may show. */
  serverHtml: readonly ServerHtmlField[];
  /**
   * A carousel on the screen (the home banner once it lands): the region that holds it. The accessibility suite
   * tabs to its pause button (named 暂停) and presses Enter, after which a play button (播放) must show.
   */
  carousel?: Landmark;
};

/** Every screen of the app. */
export const screens: readonly ScreenCheck[] = [
  {
    key: 'home',
    path: '/',
    module: null,
    requireAuth: false,
    ready: { out: { role: 'region', name: '账户' }, in: { role: 'region', name: '账户' } },
    calls: [
      'app',
      'getVisitUrl',
      'user',
      'balance',
      'getservicerurl',
      'bannerList',
      'homenotice',
      'gameList',
      'getGameUrl',
    ],
    submits: [],
    forms: [],
    dialogs: [{ opener: { role: 'button', name: '公告' }, dialog: { role: 'dialog', name: '公告' }, dismiss: '关闭' }],
    shell: true,
    lighthouse: true,
    serverHtml: [
      // The welcome popup opens by itself on the visit (index_modal 1, not dismissed before).
      { call: 'app', field: 'webcontent', reveal: { role: 'dialog', name: '欢迎来到Lobby娱乐城' } },
      // The notice bar opens the first notice in the announcement popup.
      { call: 'homenotice', field: '[]', reveal: { role: 'button', name: '公告' } },
    ],
    carousel: { role: 'region', name: '活动横幅' },
  },
  {
    key: 'login',
    path: '/login',
    module: 'src/screens/login/login.screen.tsx',
    requireAuth: false,
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'form', name: '登录' } },
    calls: ['app', 'getVisitUrl', 'login', 'getservicerurl'],
    submits: ['login'],
    forms: ['登录'],
    dialogs: [],
    shell: false,
    lighthouse: true,
    serverHtml: [],
  },
  {
    key: 'register',
    path: '/login?type=1',
    module: 'src/screens/login/login.screen.tsx',
    requireAuth: false,
    ready: { out: { role: 'form', name: '注册' }, in: { role: 'form', name: '注册' } },
    calls: ['app', 'getVisitUrl', 'register'],
    submits: ['register'],
    forms: ['注册'],
    dialogs: [],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'mine',
    path: '/mine',
    module: 'src/screens/mine/mine.screen.tsx',
    requireAuth: false,
    ready: { out: { role: 'link', name: '请登录' }, in: { role: 'button', name: '退出登录' } },
    calls: ['app', 'getVisitUrl', 'user', 'balance', 'logoff', 'uploadimg', 'refreshusermoney'],
    submits: ['logout', 'refreshMoney'],
    forms: [],
    dialogs: [{ opener: { role: 'button', name: '退出登录' }, dialog: { role: 'alertdialog', name: '提示' } }],
    shell: true,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'concise',
    path: '/concise',
    module: 'src/screens/concise/concise.screen.tsx',
    requireAuth: false,
    ready: { out: { role: 'heading', name: '捕鱼游戏' }, in: { role: 'heading', name: '捕鱼游戏' } },
    calls: ['app', 'getVisitUrl', 'gamelistBycode'],
    submits: [],
    forms: [],
    dialogs: [],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'gamePage',
    path: '/gamePage?name=pg&type=pg_01',
    module: 'src/screens/game-page/game-page.screen.tsx',
    requireAuth: false,
    // A game needs a session: a visitor is told 请登录！ and sent to log in, then back to the game.
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'button', name: '返回主页' } },
    calls: ['app', 'getVisitUrl', 'getGameUrl'],
    submits: [],
    forms: [],
    dialogs: [],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'agentLogin',
    path: '/gamePage?dailiD=1',
    module: 'src/screens/game-page/game-page.screen.tsx',
    requireAuth: false,
    ready: { out: { role: 'button', name: '返回主页' }, in: { role: 'button', name: '返回主页' } },
    calls: ['app', 'getVisitUrl', 'getAgentLoginUrl'],
    submits: [],
    forms: [],
    dialogs: [],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'kefu',
    path: '/kefu',
    module: 'src/screens/kefu/kefu.screen.tsx',
    requireAuth: false,
    ready: { out: { role: 'button', name: '联系在线客服' }, in: { role: 'button', name: '联系在线客服' } },
    calls: ['app', 'getVisitUrl', 'getservicerurl'],
    submits: [],
    forms: [],
    dialogs: [],
    shell: true,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'help',
    path: '/boutBallBet',
    module: 'src/screens/help/help.screen.tsx',
    requireAuth: false,
    ready: { out: { role: 'heading', name: '帮助中心' }, in: { role: 'heading', name: '帮助中心' } },
    calls: ['app', 'getVisitUrl'],
    submits: [],
    forms: [],
    dialogs: [],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'helpArticle',
    path: '/boutBallBetInfo?type=1',
    module: 'src/screens/help/help-article.screen.tsx',
    requireAuth: false,
    ready: { out: { role: 'heading', name: '常见问题' }, in: { role: 'heading', name: '常见问题' } },
    calls: ['app', 'getVisitUrl', 'article'],
    submits: [],
    forms: [],
    dialogs: [],
    shell: false,
    lighthouse: false,
    // The article shows as soon as it loads: nothing to open first.
    serverHtml: [{ call: 'article', field: 'content', reveal: null }],
  },
  {
    key: 'activity',
    path: '/activity',
    module: 'src/screens/activity/activity.screen.tsx',
    requireAuth: false,
    // The list is a region named after the category shown (all offers first).
    ready: { out: { role: 'region', name: '全部优惠' }, in: { role: 'region', name: '全部优惠' } },
    calls: ['app', 'getVisitUrl', 'activitytype', 'activitylist'],
    submits: [],
    forms: [],
    dialogs: [],
    shell: true,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'appDownload',
    path: '/app',
    module: 'src/screens/app-download/app-download.screen.tsx',
    requireAuth: false,
    ready: { out: { role: 'heading', name: 'Lobby娱乐城APP' }, in: { role: 'heading', name: 'Lobby娱乐城APP' } },
    calls: ['app', 'getVisitUrl'],
    submits: [],
    forms: [],
    dialogs: [],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'zhanzhu',
    path: '/zhanzhu',
    module: 'src/screens/zhanzhu/zhanzhu.screen.tsx',
    requireAuth: false,
    ready: { out: { role: 'heading', name: '品牌赞助' }, in: { role: 'heading', name: '品牌赞助' } },
    calls: ['app', 'getVisitUrl', 'article'],
    submits: [],
    forms: [],
    dialogs: [],
    shell: true,
    lighthouse: false,
    // The sponsorship article shows as soon as it loads, through the same sanitiser as the help articles.
    serverHtml: [{ call: 'article', field: 'content', reveal: null }],
  },
  {
    key: 'securityCenter',
    path: '/securitycenter',
    module: 'src/screens/security-center/security-center.screen.tsx',
    requireAuth: false,
    ready: { out: { role: 'heading', name: '安全中心' }, in: { role: 'heading', name: '安全中心' } },
    calls: ['app', 'getVisitUrl'],
    submits: [],
    forms: [],
    dialogs: [],
    shell: false,
    lighthouse: false,
    serverHtml: [],
    carousel: { role: 'region', name: '安全中心横幅' },
  },
  {
    key: 'activityInfo',
    path: '/activityInfo?id=1',
    module: 'src/screens/activity-info/activity-info.screen.tsx',
    requireAuth: false,
    ready: { out: { role: 'heading', name: '活动详情' }, in: { role: 'heading', name: '活动详情' } },
    calls: ['app', 'getVisitUrl', 'activitydeatil', 'doactivityapply'],
    submits: ['activityApply'],
    // The apply form has no client check (part 2 §5) and lives in its dialog: the dialog check covers its keyboard use.
    forms: [],
    dialogs: [
      { opener: { role: 'button', name: '报名参与' }, dialog: { role: 'dialog', name: '活动申请' }, field: '彩金金额' },
    ],
    shell: false,
    lighthouse: false,
    // The content and the memo show as the promotion loads.
    serverHtml: [
      { call: 'activitydeatil', field: 'content', reveal: null },
      { call: 'activitydeatil', field: 'memo', reveal: null },
    ],
  },
  {
    key: 'message',
    path: '/message?type=1',
    module: 'src/screens/message/message.screen.tsx',
    requireAuth: true,
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'heading', name: '消息中心' } },
    calls: ['app', 'getVisitUrl', 'noticeList'],
    submits: [],
    forms: [],
    dialogs: [],
    shell: false,
    lighthouse: false,
    // Each message's content is server HTML, shown (sanitised) as the list loads.
    serverHtml: [{ call: 'noticeList', field: 'data[].content', reveal: null }],
  },
  {
    key: 'vip',
    path: '/vip',
    module: 'src/screens/vip/vip.screen.tsx',
    requireAuth: false,
    ready: { out: { role: 'heading', name: 'VIP特权' }, in: { role: 'heading', name: 'VIP特权' } },
    calls: ['app', 'getVisitUrl', 'uservip'],
    submits: [],
    forms: [],
    dialogs: [],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'userInfo',
    path: '/userInfo',
    module: 'src/screens/user-info/user-info.screen.tsx',
    requireAuth: true,
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'form', name: '个人资料' } },
    calls: ['app', 'getVisitUrl', 'updateuserinfo'],
    submits: ['saveProfile'],
    forms: ['个人资料'],
    dialogs: [],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'loginPassword',
    path: '/password?type=1',
    module: 'src/screens/password/password.screen.tsx',
    requireAuth: true,
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'form', name: '修改登录密码' } },
    calls: ['app', 'getVisitUrl', 'editPassword'],
    submits: ['changeLoginPassword'],
    forms: ['修改登录密码'],
    dialogs: [],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'payPassword',
    path: '/password?type=2',
    module: 'src/screens/password/password.screen.tsx',
    requireAuth: true,
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'form', name: '修改支付密码' } },
    calls: ['app', 'getVisitUrl', 'editPayPassword'],
    submits: ['changePayPassword'],
    forms: ['修改支付密码'],
    // The success alert (密码修改成功！) opens after a change, not from a control: the journeys check it.
    dialogs: [],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'applyAgent',
    path: '/applyagent',
    module: 'src/screens/apply-agent/apply-agent.screen.tsx',
    requireAuth: true,
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'form', name: '申请代理' } },
    calls: ['app', 'getVisitUrl', 'applyagentdo', 'getservicerurl'],
    submits: ['applyAgent'],
    forms: ['申请代理'],
    dialogs: [],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'wallet',
    // Bank cards (type 1); the USDT popup's triggers open /wallet?type=2 themselves.
    path: '/wallet',
    module: 'src/screens/accounts/wallet.screen.tsx',
    requireAuth: true,
    // Every type's list is the region 已绑定账户 (the heading says which type).
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'region', name: '已绑定账户' } },
    calls: ['app', 'getVisitUrl', 'getcard', 'bindcard', 'delcard'],
    submits: ['bindWallet', 'unbindCard'],
    forms: [],
    dialogs: [
      {
        // The first delete button (names match as substrings): other suites may unbind seeded cards.
        opener: { role: 'button', name: '删除' },
        dialog: { role: 'dialog', name: '解绑卡片' },
      },
    ],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'addBankCard',
    path: '/addBankCard',
    module: 'src/screens/accounts/add-bank-card.screen.tsx',
    requireAuth: true,
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'form', name: '确认添加' } },
    calls: ['app', 'getVisitUrl', 'banklist', 'bindcard'],
    submits: ['addBankCard'],
    forms: ['确认添加'],
    dialogs: [],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'addUsdtCard',
    path: '/addUsdtCard',
    module: 'src/screens/accounts/add-usdt-card.screen.tsx',
    requireAuth: true,
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'form', name: '确认' } },
    calls: ['app', 'getVisitUrl', 'bindcard'],
    submits: ['addUsdtCard'],
    forms: ['确认'],
    dialogs: [],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'setting',
    path: '/setting',
    module: 'src/screens/setting/setting.screen.tsx',
    requireAuth: true,
    // A visitor is sent to log in first (requireAuth), then back to the settings.
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'heading', name: '设置' } },
    calls: ['app', 'getVisitUrl', 'user', 'balance', 'getservicerurl', 'logoff'],
    submits: ['logout'],
    forms: [],
    dialogs: [{ opener: { role: 'button', name: '退出登录' }, dialog: { role: 'alertdialog', name: '提示' } }],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'recharge',
    path: '/recharge',
    module: 'src/screens/recharge/recharge.screen.tsx',
    requireAuth: true,
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'form', name: '存款' } },
    calls: [
      'app',
      'getVisitUrl',
      'user',
      'getPayWay',
      'getcard',
      'getPayRange',
      'getpaybank',
      'banklist',
      'recharge',
      'getservicerurl',
    ],
    submits: ['deposit'],
    forms: ['存款'],
    dialogs: [],
    shell: false,
    lighthouse: true,
    serverHtml: [],
  },
  {
    key: 'payInfo',
    // No order of the seed has a fixed number, so the suites meet the page of an unknown order (its error state
    // with 重试); the journeys open real orders of each kind. Its heading shows in every state but AnToken's.
    path: '/payInfo?deposit_no=CZ-unknown',
    module: 'src/screens/pay-info/pay-info.screen.tsx',
    requireAuth: true,
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'heading', name: '支付信息' } },
    calls: ['app', 'getVisitUrl', 'payinfo', 'getservicerurl'],
    submits: [],
    forms: [],
    dialogs: [],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'betRecord',
    path: '/betRecord',
    module: 'src/screens/bet-record/bet-record.screen.tsx',
    requireAuth: true,
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'heading', name: '投注记录' } },
    calls: ['app', 'getVisitUrl', 'betrecord', 'balancelist'],
    submits: [],
    forms: [],
    dialogs: [
      // Picking sheets: focus starts on the chosen option (every venue; the popup has none chosen at first, so its ✕).
      {
        opener: { role: 'button', name: '游戏平台' },
        dialog: { role: 'dialog', name: '游戏平台' },
        dismiss: '关闭',
        focus: '全部平台',
      },
      { opener: { role: 'button', name: '更多日期' }, dialog: { role: 'dialog', name: '更多日期' }, dismiss: '关闭' },
    ],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'transRecord',
    path: '/transRecord?type=1',
    module: 'src/screens/trans-record/trans-record.screen.tsx',
    requireAuth: true,
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'heading', name: '交易记录' } },
    calls: ['app', 'getVisitUrl', 'gettransrecord', 'balancelist'],
    submits: [],
    forms: [],
    dialogs: [
      // Picking sheets: focus starts on the chosen option (every venue; the popup has none chosen at first, so its ✕).
      {
        opener: { role: 'button', name: '游戏平台' },
        dialog: { role: 'dialog', name: '游戏平台' },
        dismiss: '关闭',
        focus: '全部平台',
      },
      { opener: { role: 'button', name: '更多日期' }, dialog: { role: 'dialog', name: '更多日期' }, dismiss: '关闭' },
    ],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'fanshui',
    path: '/fanshui',
    module: 'src/screens/fanshui/fanshui.screen.tsx',
    requireAuth: true,
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'heading', name: '返水记录' } },
    calls: ['app', 'getVisitUrl', 'getfanshui', 'balancelist', 'dofanshui', 'getservicerurl'],
    submits: ['claimRebate'],
    forms: [],
    dialogs: [
      {
        opener: { role: 'button', name: '游戏平台 全部平台' },
        dialog: { role: 'dialog', name: '游戏平台' },
        dismiss: '关闭',
        focus: '全部平台',
      },
      {
        opener: { role: 'button', name: '日期 近30日' },
        dialog: { role: 'dialog', name: '日期' },
        dismiss: '关闭',
        focus: '近30日',
      },
    ],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'activityRecord',
    path: '/activityRecord',
    module: 'src/screens/activity-record/activity-record.screen.tsx',
    requireAuth: true,
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'heading', name: '活动记录' } },
    calls: ['app', 'getVisitUrl', 'activityApplyLog'],
    submits: [],
    forms: [],
    dialogs: [],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'welfare',
    path: '/welfare',
    module: 'src/screens/welfare/welfare.screen.tsx',
    requireAuth: true,
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'heading', name: '红包中心' } },
    calls: ['app', 'getVisitUrl', 'redpacket', 'userredpacket'],
    submits: [],
    forms: [],
    dialogs: [],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'hongbao',
    path: '/hongbao',
    module: 'src/screens/hongbao/hongbao.screen.tsx',
    requireAuth: true,
    // A visitor is asked to log in first (part 1 §5) and stays where they were: home on a first visit.
    ready: { out: { role: 'alertdialog', name: '提示' }, in: { role: 'heading', name: '抢红包' } },
    calls: ['app', 'getVisitUrl', 'userredpacket', 'douserredpacket'],
    submits: ['grabRedPacket'],
    forms: [],
    dialogs: [],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'withdrawal',
    path: '/withdrawal',
    module: 'src/screens/withdrawal/withdrawal.screen.tsx',
    requireAuth: true,
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'form', name: '取款' } },
    calls: ['app', 'getVisitUrl', 'getcard', 'getBetAmount', 'withdraw', 'getservicerurl'],
    submits: ['withdraw'],
    forms: ['取款'],
    dialogs: [
      {
        opener: { role: 'button', name: '选择银行卡' },
        dialog: { role: 'dialog', name: '选择银行卡' },
        dismiss: '关闭',
      },
    ],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'transfer',
    path: '/transfer',
    module: 'src/screens/transfer/transfer.screen.tsx',
    requireAuth: true,
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'region', name: '游戏钱包' } },
    calls: [
      'app',
      'getVisitUrl',
      'balancelist',
      'balancelist2',
      'userapimoney',
      'transfer',
      'transall',
      'refreshusermoney',
      'uptransferstatus',
      'getservicerurl',
    ],
    submits: ['transfer', 'quotaTransfer', 'recoverAll', 'refreshMoney', 'switchSeamless'],
    forms: ['转账'],
    dialogs: [
      {
        opener: { role: 'button', name: '转出钱包' },
        dialog: { role: 'dialog', name: '选择钱包' },
        dismiss: '关闭',
      },
      {
        opener: { role: 'button', name: 'AG真人 额度转换' },
        dialog: { role: 'dialog', name: '额度转换' },
        dismiss: '关闭',
        field: '操作金额',
      },
    ],
    shell: false,
    lighthouse: false,
    serverHtml: [],
  },
  {
    key: 'maintenance',
    path: '/',
    module: null,
    requireAuth: false,
    ready: { out: { role: 'heading', name: '系统维护中' }, in: { role: 'heading', name: '系统维护中' } },
    calls: ['app', 'getVisitUrl'],
    submits: [],
    forms: [],
    dialogs: [],
    shell: false,
    lighthouse: false,
    maintenance: true,
    serverHtml: [],
  },
];

/**
 * How a failed call reaches the player. `toast`: the error's message shows as a toast (a 401 too, unless
 * `unauthorized` says the session ends). `inline`: the message shows on the screen itself, in an element with
 * role `alert` (a list that could not load, with its 重试). `alert`: the message shows in an alert dialog (the
 * spec's alerts, such as the hot grid's launch). `silent`: a background call the player never asked for; by
 * design it shows nothing and the screen keeps working, for the reason given.
 */
export type FaultSurface =
  | { shows: 'toast' }
  /**
   * A call that moves money: a refusal with the server's code is a toast; any other failure (no answer, no
   * network, an error page, an answer off the contract) may have moved the money, so the player is told the
   * outcome is being checked, the balance and the records are read again, and the outcome they show is told
   * (under a fault the fake never reaches the money, so: not done, and everything typed is kept). Never resent.
   */
  | { shows: 'outcome' }
  | { shows: 'inline' }
  | { shows: 'alert' }
  | { shows: 'silent'; why: string };

/**
 * Who a suite signs in for a call: `demo`, the seeded demo player, whom every read-only call uses and no test may
 * change; for a call that changes what a player holds, a player of the test's own, so the demo player stays as
 * seeded and a repeated or reordered run finds what the first found: `new` a newly registered player (no money,
 * no accounts), `cash` one the fake's back office opens with money, venue wallets and bound accounts, `history`
 * one opened with demo01's history (see the e2e page object's `signInOwnPlayer`).
 */
export type Player = 'demo' | 'new' | 'cash' | 'history';

/** One call as the fault and security suites see it. */
export type CallCheck = {
  name: CallName;
  method: 'GET' | 'POST';
  path: string;
  /** The screen (its `key`) where the suites meet the call, and the session it needs. */
  screen: string;
  session: Session;
  /** Who is signed in when `session` is `in`: the demo player unless the call changes what a player holds. */
  player?: Player;
  /** What the player does to make the call: nothing (it runs on load), or a submit action, a tap, a confirm. */
  trigger:
    | 'load'
    | 'poll'
    | SubmitName
    | 'customerService'
    | 'openGame'
    | 'openHotGame'
    | 'uploadAvatar'
    | 'chooseBankChannel'
    | 'refreshWallet';
  faults: FaultSurface;
  /** What a 401 does: the session ends with the expired alert, or it is one more error message. */
  unauthorized: 'session-expired' | 'message';
  /**
   * The message when no answer comes before the timeout (and, for `game` and `hot`, when the network is down too):
   * `game` is the tile launch's 网络连接超时，请重试!, `hot` the hot login's 网络连接超时，请重试 (part 1 §8).
   */
  timeoutMessage?: 'auth' | 'api' | 'game' | 'hot';
  /** The hot login words an answer off the contract as 系统错误，请重试 (part 1 §8) instead of the api's text. */
  contractMessage?: 'hot';
  /** On success the whole window leaves for the address the call answered: a fragment of that address. */
  leavesFor?: string;
  /** Where the player lands after the call whatever its outcome (logout ends the session on any answer). */
  landsOn?: string;
  /** Where the player lands when the call succeeds, when it moves them. */
  success?: string;
  /** The call's success shows an alert dialog with this text (the payment password's 密码修改成功！). */
  successAlert?: string;
  /**
   * The real backend refuses the app's own well-formed request with these words, which show beside the form with
   * everything typed kept (registration: its payment password needs 8 characters, the spec's is six digits).
   */
  refused?: string;
  /** The call answers with a URL the app opens (`safeUrl` must refuse anything but http and https). */
  opensUrl?: boolean;
  /** Where a failure (or a refused URL) sends the player after its message: the game page returns home. */
  failsTo?: string;
  /**
   * The toast a request that failed itself (no answer, no network, an answer off the contract) shows instead of the
   * api's words, while the server's refusals keep `faults`: the red-packet grab's 服务器异常，请稍后再试 (part 2 §8).
   */
  requestFailureToast?: string;
};

/** Every call a screen makes. */
export const calls: readonly CallCheck[] = [
  {
    name: 'noticeList',
    method: 'POST',
    path: '/api/noticeList',
    screen: 'message',
    session: 'in',
    trigger: 'load',
    // The tab's list says why it is missing, with 重试; a code other than 200 is toasted too (part 2 §8).
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'betrecord',
    method: 'POST',
    path: '/api/betrecord',
    screen: 'betRecord',
    session: 'in',
    trigger: 'load',
    // The list says why it is missing, with 重试; a code other than 200 is toasted too (part 2 §8).
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'gettransrecord',
    method: 'POST',
    path: '/api/gettransrecord',
    screen: 'transRecord',
    session: 'in',
    trigger: 'load',
    // The tab's list says why it is missing, with 重试; a code other than 200 is toasted too (part 2 §8).
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'balancelist',
    method: 'POST',
    path: '/api/balancelist',
    screen: 'betRecord',
    session: 'in',
    trigger: 'load',
    faults: {
      shows: 'silent',
      why: 'the venue list only fills the platform filter: without it the filter offers 全部平台 and the records still load (a code other than 200 is toasted, part 2 §8)',
    },
    unauthorized: 'message',
  },
  {
    name: 'getfanshui',
    method: 'POST',
    path: '/api/getfanshui',
    screen: 'fanshui',
    session: 'in',
    trigger: 'load',
    // The list says why it is missing, with 重试; a code other than 200 is toasted too (part 2 §8).
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'balancelist',
    method: 'POST',
    path: '/api/balancelist',
    screen: 'fanshui',
    session: 'in',
    trigger: 'load',
    faults: {
      shows: 'silent',
      why: 'the platform filter keeps 全部平台 and the rebates still load (a server refusal is toasted)',
    },
    unauthorized: 'message',
  },
  {
    name: 'dofanshui',
    method: 'POST',
    path: '/api/dofanshui',
    screen: 'fanshui',
    session: 'in',
    player: 'new',
    trigger: 'claimRebate',
    // The server's words, or the network's, as a toast; the list and the sums stay as they were.
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'activityApplyLog',
    method: 'POST',
    path: '/api/activityApplyLog',
    screen: 'activityRecord',
    session: 'in',
    trigger: 'load',
    // The list says why it is missing, with 重试; a code other than 200 is toasted too (part 2 §8).
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'redpacket',
    method: 'POST',
    path: '/api/redpacket',
    screen: 'welfare',
    session: 'in',
    trigger: 'load',
    // The list says why it is missing, with 重试; a code other than 200 is toasted too (part 2 §8).
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'userredpacket',
    method: 'GET',
    path: '/api/userredpacket',
    screen: 'hongbao',
    session: 'in',
    trigger: 'load',
    // The counts' place says why they are missing, with 重试; a code other than 200 is toasted too (part 2 §8).
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'douserredpacket',
    method: 'POST',
    path: '/api/douserredpacket',
    screen: 'hongbao',
    session: 'in',
    player: 'new',
    trigger: 'grabRedPacket',
    // A refusal (a worded answer) shows in the insufficient popup, its message an alert beside 立即充值 (part 2 §4).
    faults: { shows: 'inline' },
    unauthorized: 'message',
    requestFailureToast: '服务器异常，请稍后再试',
  },
  {
    name: 'uservip',
    method: 'POST',
    path: '/api/uservip',
    screen: 'vip',
    session: 'out',
    trigger: 'load',
    // The levels' place says why they are missing, with 重试; a code other than 200 is toasted too (part 2 §8).
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'app',
    method: 'POST',
    path: '/api/app',
    screen: 'home',
    session: 'out',
    trigger: 'load',
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'getVisitUrl',
    method: 'GET',
    path: '/api/getVisitUrl',
    screen: 'home',
    session: 'out',
    trigger: 'load',
    faults: { shows: 'silent', why: 'a best-effort check at start; without an answer the player simply stays' },
    unauthorized: 'message',
    opensUrl: true,
  },
  {
    name: 'login',
    method: 'POST',
    path: '/api/login_pc',
    screen: 'login',
    session: 'out',
    trigger: 'login',
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'auth',
    success: '/',
  },
  {
    name: 'register',
    method: 'POST',
    path: '/api/register',
    screen: 'register',
    session: 'out',
    trigger: 'register',
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'auth',
    // The real backend refuses the spec's six-digit payment password (AuthController: min 8), so no registration
    // the app sends lands home there (api CONTEXT.md, for the operator).
    refused: '密码8到20位',
  },
  {
    name: 'user',
    method: 'POST',
    path: '/api/user',
    screen: 'home',
    session: 'in',
    trigger: 'load',
    faults: { shows: 'toast' },
    unauthorized: 'session-expired',
    timeoutMessage: 'api',
  },
  {
    name: 'balance',
    method: 'POST',
    path: '/api/balance',
    screen: 'home',
    session: 'in',
    trigger: 'poll',
    faults: {
      shows: 'silent',
      why: 'polled every 4.3 s; a failed tick keeps the last balance and the next tick tries again',
    },
    unauthorized: 'session-expired',
  },
  {
    name: 'getservicerurl',
    method: 'POST',
    path: '/api/getservicerurl',
    screen: 'home',
    session: 'out',
    trigger: 'customerService',
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'api',
    opensUrl: true,
  },
  {
    name: 'logoff',
    method: 'POST',
    path: '/api/logoff',
    screen: 'mine',
    session: 'in',
    trigger: 'logout',
    faults: { shows: 'silent', why: 'logout ends the session on any answer (part 1, section 4)' },
    unauthorized: 'message',
    landsOn: '/login',
  },
  {
    name: 'gamelistBycode',
    method: 'POST',
    path: '/api/gamelistBycode',
    screen: 'concise',
    session: 'out',
    trigger: 'load',
    // The list shows why it is missing, with 重试; a code other than 200 is also toasted (part 1 §8).
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'article',
    method: 'POST',
    path: '/api/article',
    screen: 'helpArticle',
    session: 'out',
    trigger: 'load',
    // The article's place says why it is missing, with 重试 (the spec shows nothing; we say what happened).
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'activitytype',
    method: 'POST',
    path: '/api/activitytype',
    screen: 'activity',
    session: 'out',
    trigger: 'load',
    // The menu keeps all offers and says why the others are missing, with 重试; a code other than 200 is toasted too.
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'activitylist',
    method: 'POST',
    path: '/api/activitylist',
    screen: 'activity',
    session: 'out',
    trigger: 'load',
    // The list says why it is missing, with 重试; a code other than 200 is toasted too (part 1 §8).
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'activitydeatil',
    method: 'POST',
    path: '/api/activitydeatil',
    screen: 'activityInfo',
    session: 'out',
    trigger: 'load',
    // The page says why the promotion is missing, with 重试; a code other than 200 is toasted too (part 2 §8).
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'doactivityapply',
    method: 'POST',
    path: '/api/doactivityapply',
    screen: 'activityInfo',
    session: 'in',
    player: 'new',
    trigger: 'activityApply',
    // The server's words as a toast whatever the code (part 2 §7); the dialog keeps the amount typed.
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'getAgentLoginUrl',
    method: 'GET',
    path: '/api/getAgentLoginUrl',
    screen: 'agentLogin',
    session: 'out',
    trigger: 'load',
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'api',
    opensUrl: true,
    failsTo: '/',
  },
  {
    name: 'getGameUrl',
    method: 'POST',
    path: '/api/getGameUrl',
    screen: 'gamePage',
    session: 'in',
    trigger: 'load',
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'api',
    opensUrl: true,
    failsTo: '/',
  },
  {
    name: 'bannerList',
    method: 'POST',
    path: '/api/bannerList',
    screen: 'home',
    session: 'out',
    trigger: 'load',
    // Nothing cached on a first visit: the banner box says why, with 重试. Behind a cache a refusal is a toast.
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'homenotice',
    method: 'POST',
    path: '/api/homenotice',
    screen: 'home',
    session: 'out',
    trigger: 'load',
    faults: {
      shows: 'silent',
      why: 'the notice bar is an extra line: without notices it simply does not show (a server refusal is toasted)',
    },
    unauthorized: 'message',
  },
  {
    name: 'gameList',
    method: 'GET',
    path: '/api/game/list',
    screen: 'home',
    session: 'out',
    trigger: 'load',
    // Nothing cached on a first visit: the game area says why, with 重试; behind a cache a failure keeps it (§8).
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    // The same call from a home tile: the game opens by sending the window to its address.
    name: 'getGameUrl',
    method: 'POST',
    path: '/api/getGameUrl',
    screen: 'home',
    session: 'in',
    trigger: 'openGame',
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'game',
    leavesFor: '/fake-assets/game.html',
    opensUrl: true,
  },
  {
    // The hot grid opens its games through the same call (the backend has no /api/hotlogin), alerting failures.
    name: 'getGameUrl',
    method: 'POST',
    path: '/api/getGameUrl',
    screen: 'home',
    session: 'in',
    trigger: 'openHotGame',
    faults: { shows: 'alert' },
    unauthorized: 'message',
    timeoutMessage: 'hot',
    contractMessage: 'hot',
    leavesFor: '/fake-assets/game.html',
    opensUrl: true,
  },
  {
    name: 'updateuserinfo',
    method: 'POST',
    path: '/api/updateuserinfo',
    screen: 'userInfo',
    session: 'in',
    player: 'new',
    trigger: 'saveProfile',
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'editPassword',
    method: 'POST',
    path: '/api/editPassword',
    screen: 'loginPassword',
    session: 'in',
    trigger: 'changeLoginPassword',
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'api',
    // A changed login password ends the session: storage cleared, polling stopped, /login.
    success: '/login',
  },
  {
    name: 'editPayPassword',
    method: 'POST',
    path: '/api/editPayPassword',
    screen: 'payPassword',
    session: 'in',
    trigger: 'changePayPassword',
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'api',
    successAlert: '密码修改成功！',
  },
  {
    name: 'applyagentdo',
    method: 'POST',
    path: '/api/applyagentdo',
    screen: 'applyAgent',
    session: 'in',
    player: 'new',
    trigger: 'applyAgent',
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'getcard',
    method: 'POST',
    path: '/api/getcard',
    screen: 'wallet',
    session: 'in',
    trigger: 'load',
    // The list says why it is missing, with 重试; a code other than 200 is toasted too (part 2 §8).
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'bindcard',
    method: 'POST',
    path: '/api/bindcard',
    screen: 'wallet',
    session: 'in',
    player: 'cash',
    trigger: 'bindWallet',
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'delcard',
    method: 'POST',
    path: '/api/delcard',
    screen: 'wallet',
    session: 'in',
    player: 'cash',
    trigger: 'unbindCard',
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'banklist',
    method: 'POST',
    path: '/api/banklist',
    screen: 'addBankCard',
    session: 'in',
    trigger: 'load',
    // Under the bank picker: why the banks are missing, with 重试; a code other than 200 is toasted too.
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'bindcard',
    method: 'POST',
    path: '/api/bindcard',
    screen: 'addBankCard',
    session: 'in',
    player: 'cash',
    trigger: 'addBankCard',
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'api',
    // 绑定成功, then back (to the bank cards when the visit started here).
    success: '/wallet',
  },
  {
    name: 'bindcard',
    method: 'POST',
    path: '/api/bindcard',
    screen: 'addUsdtCard',
    session: 'in',
    player: 'cash',
    trigger: 'addUsdtCard',
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'api',
    // The server's message, then back (to the USDT wallets when the visit started here).
    success: '/wallet?type=2',
  },
  {
    name: 'uploadimg',
    method: 'POST',
    path: '/api/uploadimg',
    screen: 'mine',
    session: 'in',
    player: 'new',
    trigger: 'uploadAvatar',
    // The answer is ignored (part 2 §7); a refused or failed upload says why in a toast and the old avatar stays.
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'refreshusermoney',
    method: 'POST',
    path: '/api/refreshusermoney',
    screen: 'mine',
    session: 'in',
    trigger: 'refreshMoney',
    // The wallet's refresh button: a failure keeps the balance shown and says why in a toast.
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'getPayWay',
    method: 'GET',
    path: '/api/get_pay_way',
    screen: 'recharge',
    session: 'in',
    trigger: 'load',
    // The form's place says why the channels are missing, with 重试; a code other than 200 is toasted too.
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'getPayRange',
    method: 'POST',
    path: '/api/getPayRange',
    screen: 'recharge',
    session: 'in',
    trigger: 'load',
    faults: {
      shows: 'silent',
      why: 'the range only narrows the amount check: 200 to 10000 stands until it answers (part 2 §9), the server still refuses an order out of range, and a code other than 200 is toasted',
    },
    unauthorized: 'message',
  },
  {
    name: 'getpaybank',
    method: 'POST',
    path: '/api/getpaybank',
    screen: 'recharge',
    session: 'in',
    trigger: 'chooseBankChannel',
    // The bank channel says why its receiving accounts are missing, with 重试; a code other than 200 is toasted too.
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'recharge',
    method: 'POST',
    path: '/api/recharge',
    screen: 'recharge',
    session: 'in',
    player: 'cash',
    trigger: 'deposit',
    faults: { shows: 'outcome' },
    unauthorized: 'message',
    timeoutMessage: 'api',
    success: '/payInfo',
  },
  {
    name: 'payinfo',
    method: 'POST',
    path: '/api/payinfo',
    screen: 'payInfo',
    session: 'in',
    trigger: 'load',
    // The page says why the order is missing, with 重试; a code other than 200 is toasted too.
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'getBetAmount',
    method: 'POST',
    path: '/api/getBetAmount',
    screen: 'withdrawal',
    session: 'in',
    trigger: 'load',
    // The turnover's place says why it is missing, with 重试; a code other than 200 is toasted too (part 2 §8).
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'withdraw',
    method: 'POST',
    path: '/api/withdraw',
    screen: 'withdrawal',
    session: 'in',
    player: 'cash',
    trigger: 'withdraw',
    faults: { shows: 'outcome' },
    unauthorized: 'message',
    timeoutMessage: 'api',
    // 提交成功，等待后台审核, then the withdrawals' tab (/transRecord?type=2) after 1.5 s.
    success: '/transRecord',
  },
  {
    name: 'balancelist',
    method: 'POST',
    path: '/api/balancelist',
    screen: 'transfer',
    session: 'in',
    trigger: 'load',
    // The wallet list says why the venues are missing, with 重试; a code other than 200 is toasted too.
    faults: { shows: 'inline' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'balancelist2',
    method: 'POST',
    path: '/api/balancelist2',
    screen: 'transfer',
    session: 'in',
    trigger: 'poll',
    faults: {
      shows: 'silent',
      why: 'polled every 1.5 s; a failed tick keeps the balances shown and the next tick tries again',
    },
    unauthorized: 'message',
  },
  {
    name: 'userapimoney',
    method: 'POST',
    path: '/api/userapimoney/{code}',
    screen: 'transfer',
    session: 'in',
    trigger: 'refreshWallet',
    // A refused refresh says why (part 2 §7: non-200 shows the message); network trouble keeps the balance shown.
    faults: {
      shows: 'silent',
      why: 'one wallet read again on a tap: the old balance stays, a server refusal is toasted, and the poll goes on',
    },
    unauthorized: 'message',
  },
  {
    name: 'transfer',
    method: 'POST',
    path: '/api/transfer',
    screen: 'transfer',
    session: 'in',
    player: 'cash',
    trigger: 'transfer',
    faults: { shows: 'outcome' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    // The same call from a venue's quota sheet (in or out).
    name: 'transfer',
    method: 'POST',
    path: '/api/transfer',
    screen: 'transfer',
    session: 'in',
    player: 'cash',
    trigger: 'quotaTransfer',
    faults: { shows: 'outcome' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'transall',
    method: 'POST',
    path: '/api/transall',
    screen: 'transfer',
    session: 'in',
    player: 'cash',
    trigger: 'recoverAll',
    faults: { shows: 'outcome' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
  {
    name: 'uptransferstatus',
    method: 'POST',
    path: '/api/uptransferstatus',
    screen: 'transfer',
    session: 'in',
    player: 'cash',
    trigger: 'switchSeamless',
    // The switch stays as it was and the server's words (or the network's) show as a toast.
    faults: { shows: 'toast' },
    unauthorized: 'message',
    timeoutMessage: 'api',
  },
];

/** The in-app paths of the screens, without queries, each once. */
export function screenPaths(): string[] {
  return [
    ...new Set(screens.filter((screen) => !screen.maintenance).map((screen) => screen.path.split('?')[0] ?? '/')),
  ];
}
