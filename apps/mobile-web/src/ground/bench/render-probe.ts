// Bench builds only (`vite build --mode bench`): records, per React commit, which components rendered, so the
// benchmark can check that a balance poll tick re-renders only what shows the balance. Every use sits behind
// `import.meta.env.MODE === 'bench'`, which a production build replaces with false, so none of this ships there
// (the size suite checks the production bundle for the BENCH_MARK string).

/** Marks bench-only code; the size suite fails when it shows up in a production bundle. */
export const BENCH_MARK = 'lobby-bench';

/** The id of the <Profiler> that wraps each balance reader in bench builds. */
export const BALANCE_PROFILER_ID = `${BENCH_MARK}:balance`;

/** One React commit: when it happened, the components that rendered, and those outside every balance reader. */
export type CommitRecord = { at: number; rendered: string[]; outsideBalance: string[] };

/** What a bench build exposes to the benchmark on `window.__lobbyBench`. */
export type BenchProbe = { mark: string; commits: CommitRecord[] };

// The few fields of React's internal fiber the walk reads. Internal, but stable for years and used the same way
// by React DevTools; a bench build is the only place that relies on them.
type Fiber = {
  tag: number;
  type: unknown;
  flags: number;
  memoizedProps: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
  stateNode: unknown;
};

const FUNCTION_COMPONENT = 0;
const CLASS_COMPONENT = 1;
const FORWARD_REF = 11;
const PROFILER = 12;
const MEMO = 14;
const SIMPLE_MEMO = 15;
const COMPONENT_TAGS = new Set([FUNCTION_COMPONENT, CLASS_COMPONENT, FORWARD_REF, MEMO, SIMPLE_MEMO]);
// React sets this flag on a fiber whose render ran and produced new output in the current commit.
const PERFORMED_WORK = 1;

function nameOf(fiber: Fiber): string {
  const type = fiber.type as { displayName?: string; name?: string; render?: { name?: string } } | null;
  return type?.displayName || type?.name || type?.render?.name || `tag${fiber.tag}`;
}

function isBalanceProfiler(fiber: Fiber): boolean {
  if (fiber.tag !== PROFILER) return false;
  const props = fiber.memoizedProps as { id?: unknown } | null;
  return props?.id === BALANCE_PROFILER_ID;
}

/**
 * Walks the committed tree as React DevTools does: a subtree whose child pointer did not change was not
 * re-rendered; a fiber without an alternate is new (mounted); otherwise its PerformedWork flag says it rendered.
 */
function collect(fiber: Fiber, insideBalance: boolean, into: { name: string; balance: boolean }[]): void {
  const balance = insideBalance || isBalanceProfiler(fiber);
  const previous = fiber.alternate;
  if (COMPONENT_TAGS.has(fiber.tag) && (previous === null || (fiber.flags & PERFORMED_WORK) !== 0)) {
    into.push({ name: nameOf(fiber), balance });
  }
  if (previous !== null && previous.child === fiber.child) return;
  for (let child = fiber.child; child !== null; child = child.sibling) collect(child, balance, into);
}

function committedRoot(container: Element): Fiber | null {
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
  if (!key) return null;
  const hostRoot = (container as unknown as Record<string, Fiber>)[key];
  const fiberRoot = hostRoot?.stateNode as { current?: Fiber } | undefined;
  return fiberRoot?.current ?? null;
}

function probe(): BenchProbe {
  const holder = window as unknown as { __lobbyBench?: BenchProbe };
  holder.__lobbyBench ??= { mark: BENCH_MARK, commits: [] };
  return holder.__lobbyBench;
}

/**
 * The root <Profiler>'s onRender in bench builds: runs once per commit (after React has swapped in the new
 * tree) and records which components rendered in it.
 */
export function recordCommit(container: Element): void {
  const root = committedRoot(container);
  if (!root) return;
  const rendered: { name: string; balance: boolean }[] = [];
  for (let child = root.child; child !== null; child = child.sibling) collect(child, false, rendered);
  probe().commits.push({
    at: performance.now(),
    rendered: rendered.map((entry) => entry.name),
    outsideBalance: rendered.filter((entry) => !entry.balance).map((entry) => entry.name),
  });
}
