/**
 * Exact decimal arithmetic for money. A JavaScript number such as 0.29 is stored as the binary fraction nearest
 * to it, so `0.29 / 0.1` computes 2.8999999999999995 and flooring that loses a cent. Here a number is read back
 * from its shortest decimal text (what `String(n)` prints, the text the player or the server wrote) and the
 * arithmetic runs on integers.
 */

/** An exact decimal: its value is `units / 10^scale`. */
export type Decimal = { units: bigint; scale: number };

const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** The exact decimal a finite number prints as; null for NaN and the infinities. */
export function toDecimal(value: number): Decimal | null {
  const match = NUMBER_TEXT.exec(String(value));
  if (match === null) return null;
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match;
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(`${sign}${whole}${fraction}`);
  return scale >= 0 ? { units: digits, scale } : { units: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** The number nearest to `units / 10^scale`; parsing decimal text rounds correctly, so 290 and 2 give 2.9. */
export function fromUnits(units: bigint, scale: number): number {
  return Number(`${units}e-${scale}`);
}

/** `floor(n / d)` for a positive divisor (BigInt division truncates toward zero instead). */
function floorDivide(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  return n % d !== 0n && n < 0n ? quotient - 1n : quotient;
}

/** Numerator and denominator of `a / b * 10^places`, all in integers. */
function ratio(a: Decimal, b: Decimal, places: number): [bigint, bigint] {
  return [a.units * 10n ** BigInt(b.scale + places), b.units * 10n ** BigInt(a.scale)];
}

/** `a / b` floored to `places` decimals, as units of `10^-places`. `b` must be positive (a rate, a threshold). */
export function divideFloor(a: Decimal, b: Decimal, places: number): bigint {
  const [numerator, denominator] = ratio(a, b, places);
  return floorDivide(numerator, denominator);
}

/** `a / b` rounded half up to `places` decimals, as units of `10^-places`. `b` must be positive. */
export function divideRound(a: Decimal, b: Decimal, places: number): bigint {
  const [numerator, denominator] = ratio(a, b, places);
  return floorDivide(2n * numerator + denominator, 2n * denominator);
}

/** `a - b`, exactly. */
export function subtract(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  const widen = (d: Decimal) => d.units * 10n ** BigInt(scale - d.scale);
  return { units: widen(a) - widen(b), scale };
}

const PLAIN_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

/** The exact decimal a plain text holds (`"100"`, `"100.50"`, `"-3.2"`); null for anything else, blanks included. */
export function parseDecimal(text: string): Decimal | null {
  const match = PLAIN_TEXT.exec(text.trim());
  if (match === null) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  return { units: BigInt(`${sign}${whole}${fraction}`), scale: fraction.length };
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`, exactly (100 and 100.00 are equal). */
export function compareDecimal(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const difference = subtract(a, b).units;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** The decimal floored to `places` decimals, as text with exactly that many (`12.345` at 2 is `"12.34"`). */
export function formatDecimal(value: Decimal, places: number): string {
  const units =
    value.scale > places
      ? floorDivide(value.units, 10n ** BigInt(value.scale - places))
      : value.units * 10n ** BigInt(places - value.scale);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(digits.length - places)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
