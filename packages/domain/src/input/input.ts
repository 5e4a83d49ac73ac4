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
 * A money amount as typed: digits and one decimal point, at most `places` decimals and 9 whole digits, so the
 * text is exactly the amount sent (nothing to round later). A leading point becomes `0.`.
 */
export function moneyText(text: string, places = 2): string {
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  const whole = (point === -1 ? kept : kept.slice(0, point)).slice(0, AMOUNT_MAX_DIGITS);
  if (point === -1 || places === 0) return whole;
  const fraction = kept
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, places);
  return `${whole === '' ? '0' : whole}.${fraction}`;
}
