import {
  checkUnbind,
  checkWalletBind,
  cleanUnbind,
  cleanWalletBind,
  WALLET_ADDRESS_MAX_LENGTH,
} from '@lobby/domain/accounts';
import type { FormViewModel } from '@lobby/domain/form';
import type { LoadViewModel } from '@lobby/domain/load';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  HELD_PAY_PASSWORD_FIELD,
  LONG_PAY_PASSWORD,
  payPasswordFieldOf,
  useLiveForm,
} from '../../wiring/member/member-form.stories-support.ts';
import { type UnbindFields, type WalletBindFields, type WalletCardItem, WalletView } from './wallet.view.tsx';

const load = (patch: Partial<LoadViewModel<readonly WalletCardItem[]>>): LoadViewModel<readonly WalletCardItem[]> => ({
  value: undefined,
  busy: false,
  refreshing: false,
  failed: false,
  empty: false,
  error: null,
  retry: fn(),
  reload: fn(),
  ...patch,
});

function form<F extends Record<string, string>>(values: F, patch: Partial<FormViewModel<F>> = {}): FormViewModel<F> {
  return {
    values,
    // No input of the unbind dialog has a maxlength; the bind popup's address has (bindPopupForm).
    maxLength: {} as FormViewModel<F>['maxLength'],
    busy: false,
    error: null,
    fieldError: () => undefined,
    setField: fn(),
    submit: fn(),
    reset: fn(),
    ...patch,
  };
}

const bankCards: WalletCardItem[] = [
  {
    id: 1,
    bank: '中国工商银行',
    owner: '张三',
    number: '**** **** **** 3445',
    address: '北京市朝阳区支行',
    name: '中国工商银行（尾号3445）',
  },
  {
    id: 2,
    bank: '招商银行',
    owner: '张三',
    number: '**** **** **** 5678',
    address: '上海市徐汇支行',
    name: '招商银行（尾号5678）',
  },
];

const usdt: WalletCardItem = {
  id: 3,
  bank: 'USDT',
  owner: 'TRC20',
  number: '******4567890abcd',
  address: '',
  name: 'USDT地址（尾号abcd）',
};

const bindValues: WalletBindFields = { bank: 'USDT', address: '', protocol: 'TRC20', payPassword: '' };
/** The bind popup's form, its address input as long as the rules say. */
const bindPopupForm = (values: WalletBindFields, patch: Partial<FormViewModel<WalletBindFields>> = {}) =>
  form(values, { maxLength: WALLET_ADDRESS_MAX_LENGTH, ...patch });
const unbindValues: UnbindFields = { id: '', payPassword: '' };

const meta = {
  title: 'Screens/Wallet',
  component: WalletView,
  parameters: { layout: 'fullscreen' },
  args: {
    title: '银行卡',
    noun: '银行卡',
    list: load({ value: bankCards }),
    canAdd: true,
    addLabel: '添加银行卡',
    onAdd: fn(),
    bind: { open: false, form: bindPopupForm(bindValues), protocols: ['TRC20', 'ERC20'], onCancel: fn() },
    unbind: { open: false, target: '', form: form(unbindValues), onOpen: fn(), onCancel: fn() },
    onBack: fn(),
    onOpenService: fn(),
  },
} satisfies Meta<typeof WalletView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bank cards: bank, holder, the last 4 digits, the branch; each with a delete button naming it; add below 5. */
export const BankCards: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: '银行卡', level: 1 })).toBeVisible();
    await expect(screen.getByText('**** **** **** 3445')).toBeVisible();
    await expect(screen.getByText('北京市朝阳区支行')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '删除招商银行（尾号5678）' }));
    await expect(args.unbind.onOpen).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: '添加银行卡' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(screen.getByRole('complementary', { name: '提款须知' })).toHaveTextContent('10-15分钟');
  },
};

/** Five accounts: the add button hides. */
export const Full: Story = {
  args: {
    canAdd: false,
    // Five distinct cards (the two above, then three more with their own ids), as the server lists them.
    list: load({
      value: [...bankCards, ...bankCards, ...bankCards].slice(0, 5).map((card, index) => ({ ...card, id: index + 1 })),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: '添加银行卡' })).toBeNull();
    await expect(canvasElement.querySelectorAll('li.accounts__card')).toHaveLength(5);
  },
};

/** Loading: placeholder cards, no add button yet. */
export const Loading: Story = {
  args: { list: load({ busy: true }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('status', { name: '加载中' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: '添加银行卡' })).toBeNull();
  },
};

/** Nothing bound yet: said so, with the add button. */
export const Empty: Story = {
  args: { list: load({ value: [], empty: true }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText('暂无绑定的银行卡')).toBeVisible();
    await expect(screen.getByRole('button', { name: '添加银行卡' })).toBeVisible();
  },
};

/** The list failed: why, with 重试. */
export const Failed: Story = {
  args: { list: load({ failed: true, error: { kind: 'network', message: '网络异常，请稍后再试' } }) },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('alert')).toHaveTextContent('网络异常，请稍后再试');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await expect(args.list.retry).toHaveBeenCalledOnce();
  },
};

