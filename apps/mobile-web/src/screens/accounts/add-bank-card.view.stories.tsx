import { BANK_CARD_MAX_LENGTH, checkBankCard, cleanBankCard } from '@lobby/domain/accounts';
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
import { AddBankCardView, type BankCardFields } from './add-bank-card.view.tsx';

const empty: BankCardFields = { owner: '', bank: '', address: '', cardNo: '', payPassword: '' };

function form(
  values: BankCardFields,
  patch: Partial<FormViewModel<BankCardFields>> = {},
): FormViewModel<BankCardFields> {
  return {
    values,
    maxLength: BANK_CARD_MAX_LENGTH,
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
  title: 'Screens/AddBankCard',
  component: AddBankCardView,
  parameters: { layout: 'fullscreen' },
  args: {
    form: form(empty),
    banks: ['中国工商银行', '中国建设银行', '招商银行'],
    banksLoading: false,
    banksError: null,
    onRetryBanks: fn(),
    onBack: fn(),
    onOpenService: fn(),
  },
} satisfies Meta<typeof AddBankCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: bank picker, branch, card number, holder, payment password, the tips, 确认添加. */
export const Blank: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: '添加银行卡', level: 1 })).toBeVisible();
    // The lengths the bank-card rules give (BANK_CARD_MAX_LENGTH), through the form's view model.
    await expect(screen.getByLabelText('开户行地址')).toHaveAttribute('maxlength', '100');
    await expect(screen.getByLabelText('银行卡号')).toHaveAttribute('maxlength', '50');
    await expect(screen.getByLabelText('持卡人姓名')).toHaveAttribute('maxlength', '50');
    await userEvent.click(screen.getByRole('button', { name: /开户银行/ }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: '选择银行' })).getByRole('button', { name: '招商银行' }),
    );
    await expect(args.form.setField).toHaveBeenCalledWith('bank', '招商银行');
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }));
    await expect(args.form.submit).toHaveBeenCalledOnce();
    await expect(screen.getByRole('complementary', { name: '温馨提示' })).toHaveTextContent('1倍流水');
  },
};

/** A check failed: its message beside the card number, every value kept. */
export const CheckFailed: Story = {
  args: {
    form: form(
      { owner: '张三', bank: '招商银行', address: '上海市徐汇支行', cardNo: '1234', payPassword: '123456' },
      { fieldError: (field) => (field === 'cardNo' ? '请输入正确的卡号长度' : undefined) },
    ),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const cardNo = screen.getByLabelText('银行卡号', { selector: 'input' });
    await expect(cardNo).toHaveAttribute('aria-invalid', 'true');
    await expect(cardNo).toHaveAccessibleDescription('请输入正确的卡号长度');
    await expect(screen.getByLabelText('持卡人姓名', { selector: 'input' })).toHaveValue('张三');
    await expect(screen.getByRole('button', { name: /开户银行/ })).toHaveTextContent('招商银行');
  },
};

/** Sending: the button is busy. */
export const Busy: Story = {
  args: { form: form(empty, { busy: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '确认添加' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The bank list is loading: the picker says so. */
export const BanksLoading: Story = {
  args: { banks: [], banksLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /开户银行/ })).toHaveTextContent('银行列表加载中');
  },
};

/** The bank list failed: why, under the picker, with 重试. */
export const BanksFailed: Story = {
  args: { banks: [], banksError: '网络异常，请稍后再试' },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('alert')).toHaveTextContent('网络异常，请稍后再试');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await expect(args.onRetryBanks).toHaveBeenCalledOnce();
  },
};

/** The view on the real form (its cleaner and check), the card filled in but the payment password. */
function LiveAddBankCard(props: ComponentProps<typeof AddBankCardView>) {
  const form = useLiveForm({
    values: { ...empty, owner: '张三', bank: '招商银行', address: '上海市徐汇支行', cardNo: '6225880212345678' },
    check: checkBankCard,
    clean: cleanBankCard,
    maxLength: BANK_CARD_MAX_LENGTH,
  });
  return <AddBankCardView {...props} form={form} />;
}

/**
 * A player of the platform types the 8+ character payment password they chose there: the field keeps every
 * character, masked, and the form sends it (the busy button).
 */
export const LongPayPassword: Story = {
  render: (args) => <LiveAddBankCard {...args} />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const password = screen.getByLabelText('支付密码', { selector: 'input' });
    await expect(payPasswordFieldOf(password)).toEqual(HELD_PAY_PASSWORD_FIELD);
    await expect(password).toHaveAttribute('placeholder', '请输入支付密码');
    await userEvent.type(password, LONG_PAY_PASSWORD);
    await expect(password).toHaveValue(LONG_PAY_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }));
    await expect(screen.getByRole('button', { name: '确认添加' })).toHaveAttribute('aria-busy', 'true');
    await expect(password).toHaveValue(LONG_PAY_PASSWORD);
  },
};
