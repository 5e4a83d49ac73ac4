import { describe, expect, it } from 'vitest';
import {
  amountMessages,
  amountProblem,
  canonicalAmount,
  canonicalText,
  normaliseAmountText,
  parseAmount,
} from './amount.ts';

describe('canonicalAmount', () => {
  it.each<[string, 0 | 2, string]>([
    ['100', 2, '100.00'],
    ['100.', 2, '100.00'],
    ['100.5', 2, '100.50'],
    ['0100.25', 2, '100.25'],
    ['.5', 2, '0.50'],
    [' 100 ', 2, '100.00'],
    ['１００。５', 2, '100.50'],
    ['１２３．４５', 2, '123.45'],
    ['100', 0, '100'],
    ['100.', 0, '100'],
    ['100.00', 0, '100'],
    ['００７', 0, '7'],
  ])('%j in %i places is %j', (typed, places, text) => {
    expect(canonicalAmount(typed, places)).toEqual({ ok: true, text });
  });

  it.each<[string, 0 | 2, 'invalid' | 'notWhole']>([
    ['', 2, 'invalid'],
    ['.', 2, 'invalid'],
    ['100，10', 2, 'invalid'],
    ['100,10', 0, 'invalid'],
    ['1.2.3', 2, 'invalid'],
    ['100.505', 2, 'invalid'],
    ['-5', 2, 'invalid'],
    ['1e3', 2, 'invalid'],
    ['100.50', 0, 'notWhole'],
    ['１００。５', 0, 'notWhole'],
  ])('%j in %i places is %s', (typed, places, problem) => {
    expect(canonicalAmount(typed, places)).toEqual({ ok: false, problem });
  });
});

describe('normaliseAmountText', () => {
  it('turns full-width digits and stops into ASCII, and keeps the full-width comma as a comma', () => {
    expect(normaliseAmountText('０１２３４５６７８９。．，')).toBe('0123456789..,');
  });
});

describe('parseAmount', () => {
  it.each<[Parameters<typeof parseAmount>[0], number]>([
    ['100.', 100],
    ['１００。５', 100.5],
    [250, 250],
  ])('reads %j as %d', (typed, value) => {
    expect(parseAmount(typed)).toBe(value);
  });

  it.each([[''], ['  '], [null], [undefined], ['100，10'], ['1.2.3']])('reads %j as no amount', (typed) => {
    expect(parseAmount(typed)).toBeNaN();
  });
});

describe('amountProblem', () => {
  it('says nothing of an empty field (the minimum rule does) or a good amount', () => {
    expect(amountProblem('', 2)).toBeNull();
    expect(amountProblem(undefined, 2)).toBeNull();
    expect(amountProblem('100.', 2)).toBeNull();
  });

  it('names what is wrong, with its own words', () => {
    expect(amountProblem('100，10', 2)).toBe('invalid');
    expect(amountProblem('100.50', 0)).toBe('notWhole');
    expect(amountMessages.invalid).toBe('请输入正确的金额');
    expect(amountMessages.notWhole).toBe('转账金额只能是整数元');
  });
});

describe('canonicalText', () => {
  it('is the canonical amount, or the text as typed when it is none', () => {
    expect(canonicalText('100.', 2)).toBe('100.00');
    expect(canonicalText('100.00', 0)).toBe('100');
    expect(canonicalText('1,0', 2)).toBe('1,0');
  });
});
