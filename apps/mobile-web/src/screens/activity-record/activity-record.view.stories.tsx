import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listIn } from '../../wiring/member/paged-rows.stories-support.ts';
import { ActivityRecordView, type ApplicationEntry } from './activity-record.view.tsx';

const ROWS: ApplicationEntry[] = [
  { id: 3, title: '新人首存送100%', createdAt: '2026-11-22 18:20:00', status: '待审核' },
  { id: 2, title: 'VIP晋级礼金', createdAt: '2026-11-18 09:05:12', status: '审核通过' },
  { id: 1, title: '', createdAt: '2026-11-02 21:40:00', status: '审核拒绝' },
];

const meta = {
  title: 'Screens/ActivityRecord',
  component: ActivityRecordView,
  parameters: { layout: 'fullscreen' },
  args: { list: listIn('filled', ROWS, fn), onBack: fn() },
} satisfies Meta<typeof ActivityRecordView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page loads: a skeleton, announced as loading. */
export const Loading: Story = {
  args: { list: listIn('loading', ROWS, fn) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '活动记录', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

/** The first page: each application's title, time and status label; a promotion since taken down says so. */
export const FirstPage: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('region', { name: '活动申请' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0] as HTMLElement).getByRole('heading')).toHaveTextContent('新人首存送100%');
    await expect(rows[0]).toHaveTextContent('2026-11-22 18:20:00');
    await expect(rows[0]).toHaveTextContent('待审核');
    await expect(rows[1]).toHaveTextContent('审核通过');
    await expect(within(rows[2] as HTMLElement).getByRole('heading')).toHaveTextContent('活动已下架');
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** A later page on its way: 加载中 under the rows. */
export const LoadingMore: Story = {
  args: { list: listIn('loadingMore', ROWS, fn) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
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

/** No applications yet. */
export const Empty: Story = {
  args: { list: listIn('empty', ROWS, fn) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无活动记录')).toBeVisible();
    await expect(canvas.queryByText('没有更多')).toBeNull();
  },
};

/** The first page failed: the reason with 重试. */
export const Failed: Story = {
  args: { list: listIn('failed', ROWS, fn) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试！');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.list.retry).toHaveBeenCalled();
  },
};

/** A later page failed: the rows stay and the footer says why, with 重试. */
export const PageFailed: Story = {
  args: { list: listIn('pageFailed', ROWS, fn) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('系统繁忙，请稍后再试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.list.retry).toHaveBeenCalled();
  },
};