/** USDT wallets with the bind popup open: address, TRC20/ERC20, payment password, the two hints. */
export const UsdtBindPopup: Story = {
  args: {
    title: 'USDT钱包',
    noun: 'USDT地址',
    addLabel: '添加USDT地址',
    list: load({ value: [usdt] }),
    bind: {
      open: true,
      form: bindPopupForm(
        { ...bindValues, address: '' },
        { fieldError: (field) => (field === 'address' ? '请输入钱包地址' : undefined) },
      ),
      protocols: ['TRC20', 'ERC20'],
      onCancel: fn(),
    },
  },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    const sheet = screen.getByRole('dialog', { name: '添加USDT地址' });
    await expect(within(sheet).getByLabelText('钱包地址')).toHaveAttribute('maxlength', '42');
    await expect(within(sheet).getByRole('radio', { name: 'TRC20' })).toBeChecked();
    await expect(within(sheet).getByRole('radio', { name: 'ERC20' })).not.toBeChecked();
    await expect(within(sheet).getByText('请输入钱包地址')).toBeVisible();
    await expect(within(sheet).getByText(/复制钱包地址/)).toBeVisible();
    await expect(within(sheet).getByText(/支持所选协议/)).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: '取消' }));
    await expect(args.bind.onCancel).toHaveBeenCalled();
  },
};

/** The token wallet's popup: TRC20 only. */
export const TokenBindPopup: Story = {
  args: {
    title: 'AnToken',
    noun: 'AnToken地址',
    addLabel: '添加AnToken地址',
    list: load({ value: [], empty: true }),
    bind: { open: true, form: bindPopupForm({ ...bindValues, bank: 'antoken' }), protocols: ['TRC20'], onCancel: fn() },
  },
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByRole('dialog', { name: '添加AnToken地址' });
    await expect(within(sheet).getAllByRole('radio')).toHaveLength(1);
  },
};

/** The unbind dialog: 解绑卡片, the account named, an empty payment password; 5 digits are refused beside it. */
export const UnbindDialog: Story = {
  args: {
    unbind: {
      open: true,
      target: '中国工商银行（尾号3445）',
      form: form(
        { id: '1', payPassword: '12345' },
        { fieldError: (field) => (field === 'payPassword' ? '请输入6位数字支付密码' : undefined) },
      ),
      onOpen: fn(),
      onCancel: fn(),
    },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: '解绑卡片' });
    await expect(within(dialog).getByText('中国工商银行（尾号3445）')).toBeVisible();
    await expect(within(dialog).getByText('请输入6位数字支付密码')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.unbind.form.submit).toHaveBeenCalledOnce();
  },
};

/** The wallet page with its bind popup and unbind dialog on the real forms (their cleaners and checks). */
function LiveWallet(props: ComponentProps<typeof WalletView>) {
  const bindForm = useLiveForm({
    values: { ...bindValues, address: 'TXa9JkLmNoPqRsTuVwXyZ1234567890abcd' },
    check: checkWalletBind,
    clean: cleanWalletBind,
    maxLength: WALLET_ADDRESS_MAX_LENGTH,
  });
  const unbindForm = useLiveForm({ values: { id: '3', payPassword: '' }, check: checkUnbind, clean: cleanUnbind });
  return (
    <WalletView {...props} bind={{ ...props.bind, form: bindForm }} unbind={{ ...props.unbind, form: unbindForm }} />
  );
}

/** Binding a USDT address with the 8+ character payment password a player chose on the platform: kept, sent. */
export const BindLongPayPassword: Story = {
  args: {
    title: 'USDT钱包',
    noun: 'USDT地址',
    addLabel: '添加USDT地址',
    list: load({ value: [usdt] }),
    bind: { open: true, form: bindPopupForm(bindValues), protocols: ['TRC20', 'ERC20'], onCancel: fn() },
  },
  render: (args) => <LiveWallet {...args} />,
  play: async ({ canvasElement }) => {
    const sheet = within(within(canvasElement).getByRole('dialog', { name: '添加USDT地址' }));
    const password = sheet.getByLabelText('支付密码', { selector: 'input' });
    await expect(payPasswordFieldOf(password)).toEqual(HELD_PAY_PASSWORD_FIELD);
    await userEvent.type(password, LONG_PAY_PASSWORD);
    await expect(password).toHaveValue(LONG_PAY_PASSWORD);
    await userEvent.click(sheet.getByRole('button', { name: '确认绑定' }));
    await expect(sheet.getByRole('button', { name: '确认绑定' })).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * Unbinding with the 8+ character payment password a player chose on the platform: no longer refused as "6
 * digits", kept whole and sent (five characters are still refused, beside the field, with the spec's words).
 */
export const UnbindLongPayPassword: Story = {
  args: {
    list: load({ value: [usdt] }),
    unbind: { open: true, target: 'USDT地址（尾号abcd）', form: form(unbindValues), onOpen: fn(), onCancel: fn() },
  },
  render: (args) => <LiveWallet {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: '解绑卡片' }));
    const password = dialog.getByLabelText('支付密码', { selector: 'input' });
    await expect(payPasswordFieldOf(password)).toEqual(HELD_PAY_PASSWORD_FIELD);
    await userEvent.type(password, 'Pay!2');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(password).toHaveAccessibleDescription('请输入6位数字支付密码');
    await userEvent.type(password, '024 abc');
    await expect(password).toHaveValue(LONG_PAY_PASSWORD);
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(dialog.getByRole('button', { name: '确定' })).toHaveAttribute('aria-busy', 'true');
  },
};
