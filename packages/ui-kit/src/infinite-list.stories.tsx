import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { EmptyState } from './empty-state.tsx';
import { InfiniteList, type InfiniteListProps } from './infinite-list.tsx';

const ROW = 48;
const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  height: ROW,
  padding: '0 16px',
  borderBottom: '1px solid var(--lb-color-border)',
} as const;

function rowsOf(count: number, from = 0) {
  return Array.from({ length: count }, (_, n) => from + n + 1).map((id) => (
    <li key={id} style={rowStyle}>
      第 {id} 条 · 存款 ¥100.00
    </li>
  ));
}

/** A scrolling box as a screen's content area; named and focusable as a scrollable region should be. */
function Box({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section aria-label="交易记录" tabIndex={0} style={{ height: 400, overflowY: 'auto' }}>
      {children}
    </section>
  );
}

/**
 * Pages of 20 rows arriving a moment after they are asked for, as a machine with the api would deliver them;
 * `pages` pages exist in all. `failOn` makes that page fail once.
 */
function PagedDemo({
  onLoadMore,
  pages = 3,
  failOn,
  pageSize = 20,
  windowThreshold,
}: {
  onLoadMore: () => void;
  pages?: number;
  failOn?: number;
  pageSize?: number;
  windowThreshold?: number;
}) {
  const [loaded, setLoaded] = useState(1);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    onLoadMore();
    setError(null);
    setLoading(true);
    setTimeout(() => {
      setLoading(false);
      if (loaded + 1 === failOn && !failed) {
        setFailed(true);
        setError('网络异常，请检查网络后重试');
        return;
      }
      setLoaded(loaded + 1);
    }, 30);
  };
  return (
    <Box>
      <InfiniteList
        as="ul"
        hasMore={loaded < pages}
        loading={loading}
        error={error}
        onLoadMore={load}
        rowHeight={ROW}
        windowThreshold={windowThreshold}
      >
        {rowsOf(loaded * pageSize)}
      </InfiniteList>
    </Box>
  );
}

const meta = {
  title: 'ui-kit/InfiniteList',
  component: PagedDemo,
  args: { onLoadMore: fn() },
} satisfies Meta<typeof PagedDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resolves after two painted frames: intersection changes seen in the first are delivered by then. */
function afterFrames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

function scroller(canvasElement: HTMLElement): HTMLElement {
  const box = canvasElement.querySelector<HTMLElement>('section');
  if (!box) throw new Error('no scroll box');
  return box;
}

/** 20 rows of 48 px end at 960 px; the box shows 400 px, so the next page is asked for from 260 px down. */
export const LoadsAhead: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const box = scroller(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
    box.scrollTop = 200;
    await afterFrames();
    await afterFrames();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    box.scrollTop = 280;
    // One wait for both: the call comes in the observer's callback and 加载中 only with the render after it, so a
    // check between the two would see the call and not yet the footer.
    await waitFor(() => {
      expect(args.onLoadMore).toHaveBeenCalledTimes(1);
      expect(canvas.getByRole('status')).toHaveTextContent('加载中');
    });
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(40));
    // Scrolled to the end, the last page comes and then the end is said.
    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(60));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('没有更多'));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
};

/** A first page shorter than the box: the next pages are asked for at once until the end is out of reach. */
export const FillsTheBox: Story = {
  args: { pageSize: 4, pages: 5 },
  play: async ({ args, canvas }) => {
    // 4 rows are 192 px: the end stays within reach until 400 + 300 px are covered (15 rows, so 4 pages).
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(16));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(3);
    await afterFrames();
    await expect(args.onLoadMore).toHaveBeenCalledTimes(3);
  },
};

export const ErrorAndRetry: Story = {
  args: { failOn: 2 },
  play: async ({ args, canvas, canvasElement }) => {
    scroller(canvasElement).scrollTop = 1000;
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('网络异常，请检查网络后重试'));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    // While failed it does not ask again by itself, though the end is in reach.
    await afterFrames();
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(40));
    await expect(canvas.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  },
};

