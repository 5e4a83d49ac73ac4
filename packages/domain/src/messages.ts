import { depositMessages } from './messages.deposit.ts';
import { launchMessages } from './messages.launch.ts';
import { moneyLabels, moneyMessages } from './messages.money.ts';
import { shellLabels, shellMessages } from './messages.shell.ts';
import { recordLabels } from './records/index.ts';

export { formatMessage } from './messages.format.ts';

/**
 * Every message the app shows, keyed as in the product's message table (shared/spec/messages.md).
 * The text is the contract: acceptance tests compare it character for character, so never edit it here alone.
 */
export const messages = {
  ...shellMessages,
  ...launchMessages,
  ...moneyMessages,

  // Login and registration (part 1, checked in this order)
  'register.agreement': '请阅读并同意相关条款和隐私协议！',
  'register.username': '用户名不能低于6位字符，且为字母与数字组合！',
  'register.password': '密码至少8位，且为字母与数字组合！',
  'register.confirm': '两次密码不一致！',
  'register.realname': '姓名格式不正确，可为中文或英文名！',
  'register.payPassword': '支付密码必须为6位数字！',
  'captcha.wrong': '验证码错误！',
  'login.required': '请输入您的账号和密码！',
  'login.captchaRequired': '请输入验证码！',

  // Profile, passwords (part 2, checked in this order)
  'profile.mobile': '请输入正确手机号',
  'profile.email': '请输入正确邮箱号',
  'profile.birthday': '请输入正确的日期格式：YYYY-MM-DD',
  'profile.saved': '操作成功',
  'password.currentRequired': '请输入旧密码',
  'password.nextRequired': '请输入新密码',
  'password.currentLength': '请输入正确的旧密码长度',
  'password.nextLength': '请输入正确的新密码长度',
  'password.confirmRequired': '请输入确认密码',
  'password.mismatch': '两次密码不一致！',
  'password.same': '新旧密码不能一致！',
  'password.changed': '密码修改成功！',

  // Bound accounts (part 2)
  'wallet.addressRequired': '请输入钱包地址',
  'wallet.protocolRequired': '请选择钱包协议',
  'wallet.payPasswordRequired': '请输入支付密码',
  'wallet.unbindTitle': '解绑卡片',
  'wallet.unbindPayPassword': '请输入6位数字支付密码',
  'wallet.unbound': '解绑成功',
  'bankCard.nameRequired': '请输入姓名',
  'bankCard.bankRequired': '请输入银行',
  'bankCard.addressRequired': '请输入开户行地址',
  'bankCard.numberRequired': '请输入银行卡号',
  'bankCard.payPasswordRequired': '请输入支付密码',
  'bankCard.numberLength': '请输入正确的卡号长度',
  'bankCard.payPasswordLength': '请输入支付密码长度',
  'bankCard.bound': '绑定成功',
  'usdt.addressRequired': '请输入USDT地址',
  'usdt.protocolRequired': '请选择钱包协议',
  'usdt.payPasswordRequired': '请输入支付密码',

  // Deposit, payment info (part 2)
  ...depositMessages,

  // Agent, rebate, red packet, activity (part 2)
  'agent.mobile': '请输入正确手机号',
  'agent.reasonRequired': '请输入申请理由',
  'rebate.nothingToClaim': '暂无领取额度！',
  'redPacket.notEligible': '您还未达到领取条件，快去完成吧！',
  'redPacket.serverError': '服务器异常，请稍后再试',
} as const;

/** A key of the message table. */
export type MessageKey = keyof typeof messages;

/**
 * The fixed labels of the message table's last section. Lists keep the order the screens show them in;
 * the state tables are indexed by the server's code.
 */
export const labels = {
  ...shellLabels,
  ...moneyLabels,
  ...recordLabels,
  helpArticles: [
    { value: 7, label: '关于我们' },
    { value: 1, label: '常见问题' },
    { value: 2, label: '隐私政策' },
    { value: 3, label: '免责声明' },
    { value: 4, label: '联系我们' },
    { value: 5, label: '代理加盟' },
    { value: 8, label: '博彩责任' },
  ],
  /**
   * The promotions menu's first entry, all offers (part 1 §2 names it only in English; the message table has no
   * Chinese for it, so this is the domain's wording until the table gains a row).
   */
  allOffers: '全部优惠',
  faqVersion: 'V2.1.1.20220906',
  /** The member page's line under the name (part 2 §2 gives it in English only): fill `{days}` with joinday. */
  joinDay: '加入本站第{days}天',
} as const;
