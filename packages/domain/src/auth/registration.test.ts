import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRegister, type RegisterForm } from './auth.rules.ts';
import {
  ONE_TIME_PASSWORD_LENGTH,
  oneTimePayPassword,
  payPasswordPendingMessage,
  withCandidate,
} from './registration.ts';

/**
 * The backend's own rules, transcribed here to check our form against them, never used by the app:
 * `AuthController::register` (`name`, `realname` required; `password`, `paypassword` required|min:8) and
 * `editPayPasswordDo` (`password`, `paypassword` required|min:6). Laravel trims every string first (TrimStrings)
 * and `min` on a string counts its characters.
 */
const filled = (value: string) => value.trim() !== '';
const atLeast = (value: string, min: number) => Array.from(value.trim()).length >= min;
const backendRegister = (body: { name: string; realname: string; password: string; paypassword: string }) =>
  filled(body.name) && filled(body.realname) && atLeast(body.password, 8) && atLeast(body.paypassword, 8);
const backendEditPayPassword = (body: { password: string; paypassword: string }) =>
  atLeast(body.password, 6) && atLeast(body.paypassword, 6);

const bytes = fc.uint8Array({ minLength: ONE_TIME_PASSWORD_LENGTH, maxLength: ONE_TIME_PASSWORD_LENGTH });

describe('oneTimePayPassword', () => {
  it('makes 16 letters, digits, - or _ from the bytes given, one per byte', () => {
    const counting = (from: number) => (count: number) =>
      Uint8Array.from({ length: count }, (_, index) => from + index);
    expect(oneTimePayPassword(counting(0))).toBe('ABCDEFGHIJKLMNOP');
    // 64 characters, so byte b and b + 64 are the same one: no character comes up more often than another.
    expect(oneTimePayPassword(counting(64))).toBe('ABCDEFGHIJKLMNOP');
    expect(oneTimePayPassword(counting(240))).toBe('wxyz0123456789-_');
    fc.assert(
      fc.property(bytes, (random) => {
        const made = oneTimePayPassword(() => random);
        expect(made).toMatch(/^[A-Za-z0-9_-]{16}$/);
      }),
    );
  });

  it('asks for as many bytes as it has characters, and differs when they differ', () => {
    const asked: number[] = [];
    oneTimePayPassword((count) => {
      asked.push(count);
      return new Uint8Array(count);
    });
    expect(asked).toEqual([ONE_TIME_PASSWORD_LENGTH]);
    expect(oneTimePayPassword(() => new Uint8Array(16))).not.toBe(oneTimePayPassword(() => new Uint8Array(16).fill(1)));
  });
});

describe("the backend's register rules", () => {
  it('hold for every form the spec’s checks pass, sent as registration’s two steps', () => {
    const form = fc.record({
      agreed: fc.constant(true),
      name: fc.stringMatching(/^[A-Za-z][A-Za-z\d]{4,8}\d$/),
      password: fc.stringMatching(/^[A-Za-z\d]{0,18}[A-Za-z]\d$/).filter((text) => text.length >= 8),
      realname: fc.stringMatching(/^[\u4e00-\u9fa5A-Za-z·& ]{1,12}$/),
      paypassword: fc.stringMatching(/^\d{6}$/),
      code: fc.constant('A3K7'),
    });
    fc.assert(
      fc.property(form, bytes, (fields, random) => {
        const filledForm: RegisterForm = { ...fields, confirmPass: fields.password };
        fc.pre(checkRegister(filledForm, 'A3K7').ok);
        const oneTime = oneTimePayPassword(() => random);
        expect(backendRegister({ ...filledForm, paypassword: oneTime })).toBe(true);
        expect(backendEditPayPassword({ password: oneTime, paypassword: filledForm.paypassword })).toBe(true);
        // A retry after a lost second step sends the six digits as the current password too.
        expect(backendEditPayPassword({ password: filledForm.paypassword, paypassword: filledForm.paypassword })).toBe(
          true,
        );
      }),
    );
  });

  it('refuse the six digits themselves at registration: why the app registers with a one-time password', () => {
    expect(backendRegister({ name: 'player01', realname: '张三', password: 'secret123', paypassword: '123456' })).toBe(
      false,
    );
  });
});

describe('pending registration helpers', () => {
  it('adds a candidate once', () => {
    const pending = { name: 'player01', token: 't', candidates: ['one-time-pass'] };
    expect(withCandidate(pending, '123456').candidates).toEqual(['one-time-pass', '123456']);
    expect(withCandidate(withCandidate(pending, '123456'), '123456').candidates).toEqual(['one-time-pass', '123456']);
  });

  it('words the second step left to do, with its reason when there is one', () => {
    expect(payPasswordPendingMessage('')).toBe('账号已注册，支付密码尚未设置成功，请再次点击注册完成设置');
    expect(payPasswordPendingMessage('设置失败')).toBe(
      '账号已注册，支付密码尚未设置成功，请再次点击注册完成设置（设置失败）',
    );
  });
});
