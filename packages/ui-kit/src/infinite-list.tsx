import { Children, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';
import './infinite-list.css';

/** Props of {@link InfiniteList}. */
export interface InfiniteListProps {
  /** The rows, each with the caller's key (or give `itemCount` and `renderItem` instead). */
  children?: ReactNode;
  /**
   * With `renderItem`, instead of `children`: how many rows there are. Only the rows drawn are ever created, so a
   * windowed list of thousands costs its window on each scroll frame and each new page, not every row.
   */
  itemCount?: number;
  /** With `itemCount`: the row at an index, with its key. */
  renderItem?: (index: number) => ReactNode;
  /** More rows exist on the server. */
  hasMore: boolean;
  /** A page is on its way; no new request starts meanwhile. */
  loading: boolean;
  /** Asks for the next page; called when the end comes within 300 px while `hasMore` and not `loading`. */
  onLoadMore: () => void;
  /** The caller's message when the last page failed; shows it with a retry button and stops asking. */
  error?: string | null;
  /** What the retry button calls; `onLoadMore` by default. */
  onRetry?: () => void;
  /** Shown instead of the rows when there are none and nothing more will come (an `EmptyState`). */
  empty?: ReactNode;
  /** `加载中` by default. */
  loadingText?: string;
  /** `没有更多` by default. */
  endText?: string;
  /** `重试` by default. */
  retryText?: string;
  /** The element holding the rows: `div` (default), or `ul`/`ol` when the rows are `<li>`. */
  as?: 'div' | 'ul' | 'ol';
  /** Row height in CSS pixels for windowing (fixed, or a close estimate); 56 by default. */
  rowHeight?: number;
  /** From this many rows on, only the rows near the viewport are rendered; 200 by default. */
  windowThreshold?: number;
  /** Rows rendered beyond each edge of the viewport while windowing; 10 by default. */
  overscan?: number;
  className?: string;
}

/** How far ahead of the end the next page is asked for. */
const AHEAD_PX = 300;
const AHEAD = `0px 0px ${AHEAD_PX}px 0px`;

/** The nearest ancestor that scrolls vertically, or null for the page itself. */
function scrollParentOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') return node;
  }
  return null;
}

/**
 * A list that asks for its next page 300 px before its end (IntersectionObserver on a sentinel, inside the
 * nearest scrolling ancestor or the page), with a footer for 加载中, 没有更多 and an error with 重试. Past
 * `windowThreshold` rows it renders only the rows near the viewport between two spacers, so thousands of
 * rows keep the page light; rows should then have `rowHeight`.
 */
