/** A slide of the home carousel; `activityId` is where a tap leads (none for the last two). */
export type CatalogueBanner = { id: number; background: string; activityId: number | null };

/** The eight home banners. */
export const BANNERS: ReadonlyArray<CatalogueBanner> = [
  { id: 1, background: '#1d3f8f', activityId: 1 },
  { id: 2, background: '#7a1f3d', activityId: 2 },
  { id: 3, background: '#0f5e4a', activityId: 3 },
  { id: 4, background: '#5b2a86', activityId: 4 },
  { id: 5, background: '#8a4b08', activityId: 5 },
  { id: 6, background: '#14506e', activityId: 8 },
  { id: 7, background: '#3d3d3d', activityId: null },
  { id: 8, background: '#6e1414', activityId: null },
];

/** A promotion category. */
export type ActivityType = { id: number; name: string };

/** The three promotion categories. */
export const ACTIVITY_TYPES: ReadonlyArray<ActivityType> = [
  { id: 1, name: '新人专享' },
  { id: 2, name: '日常优惠' },
  { id: 3, name: 'VIP专属' },
];

/** A promotion; `daysAgo` dates it from the seed's moment. */
export type CatalogueActivity = {
  id: number;
  type: number;
  title: string;
  entitle: string;
  canApply: boolean;
  /** 1 listed, 0 taken down (the app filters it out). */
  state: 0 | 1;
  daysAgo: number;
  applyCount: number;
  /** The offer in one sentence, the heart of the HTML content. */
  offer: string;
  rows: ReadonlyArray<readonly [string, string, string]>;
};

