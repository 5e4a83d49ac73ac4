import { describe, expect, it } from 'vitest';
import { maskAccount } from './mask.ts';

describe('maskAccount', () => {
  it.each([
    ['6222020200112233445', '**** **** **** 3445'],
    ['6222 0202 0011 2233 445', '**** **** **** 3445'],
    ['12345', '**** **** **** 2345'],
    ['1234', '**** **** **** ****'],
    ['', '**** **** **** ****'],
  ])('shows card %j as %j', (number, shown) => {
    expect(maskAccount('card', number)).toBe(shown);
  });

  it.each([
    ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', '******Dow5KcbLSE'],
    ['0x52908400098527886E0F7030069857D2E4169EE7', '******D2E4169EE7'],
    ['12345678901', '******2345678901'],
    ['1234567890', '******'],
  ])('shows address %j as %j', (number, shown) => {
    expect(maskAccount('crypto', number)).toBe(shown);
  });

  it('never shows the full number', () => {
    for (const number of ['1', '1234', '6222020200112233445', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE']) {
      expect(maskAccount('card', number)).not.toContain(number);
      expect(maskAccount('crypto', number)).not.toContain(number);
    }
  });
});
