import { describe, expect, it } from 'vitest';
import { beijingDayStart, DAY_MS, dateWindow, laravelDate, parseLaravelDate } from './time.ts';

// Sunday 2026-11-22, 02:30 UTC = 10:30 in Beijing.
const NOW = Date.parse('2026-11-22T02:30:00Z');

describe('Beijing dates', () => {
  it('prints and reads Laravel dates in Beijing time, whatever the machine zone', () => {
    expect(laravelDate(NOW)).toBe('2026-11-22 10:30:00');
    expect(laravelDate(Date.parse('2026-11-21T16:00:00Z'))).toBe('2026-11-22 00:00:00');
    expect(parseLaravelDate('2026-11-22 10:30:00')).toBe(NOW);
    expect(parseLaravelDate('2026-11-22')).toBe(Date.parse('2026-11-21T16:00:00Z'));
    expect(parseLaravelDate('22/11/2026')).toBeNaN();
  });

  it('starts the day at Beijing midnight', () => {
    expect(beijingDayStart(NOW)).toBe(Date.parse('2026-11-21T16:00:00Z'));
    expect(beijingDayStart(Date.parse('2026-11-21T15:59:59Z'))).toBe(Date.parse('2026-11-20T16:00:00Z'));
  });
});

describe('dateWindow', () => {
  const today = Date.parse('2026-11-21T16:00:00Z');
  const tomorrow = today + DAY_MS;

  it('reads the record filters as the backend does: midnight n days back to the end of today', () => {
    expect(dateWindow(1, NOW)).toEqual({ from: today, to: tomorrow });
    // date('Y-m-d 00:00:00', time() - 7*86400): eight calendar days, today included.
    expect(dateWindow(2, NOW)).toEqual({ from: today - 7 * DAY_MS, to: tomorrow });
    expect(dateWindow(3, NOW)).toEqual({ from: today - 15 * DAY_MS, to: tomorrow });
    expect(dateWindow(4, NOW)).toEqual({ from: today - 30 * DAY_MS, to: tomorrow });
  });

  it('reads 5 to 7 only for bets: yesterday, this week and last week, weeks from Monday', () => {
    expect(dateWindow(5, NOW, 'bets')).toEqual({ from: today - DAY_MS, to: today });
    // The Sunday of NOW belongs to the week that began on Monday the 16th.
    const monday = today - 6 * DAY_MS;
    expect(dateWindow(6, NOW, 'bets')).toEqual({ from: monday, to: tomorrow });
    expect(dateWindow(7, NOW, 'bets')).toEqual({ from: monday - 7 * DAY_MS, to: monday });
    for (const code of [5, 6, 7]) {
      expect(dateWindow(code, NOW)).toEqual({ from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY });
    }
  });

  it('reads anything else as every record', () => {
    expect(dateWindow(0, NOW)).toEqual({ from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY });
    expect(dateWindow(8, NOW, 'bets')).toEqual({ from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY });
  });
});
