import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ActionSheet, BottomSheet } from './bottom-sheet.tsx';
import { Button } from './button.tsx';
import { TextField } from './text-field.tsx';

/** An opener and a sheet, the owner holding `open`. */
function SheetDemo({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>额度转换</Button>
      <BottomSheet
        open={open}
        title="额度转换"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={
          <Button block onClick={() => setOpen(false)}>
            提交
          </Button>
        }
      >
        <TextField label="操作金额" inputMode="decimal" />
      </BottomSheet>
    </>
  );
}

const meta = {
  title: 'ui-kit/BottomSheet',
  component: SheetDemo,
  args: { onClose: fn() },
} satisfies Meta<typeof SheetDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: '额度转换' });
    await userEvent.click(opener);
    const sheet = canvas.getByRole('dialog', { name: '额度转换' });
    await expect(sheet).toBeVisible();
    // Focus moves in (to the ✕ button, the first control), and the sheet sits on the bottom edge.
    const close = canvas.getByRole('button', { name: '关闭' });
    await expect(close).toHaveFocus();
    await expect(close.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await waitFor(() => expect(Math.abs(sheet.getBoundingClientRect().bottom - window.innerHeight)).toBeLessThan(1));
    await expect(canvas.getByRole('textbox', { name: '操作金额' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提交' })).toBeVisible();
  },
};

export const CloseButton: Story = {
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: '额度转换' });
    await userEvent.click(opener);
    const sheet = canvas.getByRole('dialog', { name: '额度转换' });
    await userEvent.click(canvas.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(sheet).not.toBeVisible();
    await expect(opener).toHaveFocus();
  },
};

// A close request the sheet's own keydown never sees (Escape while focus has left for the browser's toolbar, the
// back gesture), and a tap on the opener in the same moment: the sheet opens again. The owner used to hear of the
// request only from the close event, a task later, and the tap then opened nothing.
export const CloseRequestThenOpenAgain: Story = {
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: '额度转换' });
    await userEvent.click(opener);
    const sheet = canvas.getByRole<HTMLDialogElement>('dialog', { name: '额度转换' });
    await expect(sheet).toBeVisible();
    sheet.requestClose();
    opener.click();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(sheet).toBeVisible());
    // The close event of the first closing has had its task by then, and the sheet stays.
    for (let turn = 0; turn < 2; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(sheet).toBeVisible();
    await expect(sheet.open).toBe(true);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: '额度转换' });
    await userEvent.click(opener);
    const sheet = canvas.getByRole('dialog', { name: '额度转换' });
    await userEvent.type(canvas.getByRole('textbox', { name: '操作金额' }), '100');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(sheet).not.toBeVisible();
    await expect(opener).toHaveFocus();
  },
};

/** A tap on the dimmed page above the sheet closes it; a tap inside does not. */
export const BackdropCloses: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '额度转换' }));
    const sheet = canvas.getByRole('dialog', { name: '额度转换' });
    await userEvent.click(canvas.getByRole('heading', { name: '额度转换' }));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(sheet);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(sheet).not.toBeVisible();
  },
};

const directions = [
  { value: 'in', label: '转入游戏' },
  { value: 'out', label: '转出到钱包' },
  { value: 'all', label: '一键回收', danger: true },
  { value: 'later', label: '稍后再说', disabled: true },
] as const;

/** The action sheet: options as buttons and 取消; the owner closes it after a choice. */
export const Actions: StoryObj<typeof ActionSheet> = {
  args: { onSelect: fn(), onClose: fn() },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>选择方向</Button>
        <ActionSheet
          open={open}
          title="转账方向"
          options={directions}
          onSelect={(value) => {
            args.onSelect(value);
            setOpen(false);
          }}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: '选择方向' });
    await userEvent.click(opener);
    const sheet = canvas.getByRole('dialog', { name: '转账方向' });
    await expect(canvas.getByRole('button', { name: '取消' })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '稍后再说' })).toBeDisabled();
    for (const option of canvas.getAllByRole('button').filter((button) => sheet.contains(button))) {
      await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(canvas.getByRole('button', { name: '转出到钱包' }));
    await expect(args.onSelect).toHaveBeenCalledWith('out');
    await expect(sheet).not.toBeVisible();
    await expect(opener).toHaveFocus();
    // Opened again, 取消 by keyboard answers nothing.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};
