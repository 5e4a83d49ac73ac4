import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatMoney, Money } from './money.tsx';

const meta = {
  title: 'ui-kit/Money',
  component: Money,
  args: { value: 1234.5 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {
  play: async ({ canvas }) => {
    const amount = canvas.getByText('¥1,234.50');
    await expect(getComputedStyle(amount).fontVariantNumeric).toBe('tabular-nums');
  },
};

export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥0.00')).toBeVisible();
  },
};

export const Formats: Story = {
  play: async () => {
    await expect(formatMoney(100)).toBe('¥100.00');
    await expect(formatMoney(-3)).toBe('-¥3.00');
    await expect(formatMoney(0.005)).toBe('¥0.01');
    await expect(formatMoney(10_000_000)).toBe('¥10,000,000.00');
  },
};

/** An amount that cannot be known now (offline): a dash, and 余额不可用 for a screen reader, never an older figure. */
export const Unavailable: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvas.getByText('余额不可用')).toBeInTheDocument();
    await expect(canvas.queryByText(/¥/)).toBeNull();
  },
};
