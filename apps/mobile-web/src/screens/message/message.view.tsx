import type { PagedListViewModel } from '@lobby/domain/paging';
import { EmptyState, ErrorState, InfiniteList, PageHeader, Skeleton, SkeletonList, Tabs } from '@lobby/ui-kit';
import { lazy, type ReactNode, Suspense } from 'react';
import './message.css';

// The sanitiser loads with the first message shown, never with the route (part of no other first load).
const SafeHtml = lazy(() => import('@lobby/ui-kit/safe-html').then((module) => ({ default: module.SafeHtml })));

/** 1 announcements, 2 internal messages (the query's `type`). */
export type MessageTab = 1 | 2;

/** One message as the list shows it. */
export type MessageEntry = {
  id: number;
  title: string;
  /** Server HTML: rendered only through SafeHtml. */
  content: string;
  createdAt: string;
};

/** The two tabs, in order, with what an empty one says. */
export const MESSAGE_TABS: readonly { value: MessageTab; label: string; empty: string }[] = [
  { value: 1, label: '公告', empty: '暂无公告' },
  { value: 2, label: '站内信', empty: '暂无站内信' },
];

/** Props of {@link MessageView}. */
export type MessageViewProps = {
  tab: MessageTab;
  onTabChange: (tab: MessageTab) => void;
  onBack: () => void;
  /** The lists of the tabs opened so far ({@link MessageListView} each; the hidden ones stay mounted). */
  children: ReactNode;
};

/** /message: header with back, the two tabs, and the lists of the tabs opened so far. */
export function MessageView({ tab, onTabChange, onBack, children }: MessageViewProps) {
  return (
    <div className="message">
      <PageHeader title="消息中心" onBack={onBack} />
      <Tabs
        label="消息类型"
        items={MESSAGE_TABS.map((entry) => ({ value: entry.value, label: entry.label }))}
        value={tab}
        onChange={onTabChange}
        stretch
      >
        {children}
      </Tabs>
    </div>
  );
}

/** Props of {@link MessageListView}. */
export type MessageListViewProps = {
  tab: MessageTab;
  vm: PagedListViewModel<MessageEntry>;
  /** Another tab is shown: the list stays, out of sight, with what it loaded. */
  hidden?: boolean;
};

/** One tab's messages: skeleton first, then paged entries (title, time, sanitised HTML), empty or error with 重试. */
export function MessageListView({ tab, vm, hidden = false }: MessageListViewProps) {
  const entry = MESSAGE_TABS.find((candidate) => candidate.value === tab) ?? MESSAGE_TABS[0];
  const label = entry?.label ?? '';
  const failedFirst = vm.failed && vm.rows.length === 0;
  return (
    <section className="message__list" aria-label={label} hidden={hidden}>
      {vm.initialLoading && (
        <div role="status" aria-label="加载中" className="message__loading">
          <SkeletonList rows={5} lines={3} />
        </div>
      )}
      {failedFirst && <ErrorState message={vm.error?.message || '加载失败，请重试'} onRetry={vm.retry} />}
      {!vm.initialLoading && !failedFirst && (
        <InfiniteList
          as="ul"
          hasMore={vm.hasMore}
          loading={vm.loading}
          onLoadMore={vm.loadMore}
          error={vm.failed ? vm.error?.message || '加载失败，请重试' : null}
          onRetry={vm.retry}
          empty={vm.empty ? <EmptyState message={entry?.empty ?? ''} /> : undefined}
          windowThreshold={Number.POSITIVE_INFINITY}
        >
          {vm.rows.map((row) => (
            <li key={row.id} className="message__entry">
              <article aria-labelledby={`message-${tab}-${row.id}`}>
                <h2 id={`message-${tab}-${row.id}`} className="message__title">
                  {row.title}
                </h2>
                <p className="message__time">
                  <time dateTime={row.createdAt.replace(' ', 'T')}>{row.createdAt}</time>
                </p>
                <Suspense fallback={<Skeleton shape="line" />}>
                  <SafeHtml html={row.content} className="message__content" />
                </Suspense>
              </article>
            </li>
          ))}
        </InfiniteList>
      )}
    </section>
  );
}
