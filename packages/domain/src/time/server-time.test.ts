import { describe, expect, it } from 'vitest';
import {
  formatServerTime,
  isCalendarDate,
  parseServerTime,
  SERVER_UTC_OFFSET_MS,
  serverCalendarDate,
  toServerCalendarDate,
} from './server-time.ts';

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

describe('serverCalendarDate', () => {
  it.each([
    [Date.UTC(2024, 0, 31, 15, 59, 59), '2024-01-31'],
    [Date.UTC(2024, 0, 31, 16, 0, 0), '2024-02-01'],
    [Date.UTC(1980, 0, 1, 0, 0, 0), '1980-01-01'],
  ])('%s is %s at UTC+8', (millis, date) => {
    expect(serverCalendarDate(millis)).toBe(date);
  });
});

describe('toServerCalendarDate', () => {
  it.each<[string | null | undefined, string]>([
    ['1990-05-20', '1990-05-20'],
    ['1990-05-20 23:30:00', '1990-05-20'],
    ['1990-05-19T16:00:00.000Z', '1990-05-20'],
    ['1990-05-19T15:59:59Z', '1990-05-19'],
    ['1990-05-20T00:00:00+08:00', '1990-05-20'],
    ['1990-05-19T12:00:00-05:00', '1990-05-20'],
    ['1990-02-30', ''],
    ['1990-02-30T10:00:00Z', ''],
    ['1990/05/20', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j shows as %j', (text, date) => {
    expect(toServerCalendarDate(text)).toBe(date);
  });
});

describe('formatServerTime', () => {
  it('writes an instant as the backend writes its times, UTC+8, and parseServerTime reads it back', () => {
    const at = Date.UTC(2026, 10, 27, 16, 5, 9); // 2026-11-28 00:05:09 in China
    expect(formatServerTime(at)).toBe('2026-11-28 00:05:09');
    expect(parseServerTime(formatServerTime(at))).toBe(at);
  });
});
