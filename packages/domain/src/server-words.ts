import { isForeignText } from './foreign-text.ts';
import type { CallResult } from './result/index.ts';

/**
 * The backend's English answers, in the Chinese the player reads: the one table of them. Read from the backend's
 * source (`app/Http/Controllers/Api/*.php`, `app/Http/Middleware/Apiauthenticate.php`; its code table
 * `config/errorcode.php` is Chinese already under `Lang: zh`) and confirmed by running it
 * (`shared/real-backend/answers.md`). Keyed by the call's path, then the text, because one text means different
 * things per call ("No eligible records" is an empty rebate on /api/dofanshui and a refused application on
 * /api/doactivityapply; "transfer success" ends a recover-all too). `*` holds what any signed-in call can answer.
 *
 * Each text is the spec's where it has one (the comment names where: a key of shared/spec/messages.md, the
 * backend contract's summary, or the backend's own zh code table); "ours" marks text written here because the
 * spec has none.
 */
export const SERVER_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '*': {
    // Apiauthenticate.php:17, HTTP 401: messages.md session.expired.
    'authentication failed': '您的账号登陆过期，请重新登陆',
    // Apiauthenticate.php:21, HTTP 403 (status 0, isdel or isblack): messages.md session.disabled.
    'account disabled': '该用户已被禁用，请联系管理员！',
    // Every controller when the token's player is gone: messages.md session.expired.
    'login expired': '您的账号登陆过期，请重新登陆',
  },
  '/api/transfer': {
    // PayController.php:1082, out of a venue (into one answers the code table's 成功). Ours.
    'transfer success': '转账成功',
    // PayController.php:915 (the whole-yuan amount is below 1). Ours.
    'invalid transfer amount': '请输入正确的转账金额',
    // PayController.php:918. Ours.
    'source and target are the same': '转出和转入钱包不能相同',
    // PayController.php:921: messages.md transfer.venueToVenue.
    'cross-platform transfer is disabled': '场馆内钱包不支持互转',
    // PayController.php:926: messages.md transfer.targetRequired.
    'game platform is required': '请选择转入平台',
    // PayController.php:983: the code table's 210.
    'insufficient balance': '余额不足',
    // PayController.php:969. Ours.
    'transfer amount exceeds player limit': '转账金额超过您的单笔限额',
    // PayController.php:975, 1036: a transfer of the same venue is still pending. Ours.
    'transfer is processing': '上一笔转账正在处理中，请稍后再试',
    // PayController.php:1018, 1072, when the aggregator gave no words: the code table's 209 reads as a Tg wallet. Ours.
    'transfer failed': '转账失败，请稍后重试',
  },
  '/api/transall': {
    // PayController.php:1082 through safeUserTransAll: the backend contract's 回收成功.
    'transfer success': '回收成功',
    // PayController.php:949, 960: the backend contract's 没有可回收的金额.
    'no balance to recover': '没有可回收的金额',
    // PayController.php:955, the venue's balance could not be read. Ours.
    'balance query failed': '场馆余额查询失败，请稍后重试',
    'transfer is processing': '上一笔转账正在处理中，请稍后再试',
    'transfer failed': '回收失败，请稍后重试',
  },
  '/api/refreshusermoney': {
    // PayController.php:99: the backend contract's 刷新成功.
    'refresh success': '刷新成功',
  },
  '/api/uptransferstatus': {
    // IndexController.php:2090: the backend contract's 申请成功.
    success: '申请成功',
  },
  '/api/dofanshui': {
    // IndexController.php:2166: the backend contract's 成功领取.
    success: '成功领取',
    // IndexController.php:2152, 2168: the backend contract's (and the code table's 221) 没有可领取的返水.
    'No eligible records': '没有可领取的返水',
  },
  '/api/doactivityapply': {
    // IndexController.php:2260: the backend contract's 申请成功.
    'activity apply success': '申请成功',
    // IndexController.php:2204-2249: one text for an unknown or closed activity and for every earlier application;
    // the contract's 活动不存在 and 您已经申请过 in one sentence. Ours.
    'No eligible records': '活动不存在或您已申请过该活动',
    // IndexController.php:2257, 2260. Ours.
    'activity apply failed': '申请失败，请稍后重试',
    // Controller.php:410. Ours.
    'Invalid or expired activity coupon': '优惠码无效或已过期',
  },
  '/api/activitydeatil': {
    // IndexController.php:963 (code 200 with a blank promotion): the code table's 222 活动不存在.
    'activity not found': '活动不存在',
  },
  '/api/applyagentdo': {
    // IndexController.php:2832: the backend contract's 申请成功.
    success: '申请成功',
    // IndexController.php:2823 (code 500): the backend contract's (and the code table's 226) 您已申请过代理.
    'Agent application already submitted': '您已申请过代理',
  },
  '/api/withdraw': {
    // PayController.php:486 (not a number, or 0 and below). Ours.
    'invalid amount': '请输入正确的取款金额',
    // PayController.php:550. Ours.
    'withdraw card not found': '取款账户不存在，请重新选择',
  },
  '/api/payinfo': {
    // PayController.php:116. Ours.
    'recharge order not found': '充值订单不存在',
    // PayController.php:122-203: the order's channel is switched off. Ours.
    'bank pay channel unavailable': '该支付通道暂不可用，请选择其他方式',
    'alipay channel unavailable': '该支付通道暂不可用，请选择其他方式',
    'wechat channel unavailable': '该支付通道暂不可用，请选择其他方式',
    'usdt trc20 channel unavailable': '该支付通道暂不可用，请选择其他方式',
    'usdt erc20 channel unavailable': '该支付通道暂不可用，请选择其他方式',
    'ebpay channel unavailable': '该支付通道暂不可用，请选择其他方式',
  },
  '/api/recharge': {
    // PayController.php:268. Ours.
    'bank pay channel unavailable': '该支付通道暂不可用，请选择其他方式',
  },
  '/api/getGameUrl': {
    // IndexController.php:1516 (no such game of that venue and category). Ours.
    'game is closed or missing': '该游戏已关闭或不存在',
    // IndexController.php:1512. Ours.
    'game platform is closed': '该游戏平台维护中，请稍后再试',
    // IndexController.php:1528. Ours.
    'game access restricted': '您暂时无法进入该游戏，请联系客服',
  },
  '/api/get_pay_way': {
    // PayController.php:1259: the code table's 200.
    success: '成功',
  },
};

