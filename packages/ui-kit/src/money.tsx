import { LOCALE } from './locale.ts';
import './money.css';

// Made on first use: building a currency format loads locale data, a cost the first paint of a page without
// money (a visitor's home) need not pay while the app starts.
let yuan: Intl.NumberFormat | undefined;

/**
 * Formats an amount of yuan the way the app shows money: `¥1,234.50`, in both builds (the narrow symbol: zh-TW's
 * default writes `CN¥`).
 */
export function formatMoney(value: number): string {
  yuan ??= new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return yuan.format(value);
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
