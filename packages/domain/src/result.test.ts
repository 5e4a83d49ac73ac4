import { describe, expect, it } from 'vitest';
import { serverMessage } from './result.ts';

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
