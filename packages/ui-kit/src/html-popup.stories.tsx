import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './button.tsx';
import { HtmlPopup, type HtmlPopupProps } from './html-popup.tsx';
import { SafeHtml } from './safe-html.tsx';

const longHtml = Array.from(
  { length: 30 },
  (_, n) => `<p>第 ${n + 1} 条：为了保障您的资金安全，请勿向任何人透露您的账号密码与支付密码。</p>`,
).join('');

/** An opener and the popup, the owner holding `open` as the home screen does. */
function PopupDemo({ onClose, action, ...rest }: HtmlPopupProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开公告</Button>
      <HtmlPopup
        {...rest}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        action={
          action && {
            ...action,
            onClick: () => {
              action.onClick();
              setOpen(false);
            },
          }
        }
      />
    </>
  );
}

const meta = {
  title: 'ui-kit/HtmlPopup',
  component: PopupDemo,
  args: {
    open: false,
    title: '公告',
    onClose: fn(),
    action: { label: '查看更多', onClick: fn() },
    children: <SafeHtml html="<p>平台将于本周三凌晨进行<strong>系统维护</strong>，敬请谅解。</p>" />,
  },
} satisfies Meta<typeof PopupDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home notice: 关闭 and 查看更多 (which goes to /message in the app). */
export const Notice: Story = {
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: '打开公告' });
    await userEvent.click(opener);
    const dialog = canvas.getByRole('dialog', { name: '公告' });
    await expect(await canvas.findByText('系统维护')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '查看更多' }));
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
    await expect(dialog).not.toBeVisible();
    await expect(opener).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: '打开公告' });
    await userEvent.click(opener);
    const dialog = canvas.getByRole('dialog', { name: '公告' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(dialog).not.toBeVisible();
    await expect(opener).toHaveFocus();
  },
};

/** The welcome popup: one close button, and a long body that scrolls inside a capped height. */
export const WelcomeLong: Story = {
  args: { title: '欢迎来到 Lobby 娱乐城', action: undefined, children: <SafeHtml html={longHtml} /> },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开公告' }));
    const dialog = canvas.getByRole('dialog', { name: '欢迎来到 Lobby 娱乐城' });
    await expect(await canvas.findByText(/第 30 条/)).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /关闭|查看更多/ })).toHaveLength(1);
    const body = canvasElement.querySelector<HTMLElement>('.lb-html-popup__content');
    if (!body) throw new Error('no body');
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    // The whole dialog stays on screen; the body scrolls by keyboard too.
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.tab({ shift: true });
    await expect(body).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
