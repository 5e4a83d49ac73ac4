/** How an account number is shown: `card` for bank cards, `crypto` for USDT and token wallet addresses. */
export type AccountKind = 'card' | 'crypto';

const SHOWN = { card: 4, crypto: 10 } as const;
const MASK = { card: '**** **** **** ', crypto: '******' } as const;

/**
 * An account number with all but its tail masked: the last 4 digits of a card (`**** **** **** 1234`), the last
 * 10 characters of an address (`******` + 10). A number no longer than its tail is masked whole, so the full
 * number never shows.
 */
export function maskAccount(kind: AccountKind, number: string): string {
  const compact = number.replace(/\s/g, '');
  const shown = SHOWN[kind];
  if (compact.length > shown) return `${MASK[kind]}${compact.slice(-shown)}`;
  return kind === 'card' ? `${MASK.card}****` : MASK.crypto;
}
