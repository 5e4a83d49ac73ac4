import type { PagedListViewModel } from '@lobby/domain/paging';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type MessageEntry, MessageListView, type MessageTab, MessageView } from './message.view.tsx';

const entry = (id: number, title: string): MessageEntry => ({
  id,
  title,
  content: `<p>尊敬的会员：</p><p>${title}。详情请咨询<strong>在线客服</strong>。</p><img src="x" alt="" onerror="window.__xss=1">`,
  createdAt: `2026-11-${String(10 + id).padStart(2, '0')} 12:00:00`,
});

const ROWS = [entry(1, '关于春节期间存取款时间调整的公告'), entry(2, '新游戏上线'), entry(3, '系统维护通知')];

function listOf(patch: Partial<PagedListViewModel<MessageEntry>> = {}): PagedListViewModel<MessageEntry> {
  return {
    rows: ROWS,
    initialLoading: false,
    loading: false,
    hasMore: true,
    finished: false,
    empty: false,
    failed: false,
    error: null,
    loadMore: fn(),
    retry: fn(),
    ...patch,
  };
}

type Args = { tab: MessageTab; list: PagedListViewModel<MessageEntry>; onTabChange: () => void; onBack: () => void };

/** The screen as it composes: the view with the shown tab's list. */
function Message({ tab, list, onTabChange, onBack }: Args) {
  return (
    <MessageView tab={tab} onTabChange={onTabChange} onBack={onBack}>
      <MessageListView tab={tab} vm={list} />
    </MessageView>
  );
}

const meta = {
  title: 'Screens/Message',
  component: Message,
  parameters: { layout: 'fullscreen' },
  args: { tab: 1, list: listOf(), onTabChange: fn(), onBack: fn() },
} satisfies Meta<typeof Message>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page loads: a skeleton, announced as loading. */
export const Loading: Story = {
  args: { list: listOf({ rows: [], initialLoading: true, loading: true }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: '消息中心', level: 1 })).toBeVisible();
    await expect(screen.getByRole('status', { name: '加载中' })).toBeVisible();
    await expect(screen.queryByRole('article')).toBeNull();
  },
};

/** Announcements with more to come: title, time and the sanitised HTML (the handler in it is dropped). */
export const Announcements: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('tab', { name: '公告', selected: true })).toBeVisible();
    const list = screen.getByRole('region', { name: '公告' });
    const articles = within(list).getAllByRole('article');
    await expect(articles).toHaveLength(3);
    await expect(within(articles[0] as HTMLElement).getByRole('heading')).toHaveTextContent(
      '关于春节期间存取款时间调整的公告',
    );
    await expect(articles[0]).toHaveTextContent('2026-11-11 12:00:00');
    await waitFor(() => expect(within(articles[0] as HTMLElement).getByText('在线客服')).toBeVisible(), {
      timeout: 10_000,
    });
    await expect(list.querySelector('[onerror]')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: '站内信' }));
    await expect(args.onTabChange).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** Internal messages read to their end: 没有更多 under the last row. */
export const Finished: Story = {
  args: { tab: 2, list: listOf({ hasMore: false, finished: true }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('tab', { name: '站内信', selected: true })).toBeVisible();
    await expect(within(screen.getByRole('region', { name: '站内信' })).getByText('没有更多')).toBeVisible();
  },
};

/** A later page on its way: the footer says 加载中 under the rows. */
export const LoadingMore: Story = {
  args: { list: listOf({ loading: true }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getAllByRole('article')).toHaveLength(3);
    await expect(screen.getByText('加载中')).toBeVisible();
  },
};

/** No messages at all. */
export const Empty: Story = {
  args: { tab: 2, list: listOf({ rows: [], hasMore: false, finished: true, empty: true }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText('暂无站内信')).toBeVisible();
    await expect(screen.queryByText('没有更多')).toBeNull();
  },
};

/** The first page failed: the reason with 重试. */
export const Failed: Story = {
  args: {
    list: listOf({
      rows: [],
      failed: true,
      hasMore: true,
      error: { kind: 'network', message: '网络异常，请检查网络后重试！' },
    }),
  },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试！');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await expect(args.list.retry).toHaveBeenCalled();
  },
};

/** A later page failed: the rows stay, the footer says why with 重试. */
export const PageFailed: Story = {
  args: { list: listOf({ failed: true, error: { kind: 'server', message: '系统繁忙，请稍后再试' } }) },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getAllByRole('article')).toHaveLength(3);
    await expect(screen.getByText('系统繁忙，请稍后再试')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await expect(args.list.retry).toHaveBeenCalled();
  },
};
