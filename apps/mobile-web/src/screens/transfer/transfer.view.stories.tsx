import { connectTransfer, type TransferContext, transferMachine, type VenueBalance } from '@lobby/domain/transfer';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TransferView } from './transfer.view.tsx';

const VENUES: VenueBalance[] = [
  { platform: 'ag', name: 'AG真人', balance: 520 },
  { platform: 'bg', name: 'BG真人', balance: 0 },
  { platform: 'pg', name: 'PG电子', balance: 136.5 },
  { platform: 'ky', name: '开元棋牌', balance: 88 },
  { platform: 'im', name: 'IM体育', balance: 25.75 },
];

type Value = {
  venues: 'loading' | 'polling' | 'failed';
  wallet: 'idle' | 'refreshing';
  seamless: 'idle' | 'switching';
  money:
    | 'editing'
    | { submitting: 'sending' }
    | { submitting: 'checking' }
    | { submitting: 'unresolved' }
    | 'refreshing';
};

const READY: Value = { venues: 'polling', wallet: 'idle', seamless: 'idle', money: 'editing' };

/** What the views' answers are sent to (the machine's `send` in the screen). */
const send = fn();

/** The real machine's snapshot in one state (`resolveState`), turned into the view model the screen renders. */
function vmAt(value: Value, context: Partial<TransferContext> = {}, balance: number | null = 8888) {
  const snapshot = transferMachine.resolveState({
    value,
    context: {
      venues: VENUES,
      venuesError: null,
      refreshing: null,
      expanded: false,
      seamless: false,
      source: 'userbalance',
      target: '',
      amount: '',
      picker: null,
      sheet: null,
      error: null,
      draft: { kind: 'recover' },
      pending: null,
      notDone: null,
      checkElapsedMs: 0,
      pollerId: '',
      ...context,
    },
  });
  return connectTransfer(snapshot, send, balance);
}

const meta = {
  title: 'Screens/Transfer',
  component: TransferView,
  parameters: { layout: 'fullscreen' },
  args: { vm: vmAt(READY), onBack: fn(), onOpenService: fn() },
} satisfies Meta<typeof TransferView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The wallets are being read: the platform wallet first, placeholders for the venues. */
export const Loading: Story = {
  args: { vm: vmAt({ ...READY, venues: 'loading' }, { venues: null }, null) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('读取中…').length).toBeGreaterThan(1);
  },
};

/** The platform wallet and the first three venues, 展开 for the rest, the form under them. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: '游戏钱包' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('平台钱包¥8,888.00');
    await userEvent.click(within(list).getByRole('button', { name: '展开' }));
    await expect(send).toHaveBeenCalledWith({ type: 'list.toggle' });
    await expect(canvas.getByRole('form', { name: '转账' })).toBeVisible();
  },
};

/** Offline: every balance is unavailable (—), never the last figure read; the form stays as typed. */
export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: '游戏钱包' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('平台钱包—余额不可用');
    await expect(canvas.queryByText('¥8,888.00')).toBeNull();
    await expect(canvas.getByRole('form', { name: '转账' })).toBeVisible();
  },
};

/** Expanded: every wallet, and 收起. */
export const Expanded: Story = {
  args: { vm: vmAt(READY, { expanded: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: '收起' })).toBeVisible();
  },
};

/** One wallet being read again on its own. */
export const WalletRefreshing: Story = {
  args: { vm: vmAt({ ...READY, wallet: 'refreshing' }, { refreshing: 'ag' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('读取中…');
  },
};

/** The venues could not be read: why, with 重试. */
export const VenuesFailed: Story = {
  args: {
    vm: vmAt(
      { ...READY, venues: 'failed' },
      { venues: null, venuesError: { kind: 'server', message: '系统繁忙，请稍后再试', code: 500 } },
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('系统繁忙，请稍后再试');
  },
};

/** Seamless mode on: no form and no quota sheets. */
export const Seamless: Story = {
  args: { vm: vmAt(READY, { seamless: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: '自动免转' })).toBeChecked();
    await expect(canvas.queryByRole('form', { name: '转账' })).toBeNull();
  },
};

/** The target picker (选择钱包), the chosen wallet pressed. */
export const PickerOpen: Story = {
  args: { vm: vmAt(READY, { picker: 'target', target: 'pg' }) },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '选择钱包' });
    await expect(within(sheet).getByRole('button', { name: 'PG电子', pressed: true })).toBeVisible();
  },
};

/** A check failed: the message beside the target. */
export const CheckFailed: Story = {
  args: {
    vm: vmAt(READY, {
      source: 'ag',
      target: 'pg',
      amount: '50',
      error: { field: 'target', message: '场馆内钱包不支持互转' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('场馆内钱包不支持互转')).toBeVisible();
  },
};

/** The quota sheet of one venue: both balances, the amount, in or out. */
export const QuotaSheet: Story = {
  args: { vm: vmAt(READY, { sheet: { platform: 'pg', direction: 1, amount: '30' } }) },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '额度转换' });
    await expect(sheet).toHaveTextContent('游戏余额¥136.50');
    await expect(within(sheet).getByRole('radio', { name: '转出' })).toBeChecked();
  },
};

/** A transfer in flight: the button is busy. */
export const Transferring: Story = {
  args: {
    vm: vmAt(
      { ...READY, money: { submitting: 'sending' } },
      {
        target: 'ag',
        amount: '100',
        draft: { kind: 'transfer', request: { source: 'userbalance', target: 'ag', amount: '100' } },
      },
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /立即转账/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No answer came: the outcome is being checked against the records, and the button says for how long. */
export const Checking: Story = {
  args: {
    vm: vmAt(
      { ...READY, money: { submitting: 'checking' } },
      {
        target: 'ag',
        amount: '100',
        checkElapsedMs: 7000,
        draft: { kind: 'transfer', request: { source: 'userbalance', target: 'ag', amount: '100' } },
      },
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在核实');
    await expect(canvas.getByRole('button', { name: /核实中…已核实7秒/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The records could not be read for the whole window: 再次核实 reads them again instead of sending. */
export const Unresolved: Story = {
  args: { vm: vmAt({ ...READY, money: { submitting: 'unresolved' } }, { target: 'ag', amount: '100' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '再次核实' })).toBeVisible();
  },
};

/** Recover-all in flight. */
export const Recovering: Story = {
  args: { vm: vmAt({ ...READY, money: { submitting: 'sending' } }, { draft: { kind: 'recover' } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /一键回收/ })).toHaveAttribute('aria-busy', 'true');
  },
};
