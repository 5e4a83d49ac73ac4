// Test-only: trace events as Chromium writes them, for the main-thread and explain parts' unit tests.

/** The renderer's main thread in the fixtures, and another thread of the same process. */
export const MAIN = { pid: 7, tid: 1 };
export const OTHER = { pid: 7, tid: 2 };

/** A complete event (`ph: 'X'`) of `thread` from `start` for `length` milliseconds. */
export const event = (name: string, start: number, length: number, thread = MAIN) => ({
  name,
  ph: 'X',
  ts: start * 1000,
  dur: length * 1000,
  ...thread,
});

/** The metadata event that names `thread`. */
export const threadName = (thread: typeof MAIN, name: string) => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  ...thread,
  args: { name },
});
