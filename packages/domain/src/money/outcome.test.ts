import { describe, expect, it } from 'vitest';
import { parseDecimal } from './decimal.ts';
import {
  addedEntries,
  isOutcomeUncertain,
  isSameAmount,
  judgeOutcome,
  type LedgerEntry,
  outcomeMessages,
} from './outcome.ts';

const row = (key: string, amount = 100, platform = ''): LedgerEntry => ({ key, amount, platform });

describe('isOutcomeUncertain', () => {
  it.each<[string, Parameters<typeof isOutcomeUncertain>[0], boolean]>([
    ['a timeout', { kind: 'network', message: '网络连接超时，请重试!' }, true],
    ['a dropped connection', { kind: 'network', message: '网络异常，请检查网络后重试！' }, true],
    ['an answer off the contract', { kind: 'contract', message: '服务器数据异常，请稍后重试' }, true],
    ['an error page without a code', { kind: 'server', message: '服务器繁忙，请稍后重试' }, true],
    ['a refusal with a code', { kind: 'server', message: '余额不足', code: 210 }, false],
    ['a 401', { kind: 'unauthorized', message: '未授权', code: 401 }, false],
  ])('%s: %s', (_case, error, uncertain) => {
    expect(isOutcomeUncertain(error)).toBe(uncertain);
  });
});

describe('addedEntries', () => {
  it('finds the rows the second read gained, newest first', () => {
    expect(addedEntries([row('a'), row('b')], [row('c'), row('a'), row('b')])).toEqual([row('c')]);
  });

  it('counts equal keys as often as they occur', () => {
    expect(addedEntries([row('same')], [row('same'), row('same')])).toEqual([row('same')]);
  });

  it('ignores rows that dropped off the end of the page', () => {
    expect(addedEntries([row('a'), row('b'), row('c')], [row('a'), row('b')])).toEqual([]);
  });
});

describe('isSameAmount', () => {
  it('compares money exactly', () => {
    expect(isSameAmount(100, 100)).toBe(true);
    expect(isSameAmount(100, parseDecimal('100.00') ?? { units: 0n, scale: 0 })).toBe(true);
    expect(isSameAmount(0.3, 0.1 + 0.2)).toBe(false);
    expect(isSameAmount(Number.NaN, 1)).toBe(false);
  });
});

describe('judgeOutcome', () => {
  it('is done when a row of that amount appeared', () => {
    expect(judgeOutcome([row('a', 50)], [row('b', 100), row('a', 50)], { amount: 100 })).toBe('done');
  });

  it('is not done when nothing appeared, or only rows of another amount or venue', () => {
    expect(judgeOutcome([row('a')], [row('a')], { amount: 100 })).toBe('notDone');
    expect(judgeOutcome([], [row('b', 200)], { amount: 100 })).toBe('notDone');
    expect(judgeOutcome([], [row('b', 100, 'ag')], { amount: 100, platform: 'pg' })).toBe('notDone');
    expect(judgeOutcome([], [row('b', 100, 'pg')], { amount: 100, platform: 'pg' })).toBe('done');
  });

  it('is unknown when either read is missing', () => {
    expect(judgeOutcome(null, [row('a')], { amount: 100 })).toBe('unknown');
    expect(judgeOutcome([row('a')], null, { amount: 100 })).toBe('unknown');
  });

  it('words each outcome', () => {
    for (const text of Object.values(outcomeMessages)) expect(text.trim()).not.toBe('');
  });
});