export function InfiniteList({
  children,
  itemCount = 0,
  renderItem,
  hasMore,
  loading,
  onLoadMore,
  error,
  onRetry,
  empty,
  loadingText = '加载中',
  endText = '没有更多',
  retryText = '重试',
  as: List = 'div',
  rowHeight = 56,
  windowThreshold = 200,
  overscan = 10,
  className,
}: InfiniteListProps) {
  const rows = renderItem ? null : Children.toArray(children);
  const count = rows ? rows.length : itemCount;
  const windowed = count > windowThreshold;

  const wrapperRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  // undefined until found after mount; null means the page scrolls.
  const [root, setRoot] = useState<HTMLElement | null | undefined>(undefined);
  // The observer's latest report: whether the end lies within reach, with the row count it was observed at.
  const [near, setNear] = useState({ count: -1, inReach: false });
  // The rows the window shows; null while every row shows (before windowing, and from the render that starts it on
  // a list already showing rows until its first measurement). A list windowed from its first render starts with the
  // first rows and measures at once.
  const [range, setRange] = useState<{ start: number; end: number } | null>(() =>
    windowed ? { start: 0, end: 2 * overscan } : null,
  );
  const onLoadMoreRef = useRef(onLoadMore);
  onLoadMoreRef.current = onLoadMore;

  useLayoutEffect(() => {
    if (wrapperRef.current) setRoot(scrollParentOf(wrapperRef.current));
  }, []);

  // Observed again after each page: a new observer reports where the end lies with the new rows (when they do not
  // push it out of reach, the next page is due at once). Reporting only changes would miss an end that left reach
  // and came back between two of the observer's frames (a page landing while the player keeps scrolling), which
  // left a long list stuck without asking for its next page. A report of an earlier count is not acted on: the
  // check waits for the new observer's, taken at the browser's next frame. Nothing here measures the page itself:
  // a measurement right after new rows forces their layout into the same task (bench: long tasks of 50-68 ms on a
  // 4x slowed CPU as each page of the bet record landed).
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (root === undefined || !sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setNear({ count, inReach: last.isIntersecting });
      },
      { root, rootMargin: AHEAD },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [root, count]);

  // The next page is asked for in a task of its own: asking runs the caller's machine and builds the request, which
  // in React's effects task joined the commit of the rows that just scrolled in (long-list profile, 4x CPU). A change
  // before it runs cancels it, so it never asks twice or for a list that stopped wanting more.
  useEffect(() => {
    if (!near.inReach || near.count !== count || !hasMore || loading || error || root === undefined) return;
    const ask = setTimeout(() => onLoadMoreRef.current(), 0);
    return () => clearTimeout(ask);
  }, [near, hasMore, loading, error, count, root]);

  // The window: measured at once when the list is windowed from its first render (so that frame shows the right
  // rows), otherwise at the frame after each scroll, resize or new page. A new page is not measured in the task
  // that adds its rows: the measurement would force their layout there (bench: 15-20 ms of a 35-50 ms task, 4x
  // slowed CPU); the frame lays them out anyway. Nor is the page that starts windowing: it shows every row, as
  // before, and the rows out of the window leave at the next frame, in a task of their own (the bet record's 195
  // rows left in the task that added the next page: 60-70 ms with the forced layout, long-list bench at 4x).
  // False only until a list windowed from its first render has measured its window.
  const atNextFrame = useRef(!windowed);
  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    if (!windowed) {
      atNextFrame.current = true;
      setRange(null);
      return;
    }
    if (root === undefined || !wrapper) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const viewTop = root ? root.getBoundingClientRect().top : 0;
      const viewHeight = root ? root.clientHeight : window.innerHeight;
      // How far the list's top lies above the view's top (negative while the list starts lower down).
      const above = viewTop - wrapper.getBoundingClientRect().top;
      const start = Math.max(0, Math.min(count, Math.floor(above / rowHeight) - overscan));
      const end = Math.max(start, Math.min(count, Math.ceil((above + viewHeight) / rowHeight) + overscan));
      atNextFrame.current = true;
      setRange((old) => (old?.start === start && old.end === end ? old : { start, end }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    if (atNextFrame.current) schedule();
    else measure();
    const scroller: HTMLElement | Window = root ?? window;
    scroller.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [windowed, root, count, rowHeight, overscan]);

  const start = windowed && range ? Math.min(range.start, count) : 0;
  const end = windowed && range ? Math.min(range.end, count) : count;
  const status = loading ? loadingText : error ? error : !hasMore && count > 0 ? endText : '';

  return (
    <div ref={wrapperRef} className={className ? `lb-infinite ${className}` : 'lb-infinite'}>
      {windowed && <div aria-hidden="true" style={{ height: start * rowHeight }} />}
      {count > 0 && (
        <List className="lb-infinite__rows">
          {rows
            ? rows.slice(start, end)
            : Array.from({ length: end - start }, (_, offset) => renderItem?.(start + offset))}
        </List>
      )}
      {windowed && <div aria-hidden="true" style={{ height: (count - end) * rowHeight }} />}
      {count === 0 && !hasMore && !loading && !error && empty}
      <div ref={sentinelRef} className="lb-infinite__sentinel" />
      <div className="lb-infinite__footer">
        <p
          role="status"
          className={error && !loading ? 'lb-infinite__status lb-infinite__status--error' : 'lb-infinite__status'}
        >
          {loading && <Spinner />}
          {status}
        </p>
        {error && !loading && (
          <Button variant="secondary" onClick={onRetry ?? onLoadMore}>
            {retryText}
          </Button>
        )}
      </div>
    </div>
  );
}
