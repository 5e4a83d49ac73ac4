import {
  connectWithdrawal,
  type WithdrawalAccount,
  type WithdrawalContext,
  type WithdrawalRates,
  withdrawalMachine,
} from '@lobby/domain/withdrawal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  HELD_PAY_PASSWORD_FIELD,
  LONG_PAY_PASSWORD,
  payPasswordFieldOf,
} from '../../wiring/member/member-form.stories-support.ts';
import { WithdrawalView } from './withdrawal.view.tsx';

const CARDS: WithdrawalAccount[] = [
  { id: 11, bank: '中国工商银行', number: '6222020200112233445', owner: '张三' },
  { id: 12, bank: '招商银行', number: '6225880212345678', owner: '张三' },
];
const USDT: WithdrawalAccount[] = [
  { id: 21, bank: 'USDT', number: 'TXa9JkLmNoPqRsTuVwXyZ1234567890abcd', owner: 'TRC20' },
  { id: 22, bank: 'USDT', number: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', owner: 'ERC20' },
];
const RATES: WithdrawalRates = { rate: 7.05, erc20Fee: 5, trc20Fee: 1 };

type Value = {
  turnover: 'loading' | 'ready' | 'failed';
  accounts: 'loading' | 'ready' | 'failed';
  form: 'editing' | { submitting: 'sending' } | { submitting: 'checking' } | { submitting: 'unresolved' } | 'succeeded';
};

const READY: Value = { turnover: 'ready', accounts: 'ready', form: 'editing' };

/** What the views' answers are sent to (the machine's `send` in the screen). */
const send = fn();

/** The real machine's snapshot in one state (`resolveState`), turned into the view model the screen renders. */
function vmAt(value: Value, context: Partial<WithdrawalContext> = {}) {
  const snapshot = withdrawalMachine.resolveState({
    value,
    context: {
      method: 1,
      accounts: CARDS,
      accountsError: null,
      turnover: 3280.5,
      turnoverError: null,
      accountId: null,
      amount: '',
      payPassword: '',
      pickerOpen: false,
      error: null,
      pending: null,
      notDone: null,
      checkElapsedMs: 0,
      ...context,
    },
  });
  return connectWithdrawal(snapshot, send, RATES);
}

const filled = { accountId: 11, amount: '500', payPassword: '123456' } as const;

const meta = {
  title: 'Screens/Withdrawal',
  component: WithdrawalView,
  parameters: { layout: 'fullscreen' },
  args: { vm: vmAt(READY), balance: 8888, onAdd: fn(), onBack: fn(), onOpenService: fn() },
} satisfies Meta<typeof WithdrawalView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opening the screen: the turnover is being read, the tabs and the form are there. */
export const Loading: Story = {
  args: { vm: vmAt({ ...READY, turnover: 'loading', accounts: 'loading' }, { accounts: null, turnover: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '银行卡', selected: true })).toBeVisible();
    await expect(canvas.getByText('读取中…')).toBeVisible();
  },
};

/** The bank-card tab with nothing chosen yet; 全部金额 hands the wallet to the view model. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['银行卡', 'USDT', 'AnToken']);
    await expect(canvas.getByRole('button', { name: /请选择银行卡/ })).toBeVisible();
    await expect(canvas.getByText('3280.50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '全部金额' }));
    await expect(send).toHaveBeenCalledWith({ type: 'amount.all', balance: 8888 });
  },
};

/** A card chosen (its last 4 digits), the amount and the payment password typed. */
export const Filled: Story = {
  args: { vm: vmAt(READY, filled) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /中国工商银行（尾号3445）/ })).toBeVisible();
    await expect(canvas.getByLabelText('取款金额', { selector: 'input' })).toHaveValue('500');
  },
};

/** The picker: the cards masked to their last 4 digits, the add button under 5 accounts. */
export const PickerOpen: Story = {
  args: { vm: vmAt(READY, { pickerOpen: true, accountId: 12 }) },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '选择银行卡' });
    await expect(within(sheet).getByRole('button', { name: /招商银行/, pressed: true })).toBeVisible();
    await expect(within(sheet).getByText('**** **** **** 5678')).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: '+添加银行卡' })).toBeVisible();
  },
};

