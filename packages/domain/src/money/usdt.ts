import { type Decimal, divideFloor, fromUnits, subtract, toDecimal } from './decimal.ts';

const ZERO: Decimal = { units: 0n, scale: 0 };

/** The exact conversion floored to cents; zero when the rate is not a positive number or the amount no number. */
function convert(amount: number, rate: number): Decimal {
  const exactAmount = toDecimal(amount);
  const exactRate = toDecimal(rate);
  if (exactAmount === null || exactRate === null || exactRate.units <= 0n) return ZERO;
  return { units: divideFloor(exactAmount, exactRate, 2), scale: 2 };
}

/**
 * Yuan converted to USDT at `rate` yuan per USDT: the exact quotient floored to 2 decimals, so the estimate never
 * promises a cent more than the conversion gives (0.29 / 0.1 is 2.9, not the 2.89 binary floats would give).
 * 0 when the rate is not a positive number or the amount is not a number.
 */
export function toUsdt(amount: number, rate: number): number {
  const converted = convert(amount, rate);
  return fromUnits(converted.units, converted.scale);
}

/**
 * What a crypto withdrawal delivers: the converted amount minus the network's fee in USDT (the ERC20 or TRC20
 * fee of the user info), exactly, and never below 0. A fee that is not a number counts as no fee.
 */
export function usdtReceived(amount: number, rate: number, fee: number): number {
  const received = subtract(convert(amount, rate), toDecimal(fee) ?? ZERO);
  return received.units > 0n ? fromUnits(received.units, received.scale) : 0;
}
