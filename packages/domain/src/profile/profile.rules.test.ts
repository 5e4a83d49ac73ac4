import { describe, expect, it } from 'vitest';
import {
  AVATAR_TYPE_MESSAGE,
  checkAvatar,
  checkPasswordChange,
  checkProfile,
  cleanLoginPasswordChange,
  cleanPayPasswordChange,
  cleanProfile,
  isBirthday,
  isEmail,
  isMobile,
  type PasswordChangeForm,
  type ProfileForm,
} from './profile.rules.ts';

describe('isMobile', () => {
  it.each([
    ['13812345678', true],
    ['15012345678', true],
    ['15912345678', true],
    ['17612345678', true],
    ['17812345678', true],
    ['18912345678', true],
    ['14512345678', true],
    ['14712345678', true],
    ['013812345678', true],
    ['8613812345678', true],
    ['1795113812345678', true],
    ['15412345678', false],
    ['17512345678', false],
    ['14612345678', false],
    ['16612345678', false],
    ['12812345678', false],
    ['1381234567', false],
    ['138123456789', false],
    ['+8613812345678', false],
    ['138 1234 5678', false],
    ['', false],
  ])('%j is a mobile number: %s', (text, valid) => {
    expect(isMobile(text)).toBe(valid);
  });
});

describe('isEmail', () => {
  it.each([
    ['player@example.com', true],
    ['a@qq.com', true],
    ['play_er-1@163.com', true],
    ['Player01@Example.CN', true],
    ['x@site.info', true],
    ['_player@example.com', false],
    ['player.one@example.com', false],
    ['player@mail.example.com', false],
    ['player@example.c', false],
    ['player@example.museum', false],
    ['player@exa_mple.com', false],
    ['playerexample.com', false],
    ['player@', false],
    ['', false],
  ])('%j is an email: %s', (text, valid) => {
    expect(isEmail(text)).toBe(valid);
  });
});

describe('isBirthday', () => {
  it.each([
    ['1990-05-17', true],
    ['1980-01-01', true],
    ['2000-02-29', true],
    ['2001-02-29', false],
    ['1990-13-01', false],
    ['1990-00-10', false],
    ['1990-04-31', false],
    ['1990-5-17', false],
    ['1990/05/17', false],
    ['17-05-1990', false],
    ['1990-05-17 00:00:00', false],
    ['', false],
  ])('%j is a birthday: %s', (text, valid) => {
    expect(isBirthday(text)).toBe(valid);
  });
});

describe('checkProfile', () => {
  const valid: ProfileForm = { mobile: '13812345678', email: 'player@example.com', birthday: '1990-05-17' };
  const check = (changes: Partial<ProfileForm>) => checkProfile({ ...valid, ...changes });

  it('accepts a valid profile', () => {
    expect(checkProfile(valid)).toEqual({ ok: true });
  });

  it.each<[string, Partial<ProfileForm>, string, string]>([
    ['mobile', { mobile: '12345' }, 'mobile', '请输入正确手机号'],
    ['email', { email: 'nobody' }, 'email', '请输入正确邮箱号'],
    ['birthday', { birthday: '1990/05/17' }, 'birthday', '请输入正确的日期格式：YYYY-MM-DD'],
  ])('fails the %s rule with its message', (_rule, changes, field, message) => {
    expect(check(changes)).toEqual({ ok: false, field, message });
  });

  it.each<[string, Partial<ProfileForm>, string]>([
    ['mobile before email', { mobile: '', email: '' }, 'mobile'],
    ['email before birthday', { email: '', birthday: '' }, 'email'],
  ])('checks %s', (_pair, changes, field) => {
    expect(check(changes)).toMatchObject({ ok: false, field });
  });
});

