import type { TransactionRowViewModel } from '@lobby/domain/records';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { filtersOf, listOf, listStates } from '../../wiring/records/records.stories-support.ts';
import { TRANSACTION_ROW_HEIGHT, TransRecordView } from './trans-record.view.tsx';

const TABS = [
  { value: 1, label: '存款' },
  { value: 2, label: '取款' },
  { value: 3, label: '转入' },
  { value: 4, label: '转出' },
] as const;

const deposits: TransactionRowViewModel[] = [
  {
    key: 'D1',
    orderNo: 'D202611220001',
    title: '网银转账',
    amount: 500,
    createdAt: '2026-11-22 12:00:00',
    status: '待审核',
  },
  {
    key: 'D2',
    orderNo: 'D202611210007',
    title: 'USDT',
    amount: 1000,
    createdAt: '2026-11-21 09:30:00',
    status: '审核通过',
  },
  {
    key: 'D3',
    orderNo: 'D202611200003',
    title: '支付宝',
    amount: 200,
    createdAt: '2026-11-20 18:10:00',
    status: '审核拒绝',
  },
];

const transfers: TransactionRowViewModel[] = [
  { key: '3-0', orderNo: null, title: 'PG电子', amount: 300, createdAt: '2026-11-22 10:00:00', status: '成功' },
  { key: '3-1', orderNo: null, title: 'AG真人', amount: 120, createdAt: '2026-11-21 08:00:00', status: '失败' },
];

const meta = {
  title: 'Screens/TransRecord',
  component: TransRecordView<1 | 2 | 3 | 4>,
  parameters: { layout: 'fullscreen' },
  args: {
    tabs: TABS,
    tab: 1,
    onTabChange: fn(),
    ordered: true,
    filters: filtersOf(),
    list: listOf(deposits),
    onBack: fn(),
  },
} satisfies Meta<typeof TransRecordView<1 | 2 | 3 | 4>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page is on its way: the tabs, the filters and a skeleton. */
export const Loading: Story = {
  args: { list: listOf<TransactionRowViewModel>([], listStates.loading) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: '交易记录', level: 1 })).toBeVisible();
    await expect(screen.getByRole('tab', { name: '存款', selected: true })).toBeVisible();
    await expect(screen.getByRole('status', { name: '加载中' })).toBeVisible();
  },
};

/** Deposits: order number, method, amount, time and the review state of each; a tab tap asks for its kind. */
export const Deposits: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    const rows = within(screen.getByRole('region', { name: '存款记录' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('订单号 D202611220001');
    await expect(rows[0]).toHaveTextContent('待审核');
    await expect(rows[1]).toHaveTextContent('¥1,000.00');
    await expect(rows[2]).toHaveTextContent('审核拒绝');
    for (const row of rows) {
      await expect(row.getBoundingClientRect().height).toBeCloseTo(TRANSACTION_ROW_HEIGHT.ordered, 0);
    }
    await userEvent.click(screen.getByRole('tab', { name: '取款' }));
    await expect(args.onTabChange).toHaveBeenCalledWith(2);
  },
};

/** Offline: the rows read before are not shown as if still true; 网络已断开 with 重试 instead. */
export const Offline: Story = {
  args: { unavailable: '网络已断开' },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('region', { name: '存款记录' }));
    await expect(list.getByRole('alert')).toHaveTextContent('网络已断开');
    await expect(list.queryByText('订单号 D202611220001')).toBeNull();
    await expect(list.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** Transfers in: venue, amount, time and the transfer state; no order numbers, shorter rows. */
export const TransfersIn: Story = {
  args: { tab: 3, ordered: false, list: listOf(transfers, listStates.finished) },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('region', { name: '转入记录' }));
    const rows = list.getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('成功');
    await expect(rows[1]).toHaveTextContent('失败');
    await expect(list.queryByText(/订单号/)).toBeNull();
    await expect(rows[0]?.getBoundingClientRect().height).toBeCloseTo(TRANSACTION_ROW_HEIGHT.plain, 0);
    await expect(list.getByRole('status')).toHaveTextContent('没有更多');
  },
};

/** The next page is on its way. */
export const LoadingMore: Story = {
  args: { list: listOf(deposits, listStates.loadingMore) },
  play: async ({ canvasElement }) => {
    await expect(
      within(within(canvasElement).getByRole('region', { name: '存款记录' })).getByRole('status'),
    ).toHaveTextContent('加载中');
  },
};

/** No withdrawal in the range: the empty placeholder. */
export const Empty: Story = {
  args: { tab: 2, list: listOf<TransactionRowViewModel>([], listStates.empty) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无取款记录')).toBeVisible();
  },
};

/** The first page failed: why, with 重试. */
export const Failed: Story = {
  args: { list: listOf<TransactionRowViewModel>([], listStates.failed) },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试！');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await expect(args.list.retry).toHaveBeenCalled();
  },
};

/** A later page failed: the rows stay, the footer says why with 重试. */
export const PageFailed: Story = {
  args: { list: listOf(deposits, listStates.pageFailed) },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('region', { name: '存款记录' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
