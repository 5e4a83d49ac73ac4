import { describe, expect, it } from 'vitest';
import {
  findSubmittedRecord,
  isOutcomeUnknown,
  type MoneyRecord,
  OUTCOME_CLOCK_SLACK_MS,
  outcomeMessages,
} from './outcome.ts';

// 2024-03-01 12:00:00 in Beijing (UTC+8) is 04:00:00 UTC.
const SUBMITTED_AT = Date.UTC(2024, 2, 1, 4, 0, 0);
const record = (orderNo: string, amount: number, createdAt: string): MoneyRecord => ({ orderNo, amount, createdAt });

describe('isOutcomeUnknown', () => {
  it.each([
    ['network', true],
    ['contract', true],
    ['server', false],
    ['unauthorized', false],
  ] as const)('a %s failure leaves the outcome unknown: %s', (kind, unknown) => {
    expect(isOutcomeUnknown({ kind, message: '' })).toBe(unknown);
  });
});

describe('findSubmittedRecord', () => {
  const submitted = { amount: '200.5', submittedAt: SUBMITTED_AT };

  it('finds the record of exactly the submitted amount made since the submit', () => {
    const records = [
      record('D1', 200, '2024-03-01 12:00:05'),
      record('D2', 200.5, '2024-03-01 12:00:04'),
      record('D3', 200.51, '2024-03-01 12:00:06'),
    ];
    expect(findSubmittedRecord(records, submitted)?.orderNo).toBe('D2');
    expect(findSubmittedRecord(records, { amount: '200.50', submittedAt: SUBMITTED_AT })?.orderNo).toBe('D2');
  });

  it('takes the newest when several match', () => {
    const records = [record('OLD', 200.5, '2024-03-01 12:00:01'), record('NEW', 200.5, '2024-03-01 12:00:09')];
    expect(findSubmittedRecord(records, submitted)?.orderNo).toBe('NEW');
    expect(findSubmittedRecord([...records].reverse(), submitted)?.orderNo).toBe('NEW');
  });

  it('allows the server clock to run behind the device by the slack, not more', () => {
    expect(OUTCOME_CLOCK_SLACK_MS).toBe(5 * 60 * 1000);
    expect(findSubmittedRecord([record('EARLY', 200.5, '2024-03-01 11:55:00')], submitted)?.orderNo).toBe('EARLY');
    expect(findSubmittedRecord([record('EARLIER', 200.5, '2024-03-01 11:54:59')], submitted)).toBeNull();
  });

  it('never matches an unreadable time or amount', () => {
    expect(findSubmittedRecord([record('X', 200.5, '2024/03/01 12:00:05')], submitted)).toBeNull();
    expect(findSubmittedRecord([record('X', Number.NaN, '2024-03-01 12:00:05')], submitted)).toBeNull();
    expect(findSubmittedRecord([record('X', 200.5, '2024-03-01 12:00:05')], { ...submitted, amount: '' })).toBeNull();
    expect(findSubmittedRecord([], submitted)).toBeNull();
  });

  it('words each outcome', () => {
    expect(outcomeMessages.checking).toContain('请勿重复提交');
    expect(outcomeMessages.notDone).toContain('重新提交');
    expect(outcomeMessages.unknown).toContain('资金明细');
  });
});
