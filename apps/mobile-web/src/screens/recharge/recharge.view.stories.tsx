import {
  connectDeposit,
  DEFAULT_DEPOSIT_RANGE,
  type DepositContext,
  type DepositSnapshot,
  depositMachine,
} from '@lobby/domain/deposit';
import { messages } from '@lobby/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RechargeView } from './recharge.view.tsx';

// Each state is a snapshot of the real deposit machine (as `resolveState` builds it) turned into the view model
// by the real connect, so every state shown is one a player can reach.

type Region = 'setup' | 'accounts' | 'range' | 'bank' | 'form';
type Value = Record<Region, string | Record<string, string>>;

const READY: Value = { setup: 'ready', accounts: 'known', range: 'idle', bank: 'idle', form: 'editing' };
const ALL = ['dsfpay', 'card', 'usdt', 'antoken', 'wechat', 'alipay'] as const;
const RECEIVING = [
  { bankName: '中国工商银行', number: '6212260200012345678', owner: '李明', address: '深圳市福田支行' },
  { bankName: '招商银行', number: '6225880188886666', owner: '王芳', address: '上海市浦东支行' },
];
const BANKS = ['中国工商银行', '中国建设银行', '中国银行', '招商银行'];
const EMPTY = { amount: '', depositor: '', bank: '', cardNo: '', bankAddress: '' };

/** The view model of the machine in `value` with `context` over a ready page of every channel. */
function vmAt(value: Partial<Value>, context: Partial<DepositContext>, send = fn()) {
  const snapshot: DepositSnapshot = depositMachine.resolveState({
    value: { ...READY, ...value },
    context: {
      channels: [...ALL],
      channel: 'usdt',
      protocol: 'TRC20',
      range: { min: 100, max: 100000 },
      values: EMPTY,
      error: null,
      usdtRate: 7.2,
      boundAccounts: 2,
      receiving: null,
      banks: null,
      pending: null,
      notDone: null,
      checkElapsedMs: 0,
      order: null,
      setupError: null,
      bankError: null,
      ...context,
    },
  });
  return connectDeposit(snapshot, send);
}

const bank = { channel: 'card' as const, range: { min: 200, max: 50000 }, receiving: RECEIVING, banks: BANKS };
const bankFilled = {
  depositor: '李四',
  bank: '中国银行',
  cardNo: '6222020200112233445',
  bankAddress: '北京市朝阳支行',
};

/** A clipboard that takes the text (the headless browser refuses the real one): the copy buttons report success. */
const writeText = fn(async (_text: string) => undefined);
function withClipboard() {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  // The own property shadowed the prototype's getter; removing it brings the real one back.
  return () => void Reflect.deleteProperty(navigator, 'clipboard');
}

const meta = {
  title: 'Screens/Recharge',
  component: RechargeView,
  parameters: { layout: 'fullscreen' },
  args: {
    deposit: vmAt({}, {}),
    noticeText: messages['deposit.noCard'],
    onCopied: fn(),
    onCopyFailed: fn(),
    onBack: fn(),
    onOpenService: fn(),
  },
} satisfies Meta<typeof RechargeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The channels are being read: placeholders, no form yet, the notes already. */
export const Loading: Story = {
  args: {
    deposit: vmAt({ setup: 'loading', accounts: 'loading' }, { channels: [], channel: null, boundAccounts: null }),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: '存款', level: 1 })).toBeVisible();
    await expect(screen.queryByRole('form', { name: '存款' })).toBeNull();
    await expect(screen.getByRole('complementary', { name: '温馨提示' })).toHaveTextContent('23:50-00:10');
  },
};

const failedSend = fn();

/** The channels could not be read: why, with 重试, inside the form's place. */
export const Failed: Story = {
  args: {
    deposit: vmAt(
      { setup: 'failed' },
      { channels: [], channel: null, setupError: { kind: 'server', message: '系统维护中...', code: 500 } },
      failedSend,
    ),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('alert')).toHaveTextContent('系统维护中...');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await expect(failedSend).toHaveBeenCalledWith({ type: 'retry' });
  },
};

