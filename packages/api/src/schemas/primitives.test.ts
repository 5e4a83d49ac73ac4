import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { decimal, integer, listOf, looseText, money, nothing, optionalInteger, pageOf } from './primitives.ts';

describe('money', () => {
  it('reads DECIMAL text exactly to the cent, and numbers', () => {
    expect(money.parse('100.10')).toBe(100.1);
    expect(money.parse('0.07')).toBe(0.07);
    expect(money.parse(' 8888.00 ')).toBe(8888);
    expect(money.parse('-12.50')).toBe(-12.5);
    expect(money.parse(0)).toBe(0);
    expect(money.parse(12.345)).toBe(12.35);
  });

  it('refuses text that is not an amount', () => {
    for (const value of ['', 'abc', '1,000.00', '1e3', null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(money.safeParse(value).success, String(value)).toBe(false);
    }
  });
});

describe('numbers the backend sends as text', () => {
  it('reads integers, rates and blanks', () => {
    expect(integer.parse('42')).toBe(42);
    expect(integer.safeParse('4.2').success).toBe(false);
    expect(optionalInteger.parse(undefined)).toBe(0);
    expect(optionalInteger.parse('')).toBe(0);
    expect(decimal.parse('7.05')).toBe(7.05);
    expect(decimal.parse(null)).toBe(0);
    expect(looseText.parse(6222020200112233)).toBe('6222020200112233');
    expect(looseText.parse(null)).toBe('');
  });
});

describe('nothing', () => {
  it('is [], "", null or no value at all', () => {
    for (const value of [[], '', null, undefined]) expect(nothing.safeParse(value).success).toBe(true);
    for (const value of [[1], ' ', 0, {}]) expect(nothing.safeParse(value).success).toBe(false);
  });
});

describe('listOf', () => {
  it('reads an array, and "" or null as an empty list', () => {
    const names = listOf(z.string());

    expect(names.parse(['a'])).toEqual(['a']);
    expect(names.parse('')).toEqual([]);
    expect(names.parse(null)).toEqual([]);
    expect(names.safeParse({}).success).toBe(false);
  });
});

describe('pageOf', () => {
  const rows = pageOf(z.string());

  it('reads a Laravel paginator into a page', () => {
    const page = rows.parse({
      current_page: 2,
      data: ['c', 'd'],
      first_page_url: 'x?page=1',
      from: 3,
      last_page: 2,
      last_page_url: 'x?page=2',
      next_page_url: null,
      path: 'x',
      per_page: '2',
      prev_page_url: 'x?page=1',
      to: 4,
      total: 4,
    });

    expect(page).toEqual({ rows: ['c', 'd'], total: 4, lastPage: 2, page: 2, perPage: 2 });
  });

  it('reads an empty paginator (last_page 0 on some versions) as one empty page', () => {
    expect(rows.parse({ current_page: 1, data: [], last_page: 0, per_page: 15, total: 0 })).toEqual({
      rows: [],
      total: 0,
      lastPage: 1,
      page: 1,
      perPage: 15,
    });
  });

  it('refuses rows that do not match', () => {
    expect(rows.safeParse({ current_page: 1, data: [1], last_page: 1, per_page: 15, total: 1 }).success).toBe(false);
  });
});
