import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { BottomSheet } from './bottom-sheet.tsx';
import { Button } from './button.tsx';
import { Picker, type PickerProps } from './picker.tsx';

const banks = [
  { value: 'icbc', label: '中国工商银行' },
  { value: 'ccb', label: '中国建设银行' },
  { value: 'abc', label: '中国农业银行' },
  { value: 'boc', label: '中国银行', detail: '维护中', disabled: true },
];

/** The owner of `value`, as a form screen holds it. */
function PickerDemo({ value: initial, onChange, ...rest }: PickerProps<string>) {
  const [value, setValue] = useState(initial);
  return (
    <Picker
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Picker',
  component: PickerDemo,
  args: { label: '开户银行', placeholder: '请选择银行', options: banks, value: null, onChange: fn() },
} satisfies Meta<typeof PickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('button', { name: '开户银行 请选择银行' });
    await expect(field).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(field);
    const sheet = canvas.getByRole('dialog', { name: '开户银行' });
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: '中国银行 维护中' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '中国建设银行' }));
    await expect(args.onChange).toHaveBeenCalledWith('ccb');
    await expect(sheet).not.toBeVisible();
    const chosen = canvas.getByRole('button', { name: '开户银行 中国建设银行' });
    await expect(chosen).toHaveFocus();
  },
};

/** A chosen option is marked pressed and takes focus when the sheet opens; arrows are not needed, Tab moves. */
export const Chosen: Story = {
  args: { value: 'abc' },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('button', { name: '开户银行 中国农业银行' });
    field.focus();
    await userEvent.keyboard('{Enter}');
    const current = canvas.getByRole('button', { name: '中国农业银行', pressed: true });
    await expect(current).toHaveFocus();
    await expect(canvas.getByRole('button', { name: '中国工商银行', pressed: false })).toBeVisible();
    // Choosing the same option again changes nothing; Escape closes and focus goes back.
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('dialog', { hidden: true })).not.toBeVisible();
    await expect(field).toHaveFocus();
  },
};

export const WithError: Story = {
  args: { error: '请选择开户银行' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('button', { name: '开户银行 请选择银行' });
    await expect(field).toHaveAccessibleDescription('请选择开户银行');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** No cards yet: the sheet says so and offers the way to add one. */
export const NoOptions: Story = {
  args: {
    label: '收款账户',
    placeholder: '请选择银行卡',
    options: [],
    emptyText: '暂无银行卡',
    footer: <Button block>添加银行卡</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '收款账户 请选择银行卡' }));
    await expect(canvas.getByText('暂无银行卡')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加银行卡' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'icbc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '开户银行 中国工商银行' })).toBeDisabled();
  },
};

/** Wallet pickers inside the transfer sheet: Escape closes the picker alone, not the sheet under it. */
export const InsideSheet: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <BottomSheet open title="额度转换" onClose={() => {}}>
        <Picker
          label="转出钱包"
          placeholder="请选择钱包"
          sheetTitle="选择钱包"
          options={[
            { value: 'main', label: '中心钱包', detail: '¥1,234.50' },
            { value: 'ag', label: 'AG 真人', detail: '¥0.00' },
          ]}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </BottomSheet>
    );
  },
  play: async ({ canvas }) => {
    const outer = canvas.getByRole('dialog', { name: '额度转换' });
    await userEvent.click(canvas.getByRole('button', { name: '转出钱包 请选择钱包' }));
    const inner = canvas.getByRole('dialog', { name: '选择钱包' });
    await userEvent.keyboard('{Escape}');
    await expect(inner).not.toBeVisible();
    await expect(outer).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '转出钱包 请选择钱包' }));
    await userEvent.click(canvas.getByRole('button', { name: /AG 真人/ }));
    await expect(canvas.getByRole('button', { name: '转出钱包 AG 真人' })).toHaveFocus();
  },
};
