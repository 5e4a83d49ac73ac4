import { describe, expect, it } from 'vitest';
import { DATE_CODES, DEFAULT_DATE_CODE } from './date-codes.ts';

describe('DATE_CODES', () => {
  it('labels the bet and transaction button row', () => {
    expect(DATE_CODES.betButtons).toEqual({ 1: '今日', 2: '昨日', 3: '近7日', 4: '本月' });
  });

  it('labels the bet and transaction popup', () => {
    expect(DATE_CODES.betPopup).toEqual({ 1: '今日', 2: '近7日', 3: '近15日', 4: '近30日' });
  });

  it('labels the rebate screen', () => {
    expect(DATE_CODES.rebate).toEqual({ 1: '今日', 2: '近7日', 3: '近15日', 4: '近30日' });
  });

  it('starts every record screen at code 4', () => {
    expect(DEFAULT_DATE_CODE).toBe(4);
    expect(DATE_CODES.betButtons[DEFAULT_DATE_CODE]).toBe('本月');
  });
});
