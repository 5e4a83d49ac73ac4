import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from './button.tsx';
import { AlertDialog, ConfirmDialog, createDialogs, Dialog, DialogHost } from './dialog.tsx';

/** A page with a host and two openers, as the app wires them; answers go to `onAnswer`. */
function DialogsDemo({ onAnswer }: { onAnswer: (answer: unknown) => void }) {
  const [dialogs] = useState(createDialogs);
  return (
    <>
      <Button
        onClick={async () => {
          await dialogs.alert({ title: '认证失败', message: '您的账号登陆过期，请重新登陆' });
          onAnswer('alerted');
        }}
      >
        打开提示
      </Button>{' '}
      <Button
        variant="secondary"
        onClick={async () => onAnswer(await dialogs.confirm({ title: '提示', message: '您确定要退出登录吗?' }))}
      >
        退出登录
      </Button>{' '}
      <Button
        variant="ghost"
        onClick={async () => {
          await Promise.all([dialogs.alert({ message: '第一条' }), dialogs.alert({ message: '第二条' })]);
          onAnswer('both');
        }}
      >
        连续两条
      </Button>
      <DialogHost dialogs={dialogs} />
    </>
  );
}

const meta = {
  title: 'ui-kit/Dialog',
  component: DialogsDemo,
  args: { onAnswer: fn() },
} satisfies Meta<typeof DialogsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AlertOpen: Story = {
  render: () => <AlertDialog open title="认证失败" message="您的账号登陆过期，请重新登陆" onConfirm={() => {}} />,
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('alertdialog', { name: '认证失败' });
    await expect(dialog).toHaveAccessibleDescription('您的账号登陆过期，请重新登陆');
    await expect(canvas.getByRole('button', { name: '确定' })).toHaveFocus();
  },
};

export const ConfirmOpen: Story = {
  render: () => (
    <ConfirmDialog open title="提示" message="您确定要退出登录吗?" onConfirm={() => {}} onCancel={() => {}} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alertdialog', { name: '提示' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '取消' })).toHaveFocus();
  },
};

export const AlertResolves: Story = {
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: '打开提示' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('alertdialog', { name: '认证失败' });
    await expect(canvas.getByRole('button', { name: '确定' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('alerted'));
    await expect(dialog).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};

export const ConfirmResolvesTrue: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await canvas.findByRole('alertdialog', { name: '提示' });
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith(true));
  },
};

export const ConfirmResolvesFalse: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await canvas.findByRole('alertdialog', { name: '提示' });
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith(false));
  },
};

export const EscapeCancels: Story = {
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: '退出登录' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('alertdialog', { name: '提示' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith(false));
    await expect(dialog).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};

export const QueuedAlerts: Story = {
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: '连续两条' });
    await userEvent.click(opener);
    await expect(await canvas.findByRole('alertdialog', { name: '第一条' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(await canvas.findByRole('alertdialog', { name: '第二条' })).toBeVisible();
    await expect(args.onAnswer).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('both'));
    await expect(opener).toHaveFocus();
  },
};

/** The plain dialog, for content of the app's own (the home notice): the owner holds `open`. */
export const Custom: Story = {
  render: function Render() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>公告</Button>
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title="公告"
          actions={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                关闭
              </Button>
              <Button data-autofocus onClick={() => setOpen(false)}>
                查看更多
              </Button>
            </>
          }
        >
          <p>欢迎来到 Lobby 娱乐城。</p>
        </Dialog>
      </>
    );
  },
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: '公告' });
    await userEvent.click(opener);
    const dialog = canvas.getByRole('dialog', { name: '公告' });
    await expect(dialog).toBeVisible();
    await expect(canvas.getByRole('button', { name: '查看更多' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '关闭' }));
    await expect(dialog).not.toBeVisible();
    await expect(opener).toHaveFocus();
  },
};

/**
 * Closed and opened again before the browser has dispatched the close event (Escape, then Enter at once, on a busy
 * phone): the late close event is the old closing's, and the dialog stays open.
 */
export const ReopenedAtOnce: Story = {
  render: function Render() {
    const [open, setOpen] = useState(true);
    return (
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="公告"
        actions={
          <Button
            data-autofocus
            onClick={() => {
              flushSync(() => setOpen(false));
              flushSync(() => setOpen(true));
            }}
          >
            关闭后重开
          </Button>
        }
      >
        <p>欢迎来到 Lobby 娱乐城。</p>
      </Dialog>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '关闭后重开' }));
    // Past the close event's task and a frame.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.getByRole('dialog', { name: '公告' })).toBeVisible();
  },
};
