import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'ui-kit/Checkbox',
  component: Checkbox,
  args: {
    onChange: fn(),
    label: (
      <>
        我已阅读并同意
        <a href="#/abouts?type=5">相关条款和隐私政策</a>
      </>
    ),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /我已阅读并同意/ });
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText(/我已阅读并同意/));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Unchecked: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /我已阅读并同意/ });
    await expect(box).not.toBeChecked();
    // The link stays its own focusable target inside the label (following it would unload the test page).
    const link = canvas.getByRole('link', { name: '相关条款和隐私政策' });
    await expect(link).toHaveAttribute('href', '#/abouts?type=5');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const row = box.closest('label');
    await expect(row?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
