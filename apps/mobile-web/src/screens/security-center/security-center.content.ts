// The security centre's static advice (part 2 §2), grouped under its three tabs. Plain text, written here: the
// page makes no call.

/** One piece of advice: a heading and its paragraphs. */
export type SecurityAdvice = { title: string; paragraphs: readonly string[] };

/** A tab of the security centre. */
export type SecurityTopic = { key: 'account' | 'fraud' | 'topics'; label: string; advice: readonly SecurityAdvice[] };

/** The three tabs in the spec's order: account protection, anti-fraud cases, security topics. */
export const SECURITY_TOPICS: readonly SecurityTopic[] = [
  {
    key: 'account',
    label: '账户保护',
    advice: [
      {
        title: '验证手机与邮箱',
        paragraphs: [
          '请尽快在个人资料中填写并核对手机号与邮箱，账户异常或找回密码时，我们只通过已验证的联系方式与您确认身份。',
        ],
      },
      {
        title: '保护个人信息',
        paragraphs: [
          '请勿向任何人透露账户名、登录密码、支付密码与验证码，不要在公共设备上保存登录状态，离开时请退出登录。',
        ],
      },
      {
        title: '工作人员不会索要密码',
        paragraphs: ['平台工作人员在任何情况下都不会向您索要登录密码或支付密码，凡是索要密码的都是诈骗。'],
      },
      {
        title: '弱密码警示',
        paragraphs: ['请勿使用生日、手机号、连续或重复的数字作为密码，登录密码与支付密码请分开设置，并定期更换。'],
      },
      {
        title: '一人一户',
        paragraphs: ['每位会员仅可注册一个账户。重复注册或提供伪造资料的账户，平台有权取消相关投注并冻结账户。'],
      },
    ],
  },
  {
    key: 'fraud',
    label: '防骗案例',
    advice: [
      {
        title: '没有线下代收服务',
        paragraphs: [
          '平台不提供任何线下代收、代充或代提服务。有人自称平台人员、要求您转账到个人账户的，均为诈骗，请立即停止并联系在线客服。',
        ],
      },
      {
        title: '官方客服只有文字与电话',
        paragraphs: [
          '官方客服仅通过本站的在线客服（文字）与公布的客服电话联系您，不会通过陌生社交账号、短信链接要求您操作账户。',
        ],
      },
      {
        title: '警惕浏览器与DNS劫持',
        paragraphs: [
          '请只通过官方下载的APP或收藏的官方网址访问。若页面地址异常、出现陌生弹窗或要求重新输入密码，请立即关闭页面，更换网络并清除浏览器缓存；必要时将DNS改为可信的公共DNS。',
        ],
      },
    ],
  },
  {
    key: 'topics',
    label: '安全专题',
    advice: [
      {
        title: '投注与登录安全',
        paragraphs: [
          '投注前请核对注单内容，确认后再提交；发现陌生设备登录或非本人投注，请立即修改登录密码并联系在线客服。',
        ],
      },
      {
        title: '存款与取款安全',
        paragraphs: [
          '存款时请以页面显示的最新收款信息为准，每次存款前重新获取；取款只会打入您本人绑定的银行卡或钱包地址。',
        ],
      },
      {
        title: '实名认证（KYC）',
        paragraphs: [
          '根据监管要求，平台可能要求您提供身份证明等资料完成实名认证，认证资料仅用于核实身份，我们将严格保密。',
        ],
      },
      {
        title: '合法合规',
        paragraphs: ['请确认您所在地区的法律允许参与线上娱乐，并遵守当地法律法规；未满18周岁者禁止注册。'],
      },
    ],
  },
];
