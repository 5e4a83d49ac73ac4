import { normaliseAmountText } from '../money/amount.ts';

/** The longest wallet address the bind forms accept (an ERC20 address is 42 characters). */
export const ADDRESS_MAX_LENGTH = 42;

/** A wallet address as typed: non-word characters (spaces, punctuation, pasted line breaks) out, at most 42 kept. */
export function cleanAddress(text: string): string {
  return text.replace(/\W/g, '').slice(0, ADDRESS_MAX_LENGTH);
}

/** A digits-only field as typed (payment passwords, card numbers, amounts): other characters out, at most `max`. */
export function digitsOnly(text: string, max: number = Number.POSITIVE_INFINITY): string {
  return text.replace(/\D/g, '').slice(0, max);
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
