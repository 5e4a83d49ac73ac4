import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listIn } from '../../wiring/member/paged-rows.stories-support.ts';
import { type RedPacketEntry, WelfareView } from './welfare.view.tsx';

const ROWS: RedPacketEntry[] = [
  { id: 2, depositAmount: 1200, amount: 18.88, createdAt: '2026-11-22 10:02:11', usedAt: '2026-11-22 10:02:11' },
  { id: 1, depositAmount: 500, amount: 6.6, createdAt: '2026-11-21 11:30:00', usedAt: '' },
];

const meta = {
  title: 'Screens/Welfare',
  component: WelfareView,
  parameters: { layout: 'fullscreen' },
  args: {
    counts: { remaining: 2, acquired: 1 },
    list: listIn('filled', ROWS, fn),
    claimHref: '#/hongbao',
    onBack: fn(),
  },
} satisfies Meta<typeof WelfareView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Counts and the first page loading. */
export const Loading: Story = {
  args: { counts: 'loading', list: listIn('loading', ROWS, fn) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '红包中心', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去领取' })).toHaveAttribute('href', '#/hongbao');
  },
};

/** The first page: the counts, 去领取, and each packet's deposit, amount, deposit time and claim time. */
export const FirstPage: Story = {
  play: async ({ args, canvas }) => {
    const summary = canvas.getByRole('region', { name: '红包次数' });
    await expect(summary).toHaveTextContent('剩余次数2');
    await expect(summary).toHaveTextContent('已领取1');
    const rows = within(canvas.getByRole('region', { name: '红包记录' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('充值金额¥1,200.00');
    await expect(rows[0]).toHaveTextContent('红包金额¥18.88');
    await expect(rows[0]).toHaveTextContent('充值时间2026-11-22 10:02:11');
    await expect(rows[1]).toHaveTextContent('领取时间—');
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** A later page on its way. */
export const LoadingMore: Story = {
  args: { list: listIn('loadingMore', ROWS, fn) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载中')).toBeVisible();
  },
};

/** Read to the end. */
export const Finished: Story = {
  args: { list: listIn('finished', ROWS, fn) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有更多')).toBeVisible();
  },
};

/** No packets yet (a new player): the empty state, counts at 0. */
export const Empty: Story = {
  args: { counts: { remaining: 0, acquired: 0 }, list: listIn('empty', ROWS, fn) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无红包记录')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '红包次数' })).toHaveTextContent('剩余次数0');
  },
};

/** The list failed (the counts too): the reason with 重试; the counts show a dash. */
export const Failed: Story = {
  args: { counts: 'failed', list: listIn('failed', ROWS, fn) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试！');
    await expect(canvas.getByRole('region', { name: '红包次数' })).toHaveTextContent('剩余次数—');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.list.retry).toHaveBeenCalled();
  },
};

/** A later page failed: the rows stay, the footer says why with 重试. */
export const PageFailed: Story = {
  args: { list: listIn('pageFailed', ROWS, fn) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('系统繁忙，请稍后再试')).toBeVisible();
  },
};
