import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from './button.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';

const onTap = fn();

const meta = {
  title: 'ui-kit/LoadingOverlay',
  component: LoadingOverlay,
  args: { visible: true },
  render: (args) => (
    <>
      <Button onClick={onTap}>下面的按钮</Button>
      <LoadingOverlay {...args} />
    </>
  ),
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

function isCovered(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && !element.contains(hit);
}

export const Visible: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
    await expect(isCovered(canvas.getByRole('button', { name: '下面的按钮' }))).toBe(true);
    const layer = canvas.getByText('加载中').closest('.lb-loading__layer');
    await waitFor(() => expect(layer && getComputedStyle(layer).opacity).toBe('1'));
  },
};

export const Jumping: Story = {
  args: { label: '跳转中...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('跳转中...');
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(isCovered(canvas.getByRole('button', { name: '下面的按钮' }))).toBe(false);
  },
};