describe('checkPasswordChange', () => {
  const valid: PasswordChangeForm = { current: 'old123', next: 'new123', confirm: 'new123' };
  const check = (changes: Partial<PasswordChangeForm>) => checkPasswordChange({ ...valid, ...changes });

  it('accepts a valid change', () => {
    expect(checkPasswordChange(valid)).toEqual({ ok: true });
  });

  it.each<[string, Partial<PasswordChangeForm>, string, string]>([
    ['current required', { current: '' }, 'current', '请输入旧密码'],
    ['new required', { next: '', confirm: '' }, 'next', '请输入新密码'],
    ['current length', { current: 'old12' }, 'current', '请输入正确的旧密码长度'],
    ['new length', { next: 'new12', confirm: 'new12' }, 'next', '请输入正确的新密码长度'],
    ['confirmation required', { confirm: '' }, 'confirm', '请输入确认密码'],
    ['confirmation equal', { confirm: 'new124' }, 'confirm', '两次密码不一致！'],
    ['new differs from current', { next: 'old123', confirm: 'old123' }, 'next', '新旧密码不能一致！'],
  ])('fails the %s rule with its message', (_rule, changes, field, message) => {
    expect(check(changes)).toEqual({ ok: false, field, message });
  });

  it.each<[string, Partial<PasswordChangeForm>, string]>([
    ['current required before new required', { current: '', next: '' }, '请输入旧密码'],
    ['new required before current length', { current: 'old', next: '' }, '请输入新密码'],
    ['current length before new length', { current: 'old', next: 'new', confirm: 'new' }, '请输入正确的旧密码长度'],
    ['new length before confirmation required', { next: 'new', confirm: '' }, '请输入正确的新密码长度'],
    ['confirmation required before mismatch', { confirm: '' }, '请输入确认密码'],
    ['mismatch before same as current', { next: 'old123', confirm: 'other1' }, '两次密码不一致！'],
  ])('checks %s', (_pair, changes, message) => {
    expect(check(changes)).toMatchObject({ ok: false, message });
  });

  it.each([
    ['abcde', false],
    ['abcdef', true],
    ['abcdefghijklmnop', true],
  ])('a new password %j is long enough: %s', (next, passes) => {
    expect(check({ next, confirm: next }).ok).toBe(passes);
  });

  it.each([
    ['12345', false],
    ['123456', true],
    ['Pay!2024abc', true],
    // Six characters as the backend's min:6 counts them (mb_strlen), though twelve UTF-16 units here.
    ['😀😀😀', false],
    ['密码密码密码', true],
  ])('a current password %j is long enough: %s', (current, passes) => {
    expect(check({ current }).ok).toBe(passes);
  });
});

describe('a payment-password change as the form holds it', () => {
  // What the form checks is what it holds: the typing goes through cleanPayPasswordChange first.
  const typed = (current: string, next: string, confirm = next) =>
    checkPasswordChange({
      current: cleanPayPasswordChange('current', current),
      next: cleanPayPasswordChange('next', next),
      confirm: cleanPayPasswordChange('confirm', confirm),
    });

  it('accepts a current password of 8+ characters of any kind, and six new digits', () => {
    expect(typed('Pay!2024abc', '654321')).toEqual({ ok: true });
  });

  it.each<[string, string, string, string]>([
    ['a new password of letters is no six digits', 'Pay!2024abc', 'abcdefgh', '请输入新密码'],
    ['a new password of five digits', 'Pay!2024abc', '12345', '请输入正确的新密码长度'],
    ['a current password of five characters', 'Pay!2', '654321', '请输入正确的旧密码长度'],
  ])('refuses %s with the spec message', (_case, current, next, message) => {
    expect(typed(current, next)).toMatchObject({ ok: false, message });
  });
});

describe('checkAvatar', () => {
  it.each(['image/png', 'image/gif', 'IMAGE/PNG'])('accepts %s', (type) => {
    expect(checkAvatar({ type })).toEqual({ ok: true });
  });

  it.each(['image/jpeg', 'image/webp', 'text/plain', ''])('refuses %s with its message', (type) => {
    expect(checkAvatar({ type })).toEqual({ ok: false, field: 'type', message: AVATAR_TYPE_MESSAGE });
  });
});

describe('the profile and password forms as typed', () => {
  it('keep a pasted mobile in digits, 16 at most, and an email without spaces; the birthday as the picker gives it', () => {
    expect(cleanProfile('mobile', '+86 138-1234-5678 999')).toBe('8613812345678999');
    expect(cleanProfile('email', ' a b@example.com ')).toBe('ab@example.com');
    expect(cleanProfile('birthday', '1990-01-31')).toBe('1990-01-31');
  });

  it('cut the new login password and its confirmation at 16 characters, never the current one', () => {
    const long = 'abcdefghijklmnopqrst';
    expect(cleanLoginPasswordChange('next', long)).toBe('abcdefghijklmnop');
    expect(cleanLoginPasswordChange('confirm', long)).toBe('abcdefghijklmnop');
    expect(cleanLoginPasswordChange('current', long)).toBe(long);
  });

  it('keep the current payment password as the player has it (any characters, 72 at most)', () => {
    // A player of the platform chose 8 or more characters of any kind at registration; each one is kept.
    expect(cleanPayPasswordChange('current', 'Pay!2024 abc')).toBe('Pay!2024 abc');
    expect(cleanPayPasswordChange('current', '支付密码12345678')).toBe('支付密码12345678');
    expect(cleanPayPasswordChange('current', 'a'.repeat(80))).toBe('a'.repeat(72));
  });

  it('keep six digits of the new payment password and its confirmation', () => {
    for (const field of ['next', 'confirm'] as const) {
      expect(cleanPayPasswordChange(field, '12a34 5678')).toBe('123456');
    }
  });
});
