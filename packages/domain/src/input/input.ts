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

/** The longest amount text the money fields take: far beyond any range, short of float trouble. */
export const AMOUNT_MAX_LENGTH = 12;

/**
 * A money field as typed: digits and one decimal point, at most two decimals (yuan and fen), at most 12
 * characters. Pasted spaces, signs, exponents and a second point drop out, so the text is always a plain decimal.
 */
export function cleanAmount(text: string): string {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const cleaned = rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
  return cleaned.slice(0, AMOUNT_MAX_LENGTH);
}
