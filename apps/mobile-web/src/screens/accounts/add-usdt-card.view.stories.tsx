import type { FormViewModel } from '@lobby/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddUsdtCardView, type UsdtCardFields } from './add-usdt-card.view.tsx';

function form(
  values: UsdtCardFields,
  patch: Partial<FormViewModel<UsdtCardFields>> = {},
): FormViewModel<UsdtCardFields> {
  return {
    values,
    busy: false,
    error: null,
    fieldError: () => undefined,
    setField: fn(),
    submit: fn(),
    reset: fn(),
    ...patch,
  };
}

const meta = {
  title: 'Screens/AddUsdtCard',
  component: AddUsdtCardView,
  parameters: { layout: 'fullscreen' },
  args: {
    form: form({ address: '', protocol: 'TRC20', payPassword: '' }),
    protocols: ['TRC20', 'ERC20'],
    onBack: fn(),
    onOpenService: fn(),
  },
} satisfies Meta<typeof AddUsdtCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: coin USDT, TRC20 chosen, address, payment password, the warning, 确认. */
export const Blank: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: '添加虚拟币地址', level: 1 })).toBeVisible();
    await expect(screen.getByText('USDT', { exact: true })).toBeVisible();
    await expect(screen.getByRole('radio', { name: 'TRC20' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'ERC20' }));
    await expect(args.form.setField).toHaveBeenCalledWith('protocol', 'ERC20');
    await expect(screen.getByRole('note')).toHaveTextContent('自行承担');
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    await expect(args.form.submit).toHaveBeenCalledOnce();
  },
};

/** The address is missing: its message beside it. */
export const CheckFailed: Story = {
  args: {
    form: form(
      { address: '', protocol: 'ERC20', payPassword: '123456' },
      { fieldError: (field) => (field === 'address' ? '请输入USDT地址' : undefined) },
    ),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByLabelText('USDT地址', { selector: 'input' })).toHaveAccessibleDescription(
      '请输入USDT地址',
    );
    await expect(screen.getByRole('radio', { name: 'ERC20' })).toBeChecked();
  },
};
