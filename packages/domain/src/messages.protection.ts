import { signInNotice } from './messages.notice.ts';

/**
 * Player protection's words (issue #34; not in the spec's message table, so kept apart from `messages`): the
 * responsible-gaming page, the reality check, deposit limits and a break. `{name}` holes are filled by
 * `formatMessage`.
 */
export const protectionMessages = {
  ...signInNotice,
  'protection.title': '负责任博彩',
  'protection.deviceOnly': '此设置仅在本设备上生效',
  'protection.onAccount': '存款限额和暂停已保存在您的账户中，在所有设备上生效；现实检查间隔仅在本设备上生效',
  'protection.saved': '已保存',
  'protection.notKept': '设置未能保存到本设备，请检查浏览器的存储权限后重试',

  // The reality check
  'protection.check.title': '现实检查',
  'protection.check.elapsed': '您本次已登录 {time}',
  'protection.check.result': '本次登录以来：投注 {stakes}，派彩 {wins}，输赢 {net}',
  'protection.check.loading': '正在读取本次登录以来的投注记录…',
  'protection.check.unreadable': '暂时无法读取本次登录以来的投注记录，输赢未能统计',
  'protection.check.continue': '继续',
  'protection.check.records': '查看投注记录',
  'protection.check.logout': '退出登录',
  'protection.check.tools': '调整提醒间隔、存款限额或暂停',
  'protection.interval.label': '现实检查间隔',
  'protection.interval.off': '关闭',
  'protection.interval.minutes': '{minutes}分钟',

  // Deposit limits
  'protection.period.day': '24小时',
  'protection.period.week': '7天',
  'protection.period.month': '30天',
  'protection.limit.label': '{period}存款限额',
  'protection.limit.none': '未设置',
  'protection.limit.invalid': '请输入正确的限额金额，最多两位小数',
  'protection.limit.over': '已超出您设置的{period}存款限额 {limit}，剩余可存 {left}',
  'protection.limit.unreadable': '暂时无法核对您的存款限额，请稍后重试',
  'protection.limit.raisePending': '{period}存款限额将于 {at} 调整为 {amount}',
  'protection.limit.removalPending': '{period}存款限额将于 {at} 取消',
  'protection.limit.coolingOff': '降低限额立即生效；提高或取消限额需等待24小时后生效',

  // The strict profile's notice before a first deposit
  'protection.firstDeposit.title': '存款须知',
  'protection.firstDeposit':
    '为帮助您理性娱乐，您可以在「负责任博彩」中设置存款限额、现实检查提醒，或暂停一段时间。存款即表示您已年满18周岁。',
  'protection.firstDeposit.tools': '前往设置',
  'protection.firstDeposit.ok': '我知道了',

  // A break and self-exclusion
  'protection.break.label': '暂停一段时间',
  'protection.break.confirm': '确定要暂停{duration}吗？暂停期间将无法在本设备登录。',
  'protection.break.confirmAgain': '请再次确认：暂停{duration}，到期前无法撤销。',
  'protection.exclusion.label': '申请更长时间的自我排除',
  'protection.exclusion.request':
    '您好，我申请自我排除（在此期间禁止登录和存款），账号：{username}。请协助办理，谢谢。',

  // The self-check (Problem Gambling Severity Index, PGSI)
  'protection.selfCheck.title': '自我评估',
  'protection.selfCheck.intro': '请回想过去12个月，选择最符合您情况的答案。',
  'protection.selfCheck.unanswered': '请回答全部问题',
  'protection.selfCheck.q1': '您下注的金额是否超过了您真正输得起的钱？',
  'protection.selfCheck.q2': '您是否需要下注越来越多的钱，才能获得同样的兴奋感？',
  'protection.selfCheck.q3': '您是否曾在另一天回来，想把输掉的钱赢回来？',
  'protection.selfCheck.q4': '您是否曾借钱或变卖物品来获得赌资？',
  'protection.selfCheck.q5': '您是否曾觉得自己的博彩可能有问题？',
  'protection.selfCheck.q6': '博彩是否给您带来了健康问题，包括压力或焦虑？',
  'protection.selfCheck.q7': '是否有人批评过您的博彩，或说您有博彩问题（无论您是否认同）？',
  'protection.selfCheck.q8': '您的博彩是否给您或您的家庭带来了经济问题？',
  'protection.selfCheck.q9': '您是否曾对自己博彩的方式或博彩后发生的事感到内疚？',
  'protection.selfCheck.a0': '从不',
  'protection.selfCheck.a1': '有时',
  'protection.selfCheck.a2': '经常',
  'protection.selfCheck.a3': '几乎总是',
  'protection.selfCheck.score': '得分 {score}/27',
  'protection.selfCheck.none': '您的回答未显示博彩问题的迹象。请继续量力而行，理性娱乐。',
  'protection.selfCheck.low': '您的回答显示低度风险。建议设置存款限额和现实检查，让娱乐保持在可控范围内。',
  'protection.selfCheck.moderate':
    '您的回答显示中度风险，博彩可能已带来一些负面影响。建议设置限额、暂停一段时间，并联系客服获取帮助。',
  'protection.selfCheck.problem':
    '您的回答显示博彩可能已给您带来严重问题。建议立即暂停或申请自我排除，并寻求专业机构的帮助。',
} as const;

/** A key of {@link protectionMessages}. */
export type ProtectionMessageKey = keyof typeof protectionMessages;
