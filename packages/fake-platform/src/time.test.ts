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

  it('reads the record filters as the backend does', () => {
    expect(dateWindow(1, NOW)).toEqual({ from: today, to: NOW + 1 });
    expect(dateWindow(2, NOW).from).toBe(today - 6 * DAY_MS);
    expect(dateWindow(3, NOW).from).toBe(today - 14 * DAY_MS);
    expect(dateWindow(4, NOW).from).toBe(today - 29 * DAY_MS);
    expect(dateWindow(5, NOW)).toEqual({ from: today - DAY_MS, to: today });
  });

  it('starts weeks on Monday', () => {
    // The Sunday of NOW belongs to the week that began on Monday the 16th.
    const monday = today - 6 * DAY_MS;
    expect(dateWindow(6, NOW)).toEqual({ from: monday, to: NOW + 1 });
    expect(dateWindow(7, NOW)).toEqual({ from: monday - 7 * DAY_MS, to: monday });
  });

  it('reads anything else as every record', () => {
    expect(dateWindow(0, NOW)).toEqual({ from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY });
  });
});
