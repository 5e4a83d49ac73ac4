import { describe, expect, it } from 'vitest';
import { isCalendarDate, parseServerTime, SERVER_UTC_OFFSET_MS } from './server-time.ts';

describe('parseServerTime', () => {
  it.each([
    ['2024-03-01 12:00:00', Date.UTC(2024, 2, 1, 4, 0, 0)],
    ['2024-03-01 07:59:59', Date.UTC(2024, 1, 29, 23, 59, 59)],
    ['2024-01-01 00:00:00', Date.UTC(2023, 11, 31, 16, 0, 0)],
    ['2024-03-01T12:00:00', Date.UTC(2024, 2, 1, 4, 0, 0)],
    [' 2024-03-01 12:00:00 ', Date.UTC(2024, 2, 1, 4, 0, 0)],
  ])('reads %j as UTC+8', (text, millis) => {
    expect(parseServerTime(text)).toBe(millis);
  });

  it('is 8 hours ahead of UTC', () => {
    expect(SERVER_UTC_OFFSET_MS).toBe(8 * 60 * 60 * 1000);
  });

  it.each([
    '',
    '2024-03-01',
    '2024-3-1 12:00:00',
    '2024-03-01 12:00',
    '2024-13-01 12:00:00',
    '2023-02-29 12:00:00',
    '2024-03-01 24:00:00',
    '2024-03-01 12:60:00',
    '2024-03-01 12:00:60',
    '2024-03-01 12:00:00+08:00',
  ])('refuses %j', (text) => {
    expect(parseServerTime(text)).toBeNull();
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-28', true],
    ['2023-02-29', false],
    ['2023-12-31', true],
    ['2023-12-32', false],
    ['0050-01-01', false],
    ['2024-1-5', false],
  ])('%j is a calendar date: %s', (text, valid) => {
    expect(isCalendarDate(text)).toBe(valid);
  });
});
