import { startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { assign, createActor, createMachine } from 'xstate';
import { useMachine, useSelector } from './actor-state.ts';

const counter = createMachine({
  types: {} as { context: { count: number; other: number }; events: { type: 'inc' } | { type: 'other' } },
  context: { count: 0, other: 0 },
  on: {
    inc: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    other: { actions: assign({ other: ({ context }) => context.other + 1 }) },
  },
});
type Counter = ReturnType<typeof createActor<typeof counter>>;
const selectCount = (snapshot: ReturnType<Counter['getSnapshot']>) => snapshot.context.count;

function Count({ actor, renders }: { actor: Counter; renders: number[] }) {
  const count = useSelector(actor, selectCount);
  renders.push(count);
  return <p>{`count ${count}`}</p>;
}

/** Changes the actor in a layout effect: after its render, before the selector's subscription (a passive effect). */
function SendsAtOnce({ actor }: { actor: Counter }) {
  useLayoutEffect(() => actor.send({ type: 'inc' }), [actor]);
  return null;
}

/**
 * A row that takes 2 ms to render, so React renders 40 of them in several slices; the 20th changes the actor, as an
 * answer landing between two slices would. With useSyncExternalStore React found the store changed once the render
 * was done and rendered every row again, in one blocking task.
 */
function Row({ id, actor, renders }: { id: number; actor: Counter; renders: Map<number, number> }) {
  const start = performance.now();
  while (performance.now() - start < 2) {
    // busy, as a costly component is
  }
  renders.set(id, (renders.get(id) ?? 0) + 1);
  if (id === 20 && renders.get(id) === 1) actor.send({ type: 'inc' });
  return <li>{id}</li>;
}

function CounterButton() {
  const [snapshot, send] = useMachine(counter);
  return (
    <button type="button" onClick={() => send({ type: 'inc' })}>
      {`count ${snapshot.context.count}`}
    </button>
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('useSelector', () => {
  it("shows the actor's selection and renders again only when the selection changes", async () => {
    const actor = createActor(counter).start();
    const renders: number[] = [];
    const screen = await render(<Count actor={actor} renders={renders} />);
    await expect.element(screen.getByText('count 0')).toBeInTheDocument();
    actor.send({ type: 'other' });
    await nextFrame();
    expect(renders).toEqual([0]);
    actor.send({ type: 'inc' });
    await expect.element(screen.getByText('count 1')).toBeInTheDocument();
    expect(renders).toEqual([0, 1]);
  });

  it('takes a change made between its render and its subscription', async () => {
    const actor = createActor(counter).start();
    const screen = await render(
      <>
        <Count actor={actor} renders={[]} />
        <SendsAtOnce actor={actor} />
      </>,
    );
    await expect.element(screen.getByText('count 1')).toBeInTheDocument();
  });

  it('reads a new actor at once', async () => {
    const first = createActor(counter).start();
    const second = createActor(counter).start();
    second.send({ type: 'inc' });
    second.send({ type: 'inc' });
    const renders: number[] = [];
    const screen = await render(<Count actor={first} renders={renders} />);
    await expect.element(screen.getByText('count 0')).toBeInTheDocument();
    await screen.rerender(<Count actor={second} renders={renders} />);
    await expect.element(screen.getByText('count 2')).toBeInTheDocument();
    // Its first render with the new actor shows that actor's count, not the old actor's kept in state.
    expect(renders[1]).toBe(2);
  });

  it('lets a render in slices finish when the actor changes meanwhile, instead of rendering it all again at once', async () => {
    const actor = createActor(counter).start();
    const renders = new Map<number, number>();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    cleanups.push(() => {
      root.unmount();
      container.remove();
    });
    startTransition(() =>
      root.render(
        <>
          <Count actor={actor} renders={[]} />
          <ul>
            {Array.from({ length: 40 }, (_, id) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the indexes.
              <Row key={id} id={id} actor={actor} renders={renders} />
            ))}
          </ul>
        </>,
      ),
    );
    await vi.waitFor(() => expect(container.textContent).toContain('count 1'));
    expect([...renders.values()]).toEqual(Array.from({ length: 40 }, () => 1));
  });
});

describe('useMachine', () => {
  it("gives the machine's snapshot and its send", async () => {
    const screen = await render(<CounterButton />);
    await screen.getByRole('button', { name: 'count 0' }).click();
    await expect.element(screen.getByRole('button', { name: 'count 1' })).toBeInTheDocument();
  });
});
