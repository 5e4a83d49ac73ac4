import { describe, expect, it } from 'vitest';
import { isForeignText } from './foreign-text.ts';
import { messages } from './messages.ts';
import type { CallResult } from './result/index.ts';
import { inSpecWords, SERVER_WORDS, UNKNOWN_REFUSAL, UNKNOWN_SUCCESS, wordResult } from './server-words.ts';

// Every English answer the running backend gave the app's calls (shared/real-backend/answers.md, its summary),
// with the Chinese the player must read: each call and text as it came, and whether the call succeeded.
const ANSWERED: readonly [path: string, text: string, ok: boolean, zh: string][] = [
  ['/api/transfer', 'transfer success', true, '转账成功'],
  ['/api/transfer', 'insufficient balance', false, '余额不足'],
  ['/api/transfer', 'invalid transfer amount', false, '请输入正确的转账金额'],
  ['/api/transfer', 'source and target are the same', false, '转出和转入钱包不能相同'],
  ['/api/transfer', 'cross-platform transfer is disabled', false, messages['transfer.venueToVenue']],
  ['/api/transall', 'transfer success', true, '回收成功'],
  ['/api/transall', 'no balance to recover', true, '没有可回收的金额'],
  ['/api/refreshusermoney', 'refresh success', true, '刷新成功'],
  ['/api/uptransferstatus', 'success', true, '申请成功'],
  ['/api/dofanshui', 'success', true, '成功领取'],
  ['/api/dofanshui', 'No eligible records', false, '没有可领取的返水'],
  ['/api/doactivityapply', 'activity apply success', true, '申请成功'],
  ['/api/doactivityapply', 'No eligible records', false, '活动不存在或您已申请过该活动'],
  ['/api/applyagentdo', 'success', true, '申请成功'],
  ['/api/applyagentdo', 'Agent application already submitted', false, '您已申请过代理'],
  ['/api/activitydeatil', 'activity not found', true, '活动不存在'],
  ['/api/withdraw', 'invalid amount', false, '请输入正确的取款金额'],
  ['/api/withdraw', 'withdraw card not found', false, '取款账户不存在，请重新选择'],
  ['/api/payinfo', 'recharge order not found', false, '充值订单不存在'],
  ['/api/getGameUrl', 'game is closed or missing', false, '该游戏已关闭或不存在'],
  ['/api/getGameUrl', 'game platform is closed', false, '该游戏平台维护中，请稍后再试'],
  ['/api/user', 'authentication failed', false, messages['session.expired']],
  ['/api/balance', 'account disabled', false, messages['session.disabled']],
  ['/api/getGameUrl', 'login expired', false, messages['session.expired']],
];

describe('the backend English answers table', () => {
  it.each(ANSWERED)('%s "%s" reads in Chinese', (path, text, ok, zh) => {
    expect(inSpecWords(path, text, ok)).toBe(zh);
  });

  it('holds only Chinese text, for English keys, under paths of the api', () => {
    for (const [path, words] of Object.entries(SERVER_WORDS)) {
      expect(path === '*' || path.startsWith('/api/')).toBe(true);
      for (const [english, zh] of Object.entries(words)) {
        expect(isForeignText(english)).toBe(true);
        expect(isForeignText(zh)).toBe(false);
        expect(zh).toMatch(/[\u4e00-\u9fff]/);
        // Every entry is reached by its own call.
        expect(inSpecWords(path === '*' ? '/api/any' : path, english, false)).toBe(zh);
      }
    }
  });

  it('uses the spec table where it words the same thing', () => {
    expect(SERVER_WORDS['*']?.['authentication failed']).toBe(messages['session.expired']);
    expect(SERVER_WORDS['*']?.['login expired']).toBe(messages['session.expired']);
    expect(SERVER_WORDS['*']?.['account disabled']).toBe(messages['session.disabled']);
    expect(SERVER_WORDS['/api/transfer']?.['game platform is required']).toBe(messages['transfer.targetRequired']);
    expect(UNKNOWN_SUCCESS).toBe(messages['generic.done']);
  });

  it('keys by call: one English text, two meanings', () => {
    expect(inSpecWords('/api/dofanshui', 'No eligible records', false)).not.toBe(
      inSpecWords('/api/doactivityapply', 'No eligible records', false),
    );
    expect(inSpecWords('/api/transfer', 'transfer success', true)).not.toBe(
      inSpecWords('/api/transall', 'transfer success', true),
    );
  });

  it('says an unknown English refusal in Chinese and keeps the words for customer service', () => {
    expect(inSpecWords('/api/transfer', 'insufficient venue balance', false)).toBe(
      `${UNKNOWN_REFUSAL}（insufficient venue balance）`,
    );
    expect(inSpecWords('/api/recharge', 'The amount field is required.', false)).toBe(
      `${UNKNOWN_REFUSAL}（The amount field is required.）`,
    );
    expect(inSpecWords('/api/somewhere', ' success ', true)).toBe(UNKNOWN_SUCCESS);
  });

  it('leaves Chinese, numbers and empty text as they came', () => {
    expect(inSpecWords('/api/withdraw', '单次提款最低金额：100', false)).toBe('单次提款最低金额：100');
    expect(inSpecWords('/api/withdraw', 'USDT 提现汇率未配置', false)).toBe('USDT 提现汇率未配置');
    expect(inSpecWords('/api/recharge', '179579490214203', true)).toBe('179579490214203');
    expect(inSpecWords('/api/transfer', '', true)).toBe('');
  });
});

describe('wordResult', () => {
  const refused: CallResult<null> = {
    ok: false,
    error: { kind: 'server', message: 'insufficient balance', code: 210 },
  };

  it('words a refusal and keeps its kind, code and status', () => {
    const worded = wordResult('/api/transfer', { ...refused, error: { ...refused.error, httpStatus: 500 } }, false);
    expect(worded).toEqual({
      ok: false,
      error: { kind: 'server', message: '余额不足', code: 210, httpStatus: 500 },
    });
  });

  it('words a success and keeps its data', () => {
    const worded = wordResult('/api/transall', { ok: true, data: { balance: 40 }, message: 'transfer success' }, false);
    expect(worded).toEqual({ ok: true, data: { balance: 40 }, message: '回收成功' });
  });

  it('leaves a success alone where the message is the answer (payinfo pay type, getVisitUrl)', () => {
    const answer = { ok: true as const, data: { method: 'bankpay' }, message: 'bankpay' };
    expect(wordResult('/api/payinfo', answer, true)).toBe(answer);
    expect(
      wordResult('/api/payinfo', { ok: false, error: { kind: 'server', message: 'recharge order not found' } }, true),
    ).toEqual({ ok: false, error: { kind: 'server', message: '充值订单不存在' } });
  });
});
