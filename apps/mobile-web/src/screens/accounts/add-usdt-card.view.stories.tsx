import { checkUsdtCard, cleanWalletBind, WALLET_ADDRESS_MAX_LENGTH } from '@lobby/domain/accounts';
import type { FormViewModel } from '@lobby/domain/form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  HELD_PAY_PASSWORD_FIELD,
  LONG_PAY_PASSWORD,
  payPasswordFieldOf,
  useLiveForm,
} from '../../wiring/member/member-form.stories-support.ts';
import { AddUsdtCardView, type UsdtCardFields } from './add-usdt-card.view.tsx';

function form(
  values: UsdtCardFields,
  patch: Partial<FormViewModel<UsdtCardFields>> = {},
): FormViewModel<UsdtCardFields> {
  return {
    values,
    maxLength: WALLET_ADDRESS_MAX_LENGTH,
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
    await expect(screen.getByLabelText('USDT地址')).toHaveAttribute('maxlength', '42');
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

/** The view on the real form (its cleaner and check), the address typed but not the payment password. */
function LiveAddUsdtCard(props: ComponentProps<typeof AddUsdtCardView>) {
  const form = useLiveForm({
    values: { address: 'TXa9JkLmNoPqRsTuVwXyZ1234567890abcd', protocol: 'TRC20', payPassword: '' },
    check: checkUsdtCard,
    clean: cleanWalletBind,
    maxLength: WALLET_ADDRESS_MAX_LENGTH,
  });
  return <AddUsdtCardView {...props} form={form} />;
}

/** The 8+ character payment password a player chose on the platform: kept whole, masked, and sent. */
export const LongPayPassword: Story = {
  render: (args) => <LiveAddUsdtCard {...args} />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const password = screen.getByLabelText('支付密码', { selector: 'input' });
    await expect(payPasswordFieldOf(password)).toEqual(HELD_PAY_PASSWORD_FIELD);
    await userEvent.type(password, LONG_PAY_PASSWORD);
    await expect(password).toHaveValue(LONG_PAY_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    await expect(screen.getByRole('button', { name: '确认' })).toHaveAttribute('aria-busy', 'true');
  },
};
