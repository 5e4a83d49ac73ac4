import { describe, expect, it } from 'vitest';
import { PAY_WINDOW_MS, payCountdown, payTimeLeft } from './pay-countdown.ts';

// 2024-03-01 12:00:00 in Beijing (UTC+8) is 04:00:00 UTC.
const CREATED = '2024-03-01 12:00:00';
const CREATED_MS = Date.UTC(2024, 2, 1, 4, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('payCountdown', () => {
  it.each([
    ['at creation', 0, '60:00'],
    ['one second in', SECOND, '59:59'],
    ['half a second in (a started second counts)', SECOND / 2, '60:00'],
    ['one minute in', MINUTE, '59:00'],
    ['half way', 30 * MINUTE + 15 * SECOND, '29:45'],
    ['one second before the end', 60 * MINUTE - SECOND, '00:01'],
    ['a moment before the end', 60 * MINUTE - 1, '00:01'],
    ['at the end', 60 * MINUTE, '00:00'],
    ['long after', 24 * 60 * MINUTE, '00:00'],
    ['with a device clock behind the server', -5 * MINUTE, '60:00'],
  ])('shows the window %s', (_case, elapsed, shown) => {
    expect(payCountdown(CREATED, CREATED_MS + elapsed)).toBe(shown);
  });

  it('reads the time as UTC+8, not as the device zone or UTC', () => {
    expect(payCountdown(CREATED, Date.UTC(2024, 2, 1, 12, 0, 0))).toBe('00:00');
    expect(payCountdown(CREATED, Date.UTC(2024, 2, 1, 4, 10, 0))).toBe('50:00');
  });

  it.each(['', 'not a time', '2024-03-01', '2024-02-30 12:00:00', '2024/03/01 12:00:00'])(
    'treats %j as a closed window',
    (createdAt) => {
      expect(payCountdown(createdAt, CREATED_MS)).toBe('00:00');
    },
  );

  it('treats a clock that is no number as closed', () => {
    expect(payCountdown(CREATED, Number.NaN)).toBe('00:00');
  });
});

describe('payTimeLeft', () => {
  it('counts down the 60-minute window in ms and stops at 0', () => {
    expect(PAY_WINDOW_MS).toBe(60 * MINUTE);
    expect(payTimeLeft(CREATED, CREATED_MS)).toBe(PAY_WINDOW_MS);
    expect(payTimeLeft(CREATED, CREATED_MS + 1500)).toBe(PAY_WINDOW_MS - 1500);
    expect(payTimeLeft(CREATED, CREATED_MS + PAY_WINDOW_MS + 1)).toBe(0);
  });
});
