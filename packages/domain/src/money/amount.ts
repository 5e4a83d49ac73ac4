/** An amount as a form holds it: the text typed, or a number the screen already has. */
export type AmountInput = number | string | null | undefined;

/**
 * The number an amount field holds; NaN when it is empty or not a number, so every comparison with it fails.
 * (`Number('')` is 0, which would let an empty field pass a "0 or less" rule.)
 */
export function parseAmount(value: AmountInput): number {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined || value.trim() === '') return Number.NaN;
  return Number(value);
}
