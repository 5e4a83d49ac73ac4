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