/** Ten promotions over the three categories, one taken down, four open to applications. */
export const ACTIVITIES: ReadonlyArray<CatalogueActivity> = [
  {
    id: 1,
    type: 1,
    title: '新人首存送100%',
    entitle: 'Welcome bonus 100%',
    canApply: true,
    state: 1,
    daysAgo: 58,
    applyCount: 1288,
    offer: '新会员首次存款即可申请100%彩金，最高8888元。',
    rows: [
      ['100元', '100元', '5倍'],
      ['1000元', '1000元', '8倍'],
      ['5000元以上', '8888元', '10倍'],
    ],
  },
  {
    id: 2,
    type: 2,
    title: '每日签到领彩金',
    entitle: 'Daily check-in',
    canApply: false,
    state: 1,
    daysAgo: 50,
    applyCount: 0,
    offer: '每日登录并完成任意一笔有效投注，即可自动获得签到彩金。',
    rows: [
      ['连续3天', '8元', '1倍'],
      ['连续7天', '28元', '1倍'],
      ['连续30天', '188元', '1倍'],
    ],
  },
  {
    id: 3,
    type: 2,
    title: '周末充值加赠10%',
    entitle: 'Weekend reload 10%',
    canApply: true,
    state: 1,
    daysAgo: 44,
    applyCount: 642,
    offer: '每周六、周日单笔存款满500元，即可申请10%加赠彩金。',
    rows: [
      ['500元', '50元', '3倍'],
      ['2000元', '200元', '3倍'],
      ['10000元', '1000元', '5倍'],
    ],
  },
  {
    id: 4,
    type: 2,
    title: '真人视讯天天返水1.2%',
    entitle: 'Live casino rebate',
    canApply: false,
    state: 1,
    daysAgo: 37,
    applyCount: 0,
    offer: '真人视讯有效投注每日结算返水，最高1.2%，无上限。',
    rows: [
      ['VIP1-VIP3', '0.8%', '1倍'],
      ['VIP4-VIP7', '1.0%', '1倍'],
      ['VIP8-VIP10', '1.2%', '1倍'],
    ],
  },
  {
    id: 5,
    type: 2,
    title: '电子游戏周周赛',
    entitle: 'Slots weekly race',
    canApply: true,
    state: 1,
    daysAgo: 30,
    applyCount: 356,
    offer: '每周电子游戏有效投注排名前50名，瓜分888888元奖金池。',
    rows: [
      ['第1名', '88888元', '1倍'],
      ['第2-10名', '18888元', '1倍'],
      ['第11-50名', '1888元', '1倍'],
    ],
  },
  {
    id: 6,
    type: 2,
    title: '体育串关保险',
    entitle: 'Parlay insurance',
    canApply: false,
    state: 1,
    daysAgo: 24,
    applyCount: 0,
    offer: '体育串关投注只错一场，即可获得本金50%返还。',
    rows: [
      ['4串1', '30%', '1倍'],
      ['6串1', '40%', '1倍'],
      ['8串1', '50%', '1倍'],
    ],
  },
  {
    id: 7,
    type: 1,
    title: '捕鱼新手大奖赛',
    entitle: 'Fishing cup',
    canApply: false,
    state: 1,
    daysAgo: 18,
    applyCount: 0,
    offer: '注册7天内的新会员参与捕鱼游戏，累计打码即可领取阶梯奖励。',
    rows: [
      ['1000元', '18元', '1倍'],
      ['10000元', '188元', '1倍'],
      ['50000元', '888元', '1倍'],
    ],
  },
  {
    id: 8,
    type: 3,
    title: 'VIP晋级礼金',
    entitle: 'VIP promotion bonus',
    canApply: true,
    state: 1,
    daysAgo: 12,
    applyCount: 97,
    offer: 'VIP每晋升一级，即可申请对应晋级礼金，最高58888元。',
    rows: [
      ['VIP2', '18元', '1倍'],
      ['VIP5', '888元', '1倍'],
      ['VIP10', '58888元', '1倍'],
    ],
  },
  {
    id: 9,
    type: 3,
    title: 'VIP生日礼金（已下架）',
    entitle: 'Birthday bonus',
    canApply: false,
    state: 0,
    daysAgo: 6,
    applyCount: 0,
    offer: '生日当月可领取专属礼金。',
    rows: [['VIP3以上', '188元', '1倍']],
  },
  {
    id: 10,
    type: 1,
    title: '邀请好友得彩金',
    entitle: 'Refer a friend',
    canApply: false,
    state: 1,
    daysAgo: 2,
    applyCount: 0,
    offer: '分享您的推广链接，好友注册并首存后，双方各得38元彩金。',
    rows: [
      ['1位好友', '38元', '1倍'],
      ['10位好友', '588元', '1倍'],
    ],
  },
];

/** The title of a promotion; '' when there is none with this id. */
export function activityTitle(activityId: number): string {
  return ACTIVITIES.find((activity) => activity.id === activityId)?.title ?? '';
}

/** A promotion's HTML content: the offer, a table and the usual terms. */
export function activityContent(activity: CatalogueActivity): string {
  const rows = activity.rows
    .map(([threshold, bonus, turnover]) => `<tr><td>${threshold}</td><td>${bonus}</td><td>${turnover}</td></tr>`)
    .join('');
  return [
    `<h3>${activity.title}</h3>`,
    `<p>${activity.offer}</p>`,
    '<table><thead><tr><th>条件</th><th>彩金</th><th>流水要求</th></tr></thead>',
    `<tbody>${rows}</tbody></table>`,
    '<p><strong>活动时间：</strong>长期有效</p>',
  ].join('');
}

/** A promotion's HTML notes (memo). */
export function activityMemo(activity: CatalogueActivity): string {
  return [
    '<ol>',
    '<li>每位会员、每个手机号、每张银行卡、每个IP仅限参与一次。</li>',
    `<li>${activity.canApply ? '请在活动页面点击“报名参与”提交申请，审核通过后彩金自动派发。' : '本活动无需申请，系统自动派发。'}</li>`,
    '<li>如发现任何套利行为，平台有权取消其参与资格并扣除相关彩金。</li>',
    '<li>本活动最终解释权归平台所有。</li>',
    '</ol>',
  ].join('');
}