/** Five accounts: no add button. */
export const PickerFull: Story = {
  args: {
    vm: vmAt(READY, {
      pickerOpen: true,
      accounts: Array.from(
        { length: 5 },
        (_, i) => ({ ...CARDS[0], id: i + 1, number: `622202020011223${i}445` }) as WithdrawalAccount,
      ),
    }),
  },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '选择银行卡' });
    await expect(within(sheet).queryByRole('button', { name: '+添加银行卡' })).toBeNull();
  },
};

/** The accounts could not be read: why, with 重试, inside the picker. */
export const AccountsFailed: Story = {
  args: {
    vm: vmAt(
      { ...READY, accounts: 'failed' },
      {
        pickerOpen: true,
        accounts: null,
        accountsError: { kind: 'server', message: '系统繁忙，请稍后再试', code: 500 },
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alert');
    await expect(alert).toHaveTextContent('系统繁忙，请稍后再试');
  },
};

/** The turnover could not be read: why, with 重试. */
export const TurnoverFailed: Story = {
  args: {
    vm: vmAt(
      { ...READY, turnover: 'failed' },
      { turnover: null, turnoverError: { kind: 'network', message: '网络异常，请检查网络后重试！' } },
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('打码量读取失败');
  },
};

/** The USDT tab: the amount in USDT, the fee of the wallet's network and what arrives. */
export const Usdt: Story = {
  args: { vm: vmAt(READY, { method: 2, accounts: USDT, accountId: 22, amount: '705', payPassword: '123456' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'USDT', selected: true })).toBeVisible();
    await expect(canvas.getByText('100.00')).toBeVisible();
    await expect(canvas.getByText('5.00 USDT')).toBeVisible();
    await expect(canvas.getByText('95.00 USDT')).toBeVisible();
  },
};

/** The token tab before a wallet is chosen: TRC20 only, the fee asked for after choosing. */
export const AnToken: Story = {
  args: { vm: vmAt(READY, { method: 3, accounts: [], amount: '141' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'AnToken', selected: true })).toBeVisible();
    await expect(canvas.getByText('请先选择地址')).toBeVisible();
  },
};

/** A check failed: the first rule's message beside its control. */
export const CheckFailed: Story = {
  args: { vm: vmAt(READY, { amount: '99', error: { field: 'accountId', message: '请选择您要提现到的银行卡' } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请选择您要提现到的银行卡')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /请选择银行卡/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sending: the button is busy and further taps do nothing. */
export const Submitting: Story = {
  args: { vm: vmAt({ ...READY, form: { submitting: 'sending' } }, filled) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /立即取款/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * No answer came: the outcome is being checked against the records for as long as the server may still commit,
 * the button says for how long, nothing is resent and the payment password is gone from the form.
 */
export const Checking: Story = {
  args: {
    vm: vmAt({ ...READY, form: { submitting: 'checking' } }, { ...filled, payPassword: '', checkElapsedMs: 12_000 }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在核实');
    const button = canvas.getByRole('button', { name: /核实中…已核实12秒/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('支付密码', { selector: 'input' })).toHaveValue('');
  },
};

/** The records could not be read for the whole window: the button reads them again (再次核实), never sends. */
export const Unresolved: Story = {
  args: { vm: vmAt({ ...READY, form: { submitting: 'unresolved' } }, { ...filled, payPassword: '' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '再次核实' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('交易记录');
  },
};

/**
 * The 8+ character payment password a player chose on the platform: the field shows it whole, masked, on the text
 * keyboard, and typing past six characters still reaches the machine (no cut at 6).
 */
export const LongPayPassword: Story = {
  args: { vm: vmAt(READY, { ...filled, payPassword: LONG_PAY_PASSWORD.slice(0, -1) }) },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('支付密码', { selector: 'input' });
    await expect(payPasswordFieldOf(password)).toEqual(HELD_PAY_PASSWORD_FIELD);
    await expect(password).toHaveValue(LONG_PAY_PASSWORD.slice(0, -1));
    await userEvent.type(password, LONG_PAY_PASSWORD.slice(-1));
    await expect(send).toHaveBeenLastCalledWith({ type: 'payPassword.change', value: LONG_PAY_PASSWORD });
  },
};
