import { LOCALE } from './locale.ts';
import './money.css';

// Only for what the written-out format below cannot write (not finite, or 1e21 and beyond, where toFixed turns to
// an exponent); made on first use.
let yuan: Intl.NumberFormat | undefined;

/**
 * Formats an amount of yuan the way the app shows money: `¥1,234.50`, in both builds. This is the narrow-symbol
 * currency format of zh-CN and zh-TW (zh-TW's default symbol is `CN¥`), written out: building an Intl.NumberFormat
 * loads locale data, 20-40 ms of one task on a 4x slowed CPU when a page first shows money (the bet record's first
 * rows, in the bench's long-list part). It rounds as that format does: the shortest decimal that reads back as the
 * number (313.825, not the binary 313.82499…), half away from zero. An amount that rounds to zero has no minus
 * sign, where that format writes `-¥0.00`.
 */
export function formatMoney(value: number): string {
  const size = Math.abs(value);
  if (!Number.isFinite(value) || size >= 1e21) {
    yuan ??= new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'CNY',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return yuan.format(value);
  }
  // Below 1e-6 String() writes an exponent; such an amount rounds to zero anyway.
  const [whole = '0', fraction = ''] = (size < 1e-6 ? '0' : String(size)).split('.');
  const truncated = `${whole}${fraction.padEnd(2, '0').slice(0, 2)}`;
  const cents = (fraction[2] ?? '0') >= '5' ? addOne(truncated) : truncated;
  const sign = value < 0 && /[1-9]/.test(cents) ? '-' : '';
  const point = cents.length - 2;
  return `${sign}¥${cents.slice(0, point).replace(/\B(?=(\d{3})+$)/g, ',')}.${cents.slice(point)}`;
}

/** A string of decimal digits plus one, carried (`0999` → `1000`, `999` → `1000`). */
function addOne(digits: string): string {
  let last = digits.length - 1;
  while (last >= 0 && digits[last] === '9') last -= 1;
  if (last < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, last)}${Number(digits[last]) + 1}${'0'.repeat(digits.length - last - 1)}`;
}

/** Props of {@link Money}. */
export interface MoneyProps {
  /** The amount; null when it cannot be known now (offline): a dash, never an older figure. */
  value: number | null;
  className?: string;
  /** What a screen reader hears for an unknown amount; `余额不可用` by default. */
  unavailableLabel?: string;
}

/** An amount of yuan with two decimals in tabular figures, so polled balances do not jitter. */
export function Money({ value, className, unavailableLabel = '余额不可用' }: MoneyProps) {
  const classes = className ? `lb-money ${className}` : 'lb-money';
  if (value === null) {
    return (
      <span className={classes}>
        <span aria-hidden="true">—</span>
        <span className="lb-visually-hidden">{unavailableLabel}</span>
      </span>
    );
  }
  return <span className={classes}>{formatMoney(value)}</span>;
}
