import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_CODES, captchaCodeAt, captchaCount, isCaptchaMatch, pickCaptcha, sameCaptchaCode } from './captcha.ts';

const unitInterval = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('captcha pool', () => {
  it('holds 21 distinct codes', () => {
    expect(captchaCount).toBe(21);
    expect(CAPTCHA_CODES).toHaveLength(21);
    expect(new Set(CAPTCHA_CODES.map((code) => code.toLowerCase())).size).toBe(21);
  });

  it.each(CAPTCHA_CODES)('%s is four letters and digits with both kinds and no look-alikes', (code) => {
    expect(code).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(code).toMatch(/[A-Za-z]/);
    expect(code).toMatch(/\d/);
    expect(code).not.toMatch(/[0O1lI]/);
  });
});

describe('pickCaptcha', () => {
  it('never returns the current index', () => {
    fc.assert(
      fc.property(unitInterval, fc.integer({ min: 0, max: captchaCount - 1 }), (r, current) => {
        const pick = pickCaptcha(() => r, current);
        expect(pick).not.toBe(current);
        expect(Number.isInteger(pick)).toBe(true);
        expect(pick).toBeGreaterThanOrEqual(0);
        expect(pick).toBeLessThan(captchaCount);
      }),
    );
  });

  it('reaches every other image when refreshing', () => {
    const current = 5;
    const picks = new Set(
      Array.from({ length: captchaCount - 1 }, (_, i) => pickCaptcha(() => i / (captchaCount - 1), current)),
    );
    expect(picks.size).toBe(captchaCount - 1);
    expect(picks.has(current)).toBe(false);
  });

  it('reaches every image without a current one', () => {
    const picks = new Set(Array.from({ length: captchaCount }, (_, i) => pickCaptcha(() => i / captchaCount)));
    expect(picks.size).toBe(captchaCount);
  });

  it('clamps a random source that strays outside [0, 1)', () => {
    expect(pickCaptcha(() => 1)).toBe(captchaCount - 1);
    expect(pickCaptcha(() => -0.5)).toBe(0);
    expect(pickCaptcha(() => 1, captchaCount - 1)).toBe(captchaCount - 2);
  });

  it.each([-1, captchaCount, 2.5])('treats %s as no current index', (current) => {
    expect(pickCaptcha(() => 0, current)).toBe(0);
  });
});

describe('matching', () => {
  it('accepts the shown code in any case', () => {
    expect(isCaptchaMatch('a3k7', 0)).toBe(true);
    expect(isCaptchaMatch('A3K7', 0)).toBe(true);
    expect(isCaptchaMatch('a3K7', 0)).toBe(true);
    expect(sameCaptchaCode('7rpx', '7RPX')).toBe(true);
  });

  it('refuses another code and an index outside the pool', () => {
    expect(isCaptchaMatch('A3K8', 0)).toBe(false);
    expect(isCaptchaMatch('7RPX', 0)).toBe(false);
    expect(isCaptchaMatch('', -1)).toBe(false);
    expect(isCaptchaMatch('', captchaCount)).toBe(false);
  });

  it('gives the code at an index, or nothing outside the pool', () => {
    expect(captchaCodeAt(0)).toBe(CAPTCHA_CODES[0]);
    expect(captchaCodeAt(captchaCount)).toBe('');
  });
});
