import { describe, expect, it } from 'vitest';
import { parseDecimal } from './decimal.ts';
import {
  CLOCK_TOLERANCE_MS,
  checkingLabel,
  findIntentEntry,
  isOutcomeUncertain,
  isSameAmount,
  type LedgerEntry,
  type OutcomeMatch,
  outcomeMessages,
} from './outcome.ts';

const START = Date.UTC(2026, 10, 22, 4, 0, 0);
const row = (key: string, amount = 100, platform = '', at: number | null = START + 1000): LedgerEntry => ({
  key,
  amount,
  platform,
  at,
});

describe('isOutcomeUncertain', () => {
  it.each<[string, Parameters<typeof isOutcomeUncertain>[0], boolean]>([
    ['a timeout', { kind: 'network', message: '网络连接超时，请重试!' }, true],
    ['a dropped connection', { kind: 'network', message: '网络异常，请检查网络后重试！' }, true],
    ['an answer off the contract', { kind: 'contract', message: '服务器数据异常，请稍后重试' }, true],
    ['an error page without a code', { kind: 'server', message: '服务器繁忙，请稍后重试' }, true],
    ['a refusal with a code', { kind: 'server', message: '余额不足', code: 210 }, false],
    ['a 401', { kind: 'unauthorized', message: '未授权', code: 401 }, false],
    ['an HTTP 5xx that still carries a code', { kind: 'server', message: '错误', code: 500, httpStatus: 503 }, true],
    ['a coded refusal in an HTTP 4xx', { kind: 'server', message: '账号已禁用', code: 403, httpStatus: 403 }, false],
  ])('%s: %s', (_case, error, uncertain) => {
    expect(isOutcomeUncertain(error)).toBe(uncertain);
  });
});

describe('findIntentEntry', () => {
  const match: OutcomeMatch = { query: { ledger: 'transfersIn', platform: 'ag' }, amounts: ['100'], platform: 'ag' };

  it('finds a row of the amount and venue that the baseline does not hold', () => {
    const found = findIntentEntry([row('new', 100, 'ag'), row('base', 100, 'ag')], match, {
      startedAt: START,
      baseline: ['base'],
    });
    expect(found?.key).toBe('new');
  });

  it('passes over rows of another amount or venue, and rows of the baseline', () => {
    const rows = [row('a', 200, 'ag'), row('b', 100, 'pg'), row('base', 100, 'ag')];
    expect(findIntentEntry(rows, match, { startedAt: START, baseline: ['base'] })).toBeNull();
  });

  it('without a baseline, takes only rows made after the start less the clock tolerance', () => {
    const late = row('late', 100, 'ag', START - CLOCK_TOLERANCE_MS + 1);
    const old = row('old', 100, 'ag', START - CLOCK_TOLERANCE_MS - 1);
    const timeless = row('timeless', 100, 'ag', null);
    expect(findIntentEntry([old, timeless], match, { startedAt: START, baseline: null })).toBeNull();
    expect(findIntentEntry([old, late], match, { startedAt: START, baseline: null })?.key).toBe('late');
  });

  it('takes any amount and venue when the match names none (recover-all)', () => {
    const any: OutcomeMatch = { query: { ledger: 'transfersOut', platform: '' }, amounts: null, platform: '' };
    expect(findIntentEntry([row('x', 3.5, 'pg')], any, { startedAt: START, baseline: [] })?.key).toBe('x');
  });

  it('compares amounts exactly: 100.00 is 100, 100.01 is not', () => {
    const cents: OutcomeMatch = { query: { ledger: 'withdrawals' }, amounts: ['100.00'], platform: '' };
    expect(findIntentEntry([row('a', 100.01)], cents, { startedAt: START, baseline: [] })).toBeNull();
    expect(findIntentEntry([row('b', 100)], cents, { startedAt: START, baseline: [] })?.key).toBe('b');
  });
});

describe('isSameAmount', () => {
  it('compares a number with a decimal exactly', () => {
    const exact = parseDecimal('0.30');
    expect(exact).not.toBeNull();
    if (exact !== null) expect(isSameAmount(0.3, exact)).toBe(true);
    expect(isSameAmount(0.1 + 0.2, 0.3)).toBe(false);
  });
});

describe('checkingLabel', () => {
  it('says how long the check has run, in whole seconds', () => {
    expect(checkingLabel(0)).toBe('核实中…已核实0秒');
    expect(checkingLabel(12_900)).toBe('核实中…已核实12秒');
  });

  it('has its words', () => {
    expect(outcomeMessages.unknown).toContain('交易记录');
  });
});
