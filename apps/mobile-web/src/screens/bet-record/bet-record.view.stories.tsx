import type { PagedListViewModel } from '@lobby/domain/paging';
import type { BetRowViewModel } from '@lobby/domain/records';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { filtersOf, listOf, listStates } from '../../wiring/records/records.stories-support.ts';
import { BET_ROW_HEIGHT, BetRecordView } from './bet-record.view.tsx';

const bet = (n: number, patch: Partial<BetRowViewModel> = {}): BetRowViewModel => ({
  id: `PG2611220${String(n).padStart(3, '0')}`,
  title: '麻将胡了',
  platformName: 'PG电子',
  betTime: `2026-11-22 12:${String(n % 60).padStart(2, '0')}:00`,
  betAmount: 100,
  winLoss: n % 2 === 0 ? 150.5 : -100,
  status: '已结算',
  settled: true,
  ...patch,
});

const ROWS = [
  bet(1, { status: '未结算', settled: false, winLoss: 0 }),
  bet(2),
  bet(3),
  bet(4, { title: '百家乐', platformName: 'AG真人', status: '已取消', settled: false, winLoss: 0 }),
];

const meta = {
  title: 'Screens/BetRecord',
  component: BetRecordView,
  parameters: { layout: 'fullscreen' },
  args: { filters: filtersOf(), list: listOf(ROWS), onBack: fn() },
} satisfies Meta<typeof BetRecordView>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: '投注记录' });

/** The first page is on its way: the filters and a skeleton announced as loading. */
export const Loading: Story = {
  args: { list: listOf<BetRowViewModel>([], listStates.loading) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: '投注记录', level: 1 })).toBeVisible();
    await expect(screen.getByRole('status', { name: '加载中' })).toBeVisible();
    await expect(screen.queryByRole('listitem')).toBeNull();
  },
};

/** The first page: each bet's game, status, id, venue, stake, win or loss (settled only) and time; 本月 pressed. */
export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    const rows = within(region(canvasElement)).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('未结算');
    await expect(rows[0]).not.toHaveTextContent('输赢');
    await expect(rows[1]).toHaveTextContent('注单号 PG2611220002');
    await expect(rows[1]).toHaveTextContent('投注 ¥100.00 · 输赢 ¥150.50');
    await expect(rows[2]).toHaveTextContent('输赢 -¥100.00');
    await expect(rows[3]).toHaveTextContent('已取消');
    for (const row of rows) await expect(row.getBoundingClientRect().height).toBeCloseTo(BET_ROW_HEIGHT, 0);
    const dates = screen.getByRole('group', { name: '日期' });
    await expect(within(dates).getByRole('button', { name: '本月' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dates).getByRole('button', { name: '昨日' }));
    await expect(args.filters.vm.chooseDate).toHaveBeenCalledWith(2, 'buttons');
    await userEvent.click(screen.getByRole('button', { name: '更多日期 更多' }));
    const popup = await screen.findByRole('dialog', { name: '更多日期' });
    await userEvent.click(within(popup).getByRole('button', { name: '近15日' }));
    await expect(args.filters.vm.chooseDate).toHaveBeenCalledWith(3, 'popup');
    await userEvent.click(screen.getByRole('button', { name: '游戏平台 全部平台' }));
    const venues = await screen.findByRole('dialog', { name: '游戏平台' });
    await userEvent.click(within(venues).getByRole('button', { name: 'AG真人 ag' }));
    await expect(args.filters.vm.choosePlatform).toHaveBeenCalledWith('ag');
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** A date from the popup: its chip shows it, the button row has none pressed; a venue chosen. */
export const PopupDate: Story = {
  args: { filters: filtersOf({ dateButton: null, datePopup: 3, platform: 'pg' }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('button', { name: '更多日期 近15日' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '游戏平台 PG电子' })).toBeVisible();
    await expect(
      within(screen.getByRole('group', { name: '日期' })).queryByRole('button', { pressed: true }),
    ).toBeNull();
  },
};

/** Offline: 网络已断开 with 重试 instead of the bets read before. */
export const Offline: Story = {
  args: { unavailable: '网络已断开' },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('region', { name: '投注记录' }));
    await expect(list.getByRole('alert')).toHaveTextContent('网络已断开');
    await expect(list.queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** The next page is on its way: the rows stay, the footer says 加载中. */
export const LoadingMore: Story = {
  args: { list: listOf(ROWS, listStates.loadingMore) },
  play: async ({ canvasElement }) => {
    const list = within(region(canvasElement));
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    await expect(list.getByRole('status')).toHaveTextContent('加载中');
  },
};

/** Every bet loaded: the footer says 没有更多. */
export const Finished: Story = {
  args: { list: listOf(ROWS, listStates.finished) },
  play: async ({ canvasElement }) => {
    await expect(within(region(canvasElement)).getByRole('status')).toHaveTextContent('没有更多');
  },
};

/** No bet in the range: the empty placeholder, no footer text. */
export const Empty: Story = {
  args: { list: listOf<BetRowViewModel>([], listStates.empty) },
  play: async ({ canvasElement }) => {
    const list = within(region(canvasElement));
    await expect(list.getByText('暂无投注记录')).toBeVisible();
    await expect(list.queryByRole('list')).toBeNull();
  },
};

/** The first page failed: why, with 重试. */
export const Failed: Story = {
  args: { list: listOf<BetRowViewModel>([], listStates.failed) },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试！');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await expect(args.list.retry).toHaveBeenCalled();
  },
};

/** A later page failed: the rows stay, the footer says why with 重试. */
export const PageFailed: Story = {
  args: { list: listOf(ROWS, listStates.pageFailed) },
  play: async ({ args, canvasElement }) => {
    const list = within(region(canvasElement));
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    await expect(list.getByRole('status')).toHaveTextContent('系统繁忙，请稍后再试');
    await userEvent.click(list.getByRole('button', { name: '重试' }));
    await expect(args.list.retry).toHaveBeenCalled();
  },
};

/** 3,000 bets loaded: only the rows near the viewport are in the document. */
export const LongList: Story = {
  args: {
    list: listOf(
      Array.from({ length: 3000 }, (_, n) => bet(n + 1)),
      listStates.finished,
    ) as PagedListViewModel<BetRowViewModel>,
  },
  play: async ({ canvasElement }) => {
    const list = within(region(canvasElement));
    await expect(list.getByText('注单号 PG2611220001')).toBeVisible();
    await expect(list.getAllByRole('listitem').length).toBeLessThan(60);
  },
};
