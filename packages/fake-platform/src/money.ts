/** Formats whole cents as a DECIMAL column comes out of MySQL: "8888.00". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Reads a decimal text ("8888.00", "12.5") as whole cents, without floating-point rounding. */
export function decimalToCents(text: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`Not a money amount: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/**
 * Reads an amount a client sent (a number or text, at most 2 decimals, not negative) as whole cents; undefined
 * when it is not one. Numbers go through their shortest text form, so 100.1 is 10010 cents, never 10009.
 */
export function amountToCents(value: unknown): number | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !/^\d+(\.\d{1,2})?$/.test(text.trim())) return undefined;
  const cents = decimalToCents(text);
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** Cents as the number of yuan a JSON number carries (2 decimals at most). */
export function centsToNumber(cents: number): number {
  return Number(centsToDecimal(cents));
}
