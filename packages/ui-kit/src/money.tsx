import './money.css';

// Made on first use: building a currency format loads locale data, a cost the first paint of a page without
// money (a visitor's home) need not pay while the app starts.
let yuan: Intl.NumberFormat | undefined;

/** Formats an amount of yuan the way the app shows money: `¥1,234.50`. */
export function formatMoney(value: number): string {
  yuan ??= new Intl.NumberFormat('zh-CN', {
    style: 'currency',
    currency: 'CNY',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return yuan.format(value);
}

/** Props of {@link Money}. */
export interface MoneyProps {
  value: number;
  className?: string;
}

/** An amount of yuan with two decimals in tabular figures, so polled balances do not jitter. */
export function Money({ value, className }: MoneyProps) {
  return <span className={className ? `lb-money ${className}` : 'lb-money'}>{formatMoney(value)}</span>;
}