/** The footer's states with fixed props: loading, finished (default and the caller's text), empty. */
export const Loading: StoryObj<InfiniteListProps> = {
  render: (args) => (
    <Box>
      <InfiniteList {...args} as="ul">
        {rowsOf(3)}
      </InfiniteList>
    </Box>
  ),
  args: { hasMore: true, loading: true, onLoadMore: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
    // The end is in reach, but a page is already coming.
    await afterFrames();
    await afterFrames();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const Finished: StoryObj<InfiniteListProps> = {
  ...Loading,
  args: { hasMore: false, loading: false, onLoadMore: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('没有更多');
    await afterFrames();
    await afterFrames();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const FinishedCustomText: StoryObj<InfiniteListProps> = {
  ...Loading,
  args: { hasMore: false, loading: false, endText: '已经到底啦', onLoadMore: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('已经到底啦');
  },
};

export const Empty: StoryObj<InfiniteListProps> = {
  render: (args) => <InfiniteList {...args}>{[]}</InfiniteList>,
  args: { hasMore: false, loading: false, onLoadMore: fn(), empty: <EmptyState message="暂无记录" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无记录')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** 3,000 rows in a box: only those near the view are in the document, between spacers of the right height. */
export const Windowed: StoryObj<InfiniteListProps> = {
  render: (args) => (
    <Box>
      <InfiniteList {...args} as="ul" rowHeight={ROW}>
        {rowsOf(3000)}
      </InfiniteList>
    </Box>
  ),
  args: { hasMore: false, loading: false, onLoadMore: fn() },
  play: async ({ canvas, canvasElement }) => {
    const box = scroller(canvasElement);
    await expect(canvas.getByText(/^第 1 条/)).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(40);
    await expect(box.scrollHeight).toBeGreaterThanOrEqual(3000 * ROW);
    box.scrollTop = 1500 * ROW;
    const middle = await canvas.findByText(/^第 1501 条/);
    await expect(Math.abs(middle.getBoundingClientRect().top - box.getBoundingClientRect().top)).toBeLessThan(2);
    await expect(canvas.queryByText(/^第 1 条/)).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(40);
    box.scrollTop = box.scrollHeight;
    await expect(await canvas.findByText(/^第 3000 条/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('没有更多');
  },
};

/**
 * A list that grows past its threshold (50 rows here) while scrolled: the page that takes it there shows every row
 * (no row moves), and the rows out of view leave at the next frame.
 */
export const StartsWindowing: Story = {
  args: { pages: 5, windowThreshold: 50 },
  play: async ({ canvas, canvasElement }) => {
    const box = scroller(canvasElement);
    for (const first of [21, 41]) {
      box.scrollTop = box.scrollHeight;
      await canvas.findByText(new RegExp(`^第 ${first} 条`));
    }
    // 60 rows now, past the threshold: the window keeps the rows in view where they were, and only a window's rows.
    const topRow = Math.floor(box.scrollTop / ROW) + 1;
    const offset = box.scrollTop - (topRow - 1) * ROW;
    await waitFor(() => expect(canvas.getAllByRole('listitem').length).toBeLessThan(40));
    const row = canvas.getByText(new RegExp(`^第 ${topRow} 条`));
    await expect(Math.abs(row.getBoundingClientRect().top + offset - box.getBoundingClientRect().top)).toBeLessThan(2);
    await expect(canvas.queryByText(/^第 1 条/)).not.toBeInTheDocument();
  },
};

/** Windowing and loading ahead against the page's own scrolling (no scrolling ancestor), as most screens use. */
export const PageScroll: StoryObj<InfiniteListProps> = {
  render: function Render(args) {
    const [count, setCount] = useState(400);
    return (
      <InfiniteList
        {...args}
        as="ul"
        rowHeight={ROW}
        hasMore={count < 800}
        onLoadMore={() => {
          args.onLoadMore();
          setCount(count + 400);
        }}
      >
        {rowsOf(count)}
      </InfiniteList>
    );
  },
  args: { hasMore: true, loading: false, onLoadMore: fn() },
  play: async ({ args, canvas }) => {
    window.scrollTo(0, 0);
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(60);
    window.scrollTo(0, 200 * ROW);
    await expect(await canvas.findByText(/^第 201 条/)).toBeInTheDocument();
    await expect(canvas.queryByText(/^第 1 条/)).not.toBeInTheDocument();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByText(/^第 401 条/)).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(60);
    window.scrollTo(0, 0);
  },
};

/** Rows by index (`itemCount` + `renderItem`): only the rows drawn are ever created, here 3,000 of them. */
export const RenderItem: StoryObj<InfiniteListProps> = {
  render: (args) => {
    const rows = rowsOf(3000);
    return (
      <Box>
        <InfiniteList {...args} as="ul" rowHeight={ROW} itemCount={rows.length} renderItem={(index) => rows[index]} />
      </Box>
    );
  },
  args: { hasMore: false, loading: false, onLoadMore: fn() },
  play: async ({ canvas, canvasElement }) => {
    const box = scroller(canvasElement);
    await expect(canvas.getByText(/^第 1 条/)).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(40);
    box.scrollTop = 2000 * ROW;
    const row = await canvas.findByText(/^第 2001 条/);
    await expect(Math.abs(row.getBoundingClientRect().top - box.getBoundingClientRect().top)).toBeLessThan(2);
    box.scrollTop = box.scrollHeight;
    await expect(await canvas.findByText(/^第 3000 条/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('没有更多');
  },
};