/** A help article by category id. */
export type CatalogueArticle = { cateid: number; name: string; enname: string; paragraphs: ReadonlyArray<string> };

/**
 * The seven help articles (category 6 holds the home notices) and the sponsorship page's article, category 9 (the
 * spec's /zhanzhu shows nothing; this app reads it from the back office's articles).
 */
export const ARTICLES: ReadonlyArray<CatalogueArticle> = [
  {
    cateid: 7,
    name: '关于我们',
    enname: 'About us',
    paragraphs: [
      '我们是一家专注于线上娱乐的综合平台，提供真人视讯、电子游戏、棋牌、体育、彩票与捕鱼等丰富游戏。',
      '平台持有合法经营牌照，所有游戏均经过第三方机构的公平性检测。',
      '我们致力于为每一位会员提供安全、公平、快捷的游戏体验，7×24小时在线客服随时为您服务。',
    ],
  },
  {
    cateid: 1,
    name: '常见问题',
    enname: 'FAQ',
    paragraphs: [
      '<strong>如何注册？</strong>点击首页“注册”，填写用户名、密码、真实姓名与支付密码即可完成注册。',
      '<strong>存款多久到账？</strong>提交存款后，系统通常在1-15分钟内完成审核并自动到账。',
      '<strong>取款需要满足什么条件？</strong>无任何优惠时，存款需完成1倍有效流水即可申请取款。',
      '<strong>忘记密码怎么办？</strong>请联系在线客服，核实身份后为您重置。',
    ],
  },
  {
    cateid: 2,
    name: '隐私政策',
    enname: 'Privacy policy',
    paragraphs: [
      '我们重视您的隐私。您提供的个人资料仅用于账户管理、交易处理与客户服务。',
      '未经您的同意，我们不会向任何第三方出售或出租您的个人资料。',
      '我们采用行业标准的加密技术保护您的数据传输与存储安全。',
    ],
  },
  {
    cateid: 3,
    name: '免责声明',
    enname: 'Disclaimer',
    paragraphs: [
      '会员须确保所在地区的法律允许参与线上娱乐，因违反当地法律产生的后果由会员自行承担。',
      '因网络中断、设备故障等不可抗力造成的损失，平台不承担责任。',
      '平台保留随时修改、暂停或终止任何活动的权利。',
    ],
  },
  {
    cateid: 4,
    name: '联系我们',
    enname: 'Contact us',
    paragraphs: [
      '在线客服：7×24小时，点击页面右上角客服图标即可咨询。',
      '客服邮箱：service@lobby.example',
      '商务合作：business@lobby.example',
    ],
  },
  {
    cateid: 5,
    name: '代理加盟',
    enname: 'Agent partnership',
    paragraphs: [
      '成为我们的合作代理，零成本创业，月月领取高额佣金。',
      '佣金比例最高可达55%，按月结算，无上限。',
      '在“我的”页面点击“代理加盟”即可提交申请，专属代理经理将在24小时内与您联系。',
    ],
  },
  {
    cateid: 8,
    name: '博彩责任',
    enname: 'Responsible gambling',
    paragraphs: [
      '娱乐有度，理性投注。未满18周岁者禁止参与任何博彩活动。',
      '请为自己设定投注预算与时间，切勿以借贷资金参与游戏。',
      '如您需要暂停账户，请联系在线客服为您办理自我限制。',
    ],
  },
  {
    cateid: 9,
    name: '品牌赞助',
    enname: 'Sponsorships',
    paragraphs: [
      '<strong>星河足球俱乐部 · 官方区域合作伙伴</strong>2024—2027赛季，主场看台与球衣袖标均有我们的标识。',
      '<strong>北岸篮球联赛 · 指定娱乐平台</strong>每周赛事直播与比分推送，会员可参与官方竞猜活动。',
      '<strong>城市电竞公开赛 · 冠名赞助</strong>支持本土电竞新人，总奖金池100万元。',
      '我们相信体育与公平竞技的力量，赞助收益的一部分将用于青少年体育公益项目。',
    ],
  },
];

