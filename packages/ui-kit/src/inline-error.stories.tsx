import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { InlineError } from './inline-error.tsx';

const meta = {
  title: 'ui-kit/InlineError',
  component: InlineError,
  args: { message: '收款信息加载失败：网络异常', onRetry: fn() },
} satisfies Meta<typeof InlineError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The failure on one line, announced, with 重试 beside it. */
export const WithRetry: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('收款信息加载失败：网络异常');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without `onRetry`: the words alone. */
export const WordsOnly: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('收款信息加载失败：网络异常');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
