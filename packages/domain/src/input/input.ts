import { normaliseAmountText } from '../money/index.ts';

/** The longest wallet address the bind forms accept (an ERC20 address is 42 characters). */
export const ADDRESS_MAX_LENGTH = 42;

/** A wallet address as typed: non-word characters (spaces, punctuation, pasted line breaks) out, at most 42 kept. */
export function cleanAddress(text: string): string {
  return text.replace(/\W/g, '').slice(0, ADDRESS_MAX_LENGTH);
}

/** A digits-only field as typed (a new payment password, card numbers, mobiles): other characters out, at most `max`. */
export function digitsOnly(text: string, max: number = Number.POSITIVE_INFINITY): string {
  return text.replace(/\D/g, '').slice(0, max);
}

/**
 * Payment-password limits. One the player already has (the withdrawal's, binding's and unbinding's, the change
 * form's current one) is whatever the platform let them choose: its register takes `min:8`, its editPayPassword
 * `min:6`, any characters, and every call compares the text with bcrypt (`Hash::check`), which reads 72 bytes.
 * So such a field takes any characters, at least 6 (the shortest that can exist) and at most 72 code points: a code
 * point is at least one byte, so 72 of them always hold the bytes bcrypt compares and the cut never turns a right
 * password wrong. A new one (the change form's) is the spec's six digits.
 */
export const PAY_PASSWORD_LIMITS = { minLength: 6, maxLength: 72, newDigits: 6 } as const;

/** A password's length as the backend's `min:6` counts it (`mb_strlen`): in code points, not UTF-16 units. */
export function passwordLength(text: string): number {
  return Array.from(text).length;
}

/**
 * A payment password the player already has, as typed: every character kept (letters, symbols, spaces), at most
 * 72 code points (never half of an emoji).
 */
export function cleanPayPassword(text: string): string {
  const points = Array.from(text);
  return points.length > PAY_PASSWORD_LIMITS.maxLength ? points.slice(0, PAY_PASSWORD_LIMITS.maxLength).join('') : text;
}

/** A new payment password as typed: the spec's six digits, other characters out. */
export function cleanNewPayPassword(text: string): string {
  return digitsOnly(text, PAY_PASSWORD_LIMITS.newDigits);
}

/** The most whole-yuan digits an amount field takes: far above any limit, well inside exact numbers. */
export const AMOUNT_MAX_DIGITS = 9;

/**
 * A money amount as typed: full-width digits and 。 normalised (`normaliseAmountText`), anything that is no part
 * of an amount (letters, 元, spaces) out, at most two decimals and 9 whole digits. A comma or a second point
 * stays, so the check refuses `100，10` instead of the field joining it into 10010; a leading point becomes `0.`.
 */
export function moneyText(text: string): string {
  const kept = normaliseAmountText(text).replace(/[^\d.,]/g, '');
  if (kept.includes(',') || kept.indexOf('.') !== kept.lastIndexOf('.')) return kept.slice(0, AMOUNT_MAX_DIGITS + 6);
  const point = kept.indexOf('.');
  const whole = (point === -1 ? kept : kept.slice(0, point)).slice(0, AMOUNT_MAX_DIGITS);
  if (point === -1) return whole;
  return `${whole === '' ? '0' : whole}.${kept.slice(point + 1, point + 3)}`;
}
