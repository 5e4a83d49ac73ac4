import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listIn } from '../../wiring/member/paged-rows.stories-support.ts';
import { FanshuiView, type RebateEntry } from './fanshui.view.tsx';

const ROWS: RebateEntry[] = [
  { id: 3, gameName: 'PG电子', amount: 12.5, createdAt: '2026-11-22 04:00:00', claimedAt: '未领取' },
  { id: 2, gameName: 'AG视讯', amount: 3.08, createdAt: '2026-11-21 04:00:00', claimedAt: '未领取' },
  { id: 1, gameName: '开元棋牌', amount: 40, createdAt: '2026-11-19 04:00:00', claimedAt: '2026-11-19 20:11:09' },
];

const PLATFORMS = [
  { value: '', label: '全部平台' },
  { value: 'ag', label: 'AG视讯', detail: 'ag' },
  { value: 'pg', label: 'PG电子', detail: 'pg' },
];

const DATES = [
  { value: 1, label: '今日' },
  { value: 2, label: '近7日' },
  { value: 3, label: '近15日' },
  { value: 4, label: '近30日' },
];

const meta = {
  title: 'Screens/Fanshui',
  component: FanshuiView,
  parameters: { layout: 'fullscreen' },
  args: {
    totals: { claimed: 1288.4, pending: 15.58 },
    list: listIn('filled', ROWS, fn),
    platforms: PLATFORMS,
    platform: '',
    onPlatformChange: fn(),
    dates: DATES,
    date: 4,
    onDateChange: fn(),
    claiming: false,
    onClaim: fn(),
    onBack: fn(),
    onService: fn(),
  },
} satisfies Meta<typeof FanshuiView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page loads: skeletons for the sums and the rows. */
export const Loading: Story = {
  args: { totals: null, list: listIn('loading', ROWS, fn) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '返水记录', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '点击领取' })).toBeVisible();
  },
};

/** The first page: the sums, the chips, and each rebate's game, amount, time and claim time (未领取 until claimed). */
export const FirstPage: Story = {
  play: async ({ args, canvas }) => {
    const summary = canvas.getByRole('region', { name: '返水汇总' });
    await expect(summary).toHaveTextContent('已领取返水¥1,288.40');
    await expect(summary).toHaveTextContent('待领取返水¥15.58');
    const rows = within(canvas.getByRole('region', { name: '返水列表' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0] as HTMLElement).getByRole('heading')).toHaveTextContent('PG电子');
    await expect(rows[0]).toHaveTextContent('¥12.50');
    await expect(rows[0]).toHaveTextContent('返水时间2026-11-22 04:00:00');
    await expect(rows[0]).toHaveTextContent('领取时间未领取');
    await expect(rows[2]).toHaveTextContent('领取时间2026-11-19 20:11:09');
    await userEvent.click(canvas.getByRole('button', { name: '点击领取' }));
    await expect(args.onClaim).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '客服' }));
    await expect(args.onService).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** The platform chip opens its sheet: every venue with its code, the active one pressed; a choice is passed on. */
export const PlatformSheet: Story = {
  args: { platform: 'pg' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '游戏平台 PG电子' }));
    const sheet = canvas.getByRole('dialog', { name: '游戏平台' });
    await expect(within(sheet).getByRole('button', { name: 'PG电子 pg' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(sheet).getByRole('button', { name: '全部平台' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(sheet).getByRole('button', { name: 'AG视讯 ag' }));
    await expect(args.onPlatformChange).toHaveBeenCalledWith('ag');
  },
};

/** The date chip offers the rebate screen's codes: 今日, 近7日, 近15日, 近30日. */
export const DateSheet: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '日期 近30日' }));
    const sheet = canvas.getByRole('dialog', { name: '日期' });
    await expect(
      within(sheet)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(['今日', '近7日', '近15日']);
    await userEvent.click(within(sheet).getByRole('button', { name: '今日' }));
    await expect(args.onDateChange).toHaveBeenCalledWith(1);
  },
};

/** A claim under way: the button is busy and ignores taps. */
export const Claiming: Story = {
  args: { claiming: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '点击领取' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A later page on its way. */
export const LoadingMore: Story = {
  args: { list: listIn('loadingMore', ROWS, fn) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载中')).toBeVisible();
  },
};

/** Read to the end: 没有更多. */
export const Finished: Story = {
  args: { list: listIn('finished', ROWS, fn) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有更多')).toBeVisible();
  },
};

/** No rebates for the filter. */
export const Empty: Story = {
  args: { totals: { claimed: 0, pending: 0 }, list: listIn('empty', ROWS, fn) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无返水记录')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '返水汇总' })).toHaveTextContent('待领取返水¥0.00');
  },
};

/** The first page failed: the reason with 重试. */
export const Failed: Story = {
  args: { totals: null, list: listIn('failed', ROWS, fn) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试！');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.list.retry).toHaveBeenCalled();
  },
};

/** A later page failed: the rows stay, the footer says why with 重试. */
export const PageFailed: Story = {
  args: { list: listIn('pageFailed', ROWS, fn) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('系统繁忙，请稍后再试')).toBeVisible();
  },
};
