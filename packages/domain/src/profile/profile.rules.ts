import {
  cleanNewPayPassword,
  cleanPayPassword,
  digitsOnly,
  PAY_PASSWORD_LIMITS,
  passwordLength,
} from '../input/index.ts';
import { messages } from '../messages/index.ts';
import { firstFailure, type Verdict } from '../result/index.ts';
import { isCalendarDate } from '../time/index.ts';

// Mainland mobile: optional 0, 86 or 17951, then 13x, 15x but 154, 17[678], 18x or 14[57], then 8 digits.
const MOBILE = /^(?:0|86|17951)?(?:13\d|15[012356789]|17[678]|18\d|14[57])\d{8}$/;
// Alphanumeric start, word characters or hyphens, @, an alphanumeric domain, a dot and a 2-4 letter suffix.
const EMAIL = /^[A-Za-z\d][\w-]*@[A-Za-z\d]+\.[A-Za-z]{2,4}$/;

/** Whether `text` is a mainland China mobile number in the spec's pattern (part 2, section 5). */
export function isMobile(text: string): boolean {
  return MOBILE.test(text);
}

/** Whether `text` is an email in the spec's simple pattern (part 2, section 5): `name@domain.com`, one dot. */
export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}

/** Whether `text` is a birthday written `YYYY-MM-DD` that exists on the calendar. */
export function isBirthday(text: string): boolean {
  return isCalendarDate(text);
}

/** The profile editor's editable fields. */
export type ProfileForm = { mobile: string; email: string; birthday: string };

/** Checks a profile save in the spec's order: mobile, email, birthday. */
export function checkProfile(form: ProfileForm): Verdict {
  return firstFailure(form, [
    ['mobile', (f) => !isMobile(f.mobile), messages['profile.mobile']],
    ['email', (f) => !isEmail(f.email), messages['profile.email']],
    ['birthday', (f) => !isBirthday(f.birthday), messages['profile.birthday']],
  ]);
}

/** The longest mobile the forms take: 16 digits with the 17951 prefix. */
export const MOBILE_MAX_LENGTH = 16;

/** The longest email the profile form takes (the spec gives none; 64 holds any address the pattern is meant for). */
export const EMAIL_MAX_LENGTH = 64;

/** The profile inputs' `maxlength`s (the form machine's `maxLength`; the birthday is a date picker). */
export const PROFILE_MAX_LENGTH = { mobile: MOBILE_MAX_LENGTH, email: EMAIL_MAX_LENGTH } as const;

/** The profile as typed: the mobile in digits (spaces and dashes of a pasted number go), the email without spaces. */
export function cleanProfile(field: keyof ProfileForm, value: string): string {
  if (field === 'mobile') return digitsOnly(value, MOBILE_MAX_LENGTH);
  if (field === 'email') return value.replace(/\s/g, '');
  return value;
}

/** The password page's fields, for the login password (type 1) and the payment password (type 2) alike. */
export type PasswordChangeForm = { current: string; next: string; confirm: string };

/**
 * Password limits: the check wants at least 6; the login-password inputs hold at most 16; a new payment password is
 * 6 digits (the current one is whatever the player has, up to `PAY_PASSWORD_LIMITS.maxLength`).
 */
export const PASSWORD_LIMITS = {
  minLength: 6,
  loginMaxLength: 16,
  payPasswordLength: PAY_PASSWORD_LIMITS.newDigits,
} as const;

/** A login-password change as typed: the new password and its confirmation hold at most 16 characters. */
export function cleanLoginPasswordChange(field: keyof PasswordChangeForm, value: string): string {
  return field === 'current' ? value : value.slice(0, PASSWORD_LIMITS.loginMaxLength);
}

/**
 * A payment-password change as typed: the current password as the player has it (any characters, at most 72: the
 * platform let them choose 8 or more of any kind), the new one and its confirmation in six digits, as the spec
 * wants a new one.
 */
export function cleanPayPasswordChange(field: keyof PasswordChangeForm, value: string): string {
  return field === 'current' ? cleanPayPassword(value) : cleanNewPayPassword(value);
}

/** Checks a password change in the spec's order (seven rules; the emptiness rules come before the lengths). */
export function checkPasswordChange(form: PasswordChangeForm): Verdict {
  // In code points, as the backend's min:6 counts (an emoji is one character there, two UTF-16 units here).
  const short = (text: string) => passwordLength(text) < PASSWORD_LIMITS.minLength;
  return firstFailure(form, [
    ['current', (f) => f.current === '', messages['password.currentRequired']],
    ['next', (f) => f.next === '', messages['password.nextRequired']],
    ['current', (f) => short(f.current), messages['password.currentLength']],
    ['next', (f) => short(f.next), messages['password.nextLength']],
    ['confirm', (f) => f.confirm === '', messages['password.confirmRequired']],
    ['confirm', (f) => f.confirm !== f.next, messages['password.mismatch']],
    ['next', (f) => f.next === f.current, messages['password.same']],
  ]);
}

/** The avatar pictures the upload accepts (part 2 §9: gif and png), as the file filter's MIME types. */
export const AVATAR_TYPES = ['image/gif', 'image/png'] as const;

/**
 * Said when a picked file is not a gif or png. The message table has no row for it (the original relied on the
 * file filter alone), so this is the domain's wording.
 */
export const AVATAR_TYPE_MESSAGE = '头像仅支持GIF或PNG格式的图片';

/** The avatar upload's one field: the picked file's MIME type (`File.type`), empty when nothing is picked. */
export type AvatarForm = { type: string };

/** Checks a picked avatar: a gif or png only, whatever the file filter let through. */
export function checkAvatar(form: AvatarForm): Verdict {
  return firstFailure(form, [
    ['type', (f) => !(AVATAR_TYPES as readonly string[]).includes(f.type.toLowerCase()), AVATAR_TYPE_MESSAGE],
  ]);
}
