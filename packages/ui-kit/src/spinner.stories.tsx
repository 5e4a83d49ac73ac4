import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner.tsx';

const meta = {
  title: 'ui-kit/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const spinner = canvasElement.querySelector('.lb-spinner');
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
    await expect(spinner && getComputedStyle(spinner).animationName).toBe('lb-spin');
  },
};
