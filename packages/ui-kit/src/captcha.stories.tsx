import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Captcha } from './captcha.tsx';

const meta = {
  title: 'ui-kit/Captcha',
  component: Captcha,
  args: { code: '7kQ2', onRefresh: fn() },
} satisfies Meta<typeof Captcha>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '看不清？换一张' });
    await expect(button).toHaveAccessibleName('看不清？换一张');
    await expect(button.querySelector('img')).toHaveAttribute('alt', '');
    await expect(button).not.toHaveTextContent('7kQ2');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const AnotherCode: Story = { args: { code: 'B8m4' } };

/** The same code always draws the same picture; another code draws another. */
export const Deterministic: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Captcha code="x3Fp" onRefresh={() => {}} label="图一" />
      <Captcha code="x3Fp" onRefresh={() => {}} label="图二" />
      <Captcha code="x3Fq" onRefresh={() => {}} label="图三" />
    </div>
  ),
  play: async ({ canvas }) => {
    const drawing = (name: string) => canvas.getByRole('button', { name }).innerHTML;
    await expect(drawing('图一')).toBe(drawing('图二'));
    await expect(drawing('图一')).not.toBe(drawing('图三'));
  },
};

/** Refreshing swaps the code, as the login machine does. */
export const Refreshing: Story = {
  render: function Render() {
    const codes = ['7kQ2', 'B8m4', 'x3Fp'];
    const [index, setIndex] = useState(0);
    return <Captcha code={codes[index % codes.length] ?? ''} onRefresh={() => setIndex((value) => value + 1)} />;
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '看不清？换一张' });
    const before = button.innerHTML;
    await userEvent.click(button);
    await expect(button.innerHTML).not.toBe(before);
  },
};
