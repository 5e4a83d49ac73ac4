import { describe, expect, it } from 'vitest';
import { parseDecimal } from './decimal.ts';
import {
  CLOCK_TOLERANCE_MS,
  canTellNotDone,
  checkingLabel,
  findIntentEntry,
  type IntentMark,
  isOutcomeUncertain,
  isSameAmount,
  type LedgerEntry,
  newestAt,
  type OutcomeMatch,
  outcomeMessages,
  SERVER_CLOCK_TOLERANCE_MS,
} from './outcome.ts';

const START = Date.UTC(2026, 10, 22, 4, 0, 0);
const row = (key: string, amount = 100, platform = '', at: number | null = START + 1000): LedgerEntry => ({
  key,
  amount,
  platform,
  at,
});

/** A check's mark: the device's start, the baseline, and the server's start where known. */
const mark = (
  baseline: readonly string[] | null,
  server: { serverStartedAt?: number | null; baselineAt?: number | null } = {},
): IntentMark => ({
  startedAt: START,
  baseline,
  serverStartedAt: server.serverStartedAt ?? null,
  baselineAt: server.baselineAt ?? null,
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
    ['a coded refusal in an HTTP 4xx', { kind: 'server', message: '请求无效', code: 422, httpStatus: 422 }, false],
    [
      "a blocked member's 403",
      { kind: 'blocked', message: '该用户已被禁用，请联系管理员！', code: 403, httpStatus: 403 },
      false,
    ],
  ])('%s: %s', (_case, error, uncertain) => {
    expect(isOutcomeUncertain(error)).toBe(uncertain);
  });
});

describe('findIntentEntry', () => {
  const match: OutcomeMatch = { query: { ledger: 'transfersIn', platform: 'ag' }, amounts: ['100'], platform: 'ag' };

  it('finds a row of the amount and venue that the baseline does not hold', () => {
    const found = findIntentEntry([row('new', 100, 'ag'), row('base', 100, 'ag')], match, mark(['base']));
    expect(found?.key).toBe('new');
  });

  it('passes over rows of another amount or venue, and rows of the baseline', () => {
    const rows = [row('a', 200, 'ag'), row('b', 100, 'pg'), row('base', 100, 'ag')];
    expect(findIntentEntry(rows, match, mark(['base']))).toBeNull();
  });

  it('without a baseline, takes only rows made after the start less the clock tolerance', () => {
    const late = row('late', 100, 'ag', START - CLOCK_TOLERANCE_MS + 1);
    const old = row('old', 100, 'ag', START - CLOCK_TOLERANCE_MS - 1);
    const timeless = row('timeless', 100, 'ag', null);
    expect(findIntentEntry([old, timeless], match, mark(null))).toBeNull();
    expect(findIntentEntry([old, late], match, mark(null))?.key).toBe('late');
  });

  it('takes any amount and venue when the match names none (recover-all)', () => {
    const any: OutcomeMatch = { query: { ledger: 'transfersOut', platform: '' }, amounts: null, platform: '' };
    expect(findIntentEntry([row('x', 3.5, 'pg')], any, mark([]))?.key).toBe('x');
  });

  it('matches venue codes whatever their case: the backend logs them upper case', () => {
    expect(findIntentEntry([row('up', 100, 'AG')], match, mark([]))?.key).toBe('up');
    const upper: OutcomeMatch = { ...match, platform: 'AG' };
    expect(findIntentEntry([row('low', 100, 'ag')], upper, mark([]))?.key).toBe('low');
    expect(findIntentEntry([row('pg', 100, 'PG')], match, mark([]))).toBeNull();
  });

  it('counts the baseline as a multiset: a second row with the same key is a new row', () => {
    // Two transfers of one amount in one second carry the same key (no order number, no state in it).
    expect(findIntentEntry([row('same', 100, 'ag'), row('same', 100, 'ag')], match, mark(['same']))?.key).toBe('same');
    expect(findIntentEntry([row('same', 100, 'ag')], match, mark(['same']))).toBeNull();
  });

  it("judges the time on the server's clock when it is known, whatever the device's clock says", () => {
    const serverStart = START - 15 * 60_000;
    const fresh = row('fresh', 100, 'ag', serverStart + 40_000);
    const old = row('old', 100, 'ag', serverStart - SERVER_CLOCK_TOLERANCE_MS - 1000);
    expect(findIntentEntry([fresh], match, mark(null, { serverStartedAt: serverStart }))?.key).toBe('fresh');
    expect(findIntentEntry([old], match, mark(null, { serverStartedAt: serverStart }))).toBeNull();
    // By the device's clock (15 minutes fast) the fresh row would be older than the start less the tolerance.
    expect(findIntentEntry([fresh], match, mark(null))).toBeNull();
  });

  it("without the server's clock, a baseline's newest row time is the bound", () => {
    const newest = START - 3_600_000;
    const fresh = row('fresh', 100, 'ag', START - 15 * 60_000);
    const older = row('older', 100, 'ag', newest - 1000);
    expect(findIntentEntry([fresh], match, mark(['b'], { baselineAt: newest }))?.key).toBe('fresh');
    expect(findIntentEntry([older], match, mark(['b'], { baselineAt: newest }))).toBeNull();
    // An empty baseline bounds nothing: every row after it is new.
    expect(findIntentEntry([older], match, mark([]))?.key).toBe('older');
  });

  it('prefers a settled row to a pending one', () => {
    const pending: LedgerEntry = { ...row('p', 100, 'ag'), pending: true };
    expect(findIntentEntry([pending, row('s', 100, 'ag')], match, mark([]))?.key).toBe('s');
    expect(findIntentEntry([pending], match, mark([]))?.key).toBe('p');
  });

  it('compares amounts exactly: 100.00 is 100, 100.01 is not', () => {
    const cents: OutcomeMatch = { query: { ledger: 'withdrawals' }, amounts: ['100.00'], platform: '' };
    expect(findIntentEntry([row('a', 100.01)], cents, mark([]))).toBeNull();
    expect(findIntentEntry([row('b', 100)], cents, mark([]))?.key).toBe('b');
  });
});

describe('canTellNotDone', () => {
  it("needs a baseline or the server's clock: the device's clock alone never says not done", () => {
    expect(canTellNotDone(mark([]))).toBe(true);
    expect(canTellNotDone(mark(null, { serverStartedAt: START }))).toBe(true);
    expect(canTellNotDone(mark(null))).toBe(false);
  });
});

describe('newestAt', () => {
  it('is the newest readable time of a page, or null', () => {
    expect(newestAt([row('a', 1, '', START - 5), row('b', 1, '', START), row('c', 1, '', null)])).toBe(START);
    expect(newestAt([row('c', 1, '', null)])).toBeNull();
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
