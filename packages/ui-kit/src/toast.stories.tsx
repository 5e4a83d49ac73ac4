import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from './button.tsx';
import { createToaster, type ToastKind, ToastRegion } from './toast.tsx';

function ToastDemo({ kind, message, duration }: { kind: ToastKind; message: string; duration: number }) {
  const [toaster] = useState(createToaster);
  useEffect(() => {
    const id = toaster.show(message, { kind, duration: Number.POSITIVE_INFINITY });
    return () => toaster.dismiss(id);
  }, [toaster, kind, message]);
  return (
    <>
      <Button onClick={() => toaster.show(message, { kind, duration })}>再来一条</Button>
      <ToastRegion toaster={toaster} />
    </>
  );
}

const meta = {
  title: 'ui-kit/Toast',
  component: ToastDemo,
  args: { kind: 'info', message: '已在当前页面！', duration: 2000 },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('已在当前页面！');
  },
};

export const Success: Story = { args: { kind: 'success', message: '复制成功！' } };

export const ErrorKind: Story = {
  name: 'Error',
  args: { kind: 'error', message: '网络连接超时，请重试!' },
};

export const AutoDismiss: Story = {
  args: { message: '跳转中...', duration: 300 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: '再来一条' }));
    await expect(region.querySelectorAll('.lb-toast')).toHaveLength(2);
    await waitFor(() => expect(region.querySelectorAll('.lb-toast')).toHaveLength(1));
  },
};
