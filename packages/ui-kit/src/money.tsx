import './money.css';

const yuan = new Intl.NumberFormat('zh-CN', {
  style: 'currency',
  currency: 'CNY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats an amount of yuan the way the app shows money: `¥1,234.50`. */
export function formatMoney(value: number): string {
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
