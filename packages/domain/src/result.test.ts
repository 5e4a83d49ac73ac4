import { describe, expect, it } from 'vitest';
import { type CallResult, dataOr, errorOf, messageOf, serverMessage } from './result.ts';

describe('serverMessage', () => {
  it.each([
    ['server', '维护中', '维护中'],
    ['unauthorized', '未授权', '未授权'],
    ['server', '', null],
    ['network', '网络异常，请检查网络后重试！', null],
    ['contract', '服务器数据异常，请稍后重试', null],
  ] as const)('a %s failure saying %j shows %j', (kind, message, shown) => {
    expect(serverMessage({ kind, message })).toBe(shown);
  });
});

describe('reading a result without narrowing it', () => {
  it('gives the data or the fallback, the error, the message', () => {
    const good: CallResult<number> = { ok: true, data: 1, message: '好' };
    const bad: CallResult<number> = { ok: false, error: { kind: 'network', message: '断网' } };
    expect(dataOr(good, null)).toBe(1);
    expect(dataOr(bad, null)).toBeNull();
    expect(errorOf(bad)).toEqual({ kind: 'network', message: '断网' });
    expect(errorOf(good)).toEqual({ kind: 'server', message: '' });
    expect(messageOf(good)).toBe('好');
    expect(messageOf(bad)).toBe('');
  });
});
