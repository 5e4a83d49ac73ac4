import { describe, expect, it } from 'vitest';
import { formatMessage, labels, messages } from './messages.ts';

describe('messages', () => {
  it('holds every row of the message table', () => {
    expect(Object.keys(messages)).toHaveLength(80);
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });

  it('ships the corrected forms of the spec typos', () => {
    const all = Object.values(messages).join('\n');
    expect(all).not.toContain('输人');
    expect(all).not.toContain('地址地址');
    expect(messages['wallet.payPasswordRequired']).toBe('请输入支付密码');
    expect(messages['withdraw.walletRequired']).toBe('请选择钱包地址');
  });

  it.each([
    ['session.expiredTitle', '认证失败'],
    ['session.expired', '您的账号登陆过期，请重新登陆'],
    ['logout.confirm', '您确定要退出登录吗?'],
    ['game.jumping', '跳转中...'],
    ['game.networkTimeout', '网络连接超时，请重试!'],
    ['hot.networkTimeout', '网络连接超时，请重试'],
    ['profile.birthday', '请输入正确的日期格式：YYYY-MM-DD'],
    ['generic.done', '操作成功！'],
  ] as const)('%s reads %s exactly', (key, text) => {
    expect(messages[key]).toBe(text);
  });
});

describe('formatMessage', () => {
  it('fills holes with their values', () => {
    expect(formatMessage(messages['deposit.amountRange'], { min: 100, max: 50000 })).toBe(
      '请输入100-50000之间的金额！',
    );
  });

  it('leaves a hole without a value as written', () => {
    expect(formatMessage(messages['deposit.amountRange'], { min: '100' })).toBe('请输入100-{max}之间的金额！');
  });
});

describe('labels', () => {
  it('keeps the screens order of help articles and game categories', () => {
    expect(labels.helpArticles.map((entry) => entry.value)).toEqual([7, 1, 2, 3, 4, 5, 8]);
    expect(labels.gameCategories.map((entry) => entry.label)).toEqual(['热门', '电子', '棋牌', '真人', '体育', '彩票']);
    expect(labels.fishingCategory).toEqual({ label: '捕鱼', path: '/concise?type=obgdy' });
  });

  it('maps state codes to their labels', () => {
    expect(labels.betStatus[3]).toBe('已取消');
    expect(labels.reviewState[2]).toBe('审核通过');
    expect(labels.transferState[2]).toBe('待结算');
    expect(labels.activityApplyState[4]).toBe('不同意');
    expect(labels.faqVersion).toBe('V2.1.1.20220906');
    expect(formatMessage(labels.joinDay, { days: 12 })).toBe('加入本站第12天');
  });
});