/** Said for an English refusal the table does not know; the backend's words follow it in brackets. Ours. */
export const UNKNOWN_REFUSAL = '操作未成功，请稍后重试或联系客服';

/** Said for an English success the table does not know: messages.md generic.done. */
export const UNKNOWN_SUCCESS = '操作成功！';

/**
 * The Chinese for what call `path` answered: the table's text for that call or any call; an English text it does
 * not know becomes a plain Chinese sentence (a refusal keeps the backend's words in brackets, for customer service);
 * Chinese and empty text stay as they are.
 */
export function inSpecWords(path: string, text: string, ok: boolean): string {
  const key = text.trim();
  if (!isForeignText(key)) return text;
  const known = SERVER_WORDS[path]?.[key] ?? SERVER_WORDS['*']?.[key];
  if (known !== undefined) return known;
  return ok ? UNKNOWN_SUCCESS : `${UNKNOWN_REFUSAL}（${key}）`;
}

/**
 * A call's result with its message in the spec's Chinese (see {@link inSpecWords}). `messageIsData`: the call
 * carries a value in a good answer's message (a deposit's order number, payinfo's pay type, getVisitUrl's
 * wap or pc), which stays as it came.
 */
export function wordResult<T>(path: string, result: CallResult<T>, messageIsData: boolean): CallResult<T> {
  if (result.ok) {
    return messageIsData ? result : { ...result, message: inSpecWords(path, result.message, true) };
  }
  return { ...result, error: { ...result.error, message: inSpecWords(path, result.error.message, false) } };
}