/** An article's HTML content. */
export function articleContent(article: CatalogueArticle): string {
  return article.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');
}

/** A message of the message centre: 1 notice, 2 member message; `daysAgo` dates it from the seed's moment. */
export type CatalogueMessage = { id: number; type: 1 | 2; title: string; content: string; daysAgo: number };

const NOTICE_TITLES: ReadonlyArray<string> = [
  '关于春节期间存取款时间调整的公告',
  '新游戏上线：PG电子《寻宝黄金城》',
  '系统维护通知：凌晨02:00-04:00',
  'USDT存款通道升级完成',
  '关于防范电信诈骗的温馨提示',
  '世界杯专题活动火热进行中',
  '部分银行取款延迟的说明',
  '客服热线升级公告',
  'VIP制度全新升级',
  '关于账户安全的重要提醒',
  '真人视讯新增桌台',
  '彩票频道开奖时间调整',
  '捕鱼大奖赛获奖名单公布',
  '平台APP新版本发布',
  '端午节优惠活动预告',
];

const MESSAGE_TITLES: ReadonlyArray<string> = [
  '您的存款已到账',
  '您的取款申请已通过',
  '恭喜您晋升VIP等级',
  '返水已发放至福利中心',
  '红包活动开启提醒',
  '您申请的活动审核通过',
  '账户登录提醒',
  '生日快乐，专属礼金待领取',
  '您的取款申请已受理',
  '活动彩金已派发',
  '安全中心提醒：请绑定手机号',
  '周末充值加赠到账通知',
  '您有一笔返水待领取',
  '代理申请结果通知',
  '感谢您的反馈',
];

/** Thirty messages: fifteen notices and fifteen member messages, a day or two apart, newest first by id. */
export const MESSAGES: ReadonlyArray<CatalogueMessage> = Array.from({ length: 30 }, (_, i) => {
  const type: 1 | 2 = i % 2 === 0 ? 1 : 2;
  const title = (type === 1 ? NOTICE_TITLES : MESSAGE_TITLES)[Math.floor(i / 2)] ?? '通知';
  const content =
    type === 1
      ? `<p>尊敬的会员：</p><p>${title}。详情请咨询在线客服。</p><p>感谢您一直以来的支持！</p>`
      : `<p>亲爱的会员，${title}。</p><p>如有疑问，请联系<strong>在线客服</strong>。</p>`;
  return { id: 30 - i, type, title, content, daysAgo: i * 2 };
});

/** A VIP level: thresholds in whole yuan and rebate rates in percent (two decimals as text). */
export type CatalogueVip = {
  level: number;
  recharge: number;
  flow: number;
  rates: {
    realperson: string;
    electron: string;
    joker: string;
    sport: string;
    fish: string;
    lottery: string;
    e_sport: string;
  };
};

const VIP_THRESHOLDS: ReadonlyArray<number> = [
  0, 1_000, 5_000, 20_000, 50_000, 100_000, 300_000, 800_000, 2_000_000, 5_000_000,
];

/** The ten VIP levels, reached by cumulative deposits. */
export const VIP_LEVELS: ReadonlyArray<CatalogueVip> = VIP_THRESHOLDS.map((recharge, i) => {
  const rate = (base: number, step: number) => (base + step * i).toFixed(2);
  return {
    level: i + 1,
    recharge,
    flow: recharge * 3,
    rates: {
      realperson: rate(0.4, 0.1),
      electron: rate(0.5, 0.12),
      joker: rate(0.4, 0.1),
      sport: rate(0.45, 0.1),
      fish: rate(0.5, 0.1),
      lottery: rate(0.3, 0.05),
      e_sport: rate(0.45, 0.1),
    },
  };
});

/** The VIP level cumulative deposits of `cents` reach. */
export function vipForDeposits(cents: number): number {
  let level = 1;
  for (const vip of VIP_LEVELS) if (cents >= vip.recharge * 100) level = vip.level;
  return level;
}