/** The server enables no channel. */
export const NoChannel: Story = {
  args: { deposit: vmAt({}, { channels: [], channel: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无可用的存款方式，请联系客服')).toBeVisible();
  },
};

/** USDT: the TRC20/ERC20 toggle, the estimate at the user's rate, the reference rate, the quick amounts. */
export const Usdt: Story = {
  args: { deposit: vmAt({}, { values: { ...EMPTY, amount: '1000' } }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('radio', { name: 'USDT' })).toBeChecked();
    await expect(screen.getByRole('radio', { name: 'TRC20' })).toBeChecked();
    await expect(screen.getByRole('radio', { name: 'ERC20' })).not.toBeChecked();
    await expect(screen.getByText('138.88')).toBeVisible();
    await expect(screen.getByText('参考汇率：1 USDT ≈ 7.2 元')).toBeVisible();
    await expect(screen.getByLabelText('存款金额', { selector: 'input' })).toHaveAttribute(
      'placeholder',
      '请输入存款金额（100-100000）',
    );
    const chips = within(screen.getByRole('list', { name: '快捷金额' })).getAllByRole('button');
    await expect(chips.map((chip) => chip.textContent)).toEqual(['200', '499', '999', '1299', '2199']);
  },
};

/** USDT on ERC20 while its range is read: 200 to 10000 stands until the server answers. */
export const UsdtRangeLoading: Story = {
  args: { deposit: vmAt({ range: 'loading' }, { protocol: 'ERC20', range: DEFAULT_DEPOSIT_RANGE }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('radio', { name: 'ERC20' })).toBeChecked();
    await expect(screen.getByLabelText('存款金额', { selector: 'input' })).toHaveAttribute(
      'placeholder',
      '请输入存款金额（200-10000）',
    );
  },
};

/** AnToken: TRC20 only, no estimate. */
export const AnToken: Story = {
  args: { deposit: vmAt({}, { channel: 'antoken', range: { min: 100, max: 50000 } }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(within(screen.getByRole('group', { name: 'USDT协议' })).getAllByRole('radio')).toHaveLength(1);
    await expect(screen.queryByText(/参考汇率/)).toBeNull();
  },
};

/** The bank channel: receiving accounts with a copy button per field, the depositor's four fields. */
export const Bank: Story = {
  beforeEach: withClipboard,
  args: { deposit: vmAt({ bank: 'loaded' }, { ...bank, values: { ...EMPTY, ...bankFilled, amount: '499' } }) },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    // The bank panel loads with the channel.
    const accounts = await screen.findByRole('region', { name: '收款账户' });
    await expect(within(accounts).getAllByRole('button', { name: /^复制/ })).toHaveLength(8);
    await userEvent.click(within(accounts).getAllByRole('button', { name: '复制收款账号' })[0] as HTMLElement);
    await waitFor(() => expect(args.onCopied).toHaveBeenCalled());
    await expect(writeText).toHaveBeenLastCalledWith('6212260200012345678');
    await expect(screen.getByLabelText('存款人姓名', { selector: 'input' })).toHaveValue('李四');
    await expect(screen.getByRole('button', { name: /开户银行/ })).toHaveTextContent('中国银行');
    await expect(
      within(screen.getByRole('list', { name: '快捷金额' })).getByRole('button', { name: '499' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The bank channel's accounts and banks are being read. */
export const BankLoading: Story = {
  args: { deposit: vmAt({ bank: 'loading' }, { ...bank, receiving: null, banks: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: '收款账户' })).toBeNull();
  },
};

/** The receiving accounts could not be read: why, with 重试. */
export const BankFailed: Story = {
  args: {
    deposit: vmAt(
      { bank: 'loaded' },
      { ...bank, receiving: [], bankError: { kind: 'network', message: '网络连接超时，请重试!' } },
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('网络连接超时，请重试!');
  },
};

// The real backend answers every get_pay_way with an HTTP 500 page; its bank transfer works.
const PAY_WAYS_500 = { kind: 'server' as const, message: '服务器繁忙，请稍后重试', httpStatus: 500 };
const bankOnly = { ...bank, channels: ['card' as const], setupError: PAY_WAYS_500 };
const bankOnlySend = fn();

/**
 * The channels could not be read, but the platform lists a receiving account: the bank transfer alone, usable,
 * with a quiet note (a status, not an alert) and 重试, which reads the channels again.
 */
export const BankOnly: Story = {
  args: { deposit: vmAt({ setup: 'bankOnly', bank: 'loaded' }, bankOnly, bankOnlySend) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const form = screen.getByRole('form', { name: '存款' });
    const note = within(form).getByRole('status');
    await expect(note).toHaveTextContent('其他存款方式暂时无法加载，您可以先使用网银转账存款。');
    await expect(screen.queryByText('服务器繁忙，请稍后重试')).toBeNull();
    await expect(screen.getAllByRole('radio')).toHaveLength(1);
    await expect(screen.getByRole('radio', { name: '网银转账' })).toBeChecked();
    await expect(await screen.findByRole('region', { name: '收款账户' })).toHaveTextContent('6212260200012345678');
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(screen.getByRole('button', { name: '立即存款' })).toBeEnabled();
    await userEvent.click(within(note).getByRole('button', { name: '重试' }));
    await expect(bankOnlySend).toHaveBeenCalledWith({ type: 'retry' });
  },
};

/** 重试 on the bank-only page: the channels are read again while the bank transfer stays usable. */
export const BankOnlyRetrying: Story = {
  args: {
    deposit: vmAt({ setup: 'retrying', bank: 'loaded' }, { ...bankOnly, values: { ...EMPTY, ...bankFilled } }),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const note = screen.getByRole('status');
    await expect(within(note).getByRole('button', { name: '重试' })).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByLabelText('存款人姓名', { selector: 'input' })).toHaveValue('李四');
    await expect(screen.getByRole('button', { name: '立即存款' })).not.toHaveAttribute('aria-busy');
  },
};

/** A check failed: the first rule's message beside its field; what was typed stays. */
export const CheckFailed: Story = {
  args: {
    deposit: vmAt(
      { bank: 'loaded' },
      {
        ...bank,
        values: { ...EMPTY, ...bankFilled, depositor: '', amount: '150' },
        error: { field: 'depositor', message: messages['deposit.depositorRequired'] },
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const depositor = await screen.findByLabelText('存款人姓名', { selector: 'input' });
    await expect(depositor).toHaveAttribute('aria-invalid', 'true');
    await expect(depositor).toHaveAccessibleDescription(messages['deposit.depositorRequired']);
    await expect(screen.getByLabelText('存款金额', { selector: 'input' })).toHaveValue('150');
  },
};

/** The order is on its way: the button is busy and further taps do nothing. */
export const Submitting: Story = {
  args: { deposit: vmAt({ form: { submitting: 'sending' } }, { values: { ...EMPTY, amount: '200' } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '立即存款' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The answer was lost: today's deposits are read for as long as the server may still commit; nothing is resent. */
export const Checking: Story = {
  args: {
    deposit: vmAt({ form: { submitting: 'checking' } }, { values: { ...EMPTY, amount: '200' }, checkElapsedMs: 9000 }),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('alert')).toHaveTextContent('正在核实');
    await expect(screen.getByRole('alert')).toHaveTextContent('核实中…已核实9秒');
    await expect(screen.getByRole('button', { name: /核实中…已核实9秒/ })).toHaveAttribute('aria-busy', 'true');
  },
};

const unresolvedSend = fn();

/** The records could not be read for the whole window: where to look, 再次核实 (reads them again) and 交易记录. */
export const OutcomeUnknown: Story = {
  args: {
    deposit: vmAt({ form: { submitting: 'unresolved' } }, { values: { ...EMPTY, amount: '200' } }, unresolvedSend),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('alert')).toHaveTextContent('交易记录');
    await userEvent.click(screen.getByRole('button', { name: '再次核实' }));
    await expect(unresolvedSend).toHaveBeenCalledWith({ type: 'outcome.recheck' });
    await expect(screen.getByRole('link', { name: '交易记录' })).toHaveAttribute('href', '#/transRecord');
  },
};

/** No bank, USDT or AnToken account is bound: the blocking notice with its two bind links and 关闭. */
export const NoAccount: Story = {
  args: { deposit: vmAt({}, { boundAccounts: 0 }) },
  play: async ({ args, canvasElement }) => {
    const notice = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: '温馨提示' });
    await expect(notice).toHaveTextContent(messages['deposit.noCard']);
    await expect(within(notice).getByRole('link', { name: '绑定银行卡' })).toHaveAttribute('href', '#/addBankCard');
    await expect(within(notice).getByRole('link', { name: '绑定USDT地址' })).toHaveAttribute(
      'href',
      '#/wallet?type=2&show=1',
    );
    await userEvent.click(within(notice).getByRole('button', { name: '关闭' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};
