import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A modal (a `Dialog`, a `BottomSheet`) whose code loads when it first opens: until then it renders nothing and
 * fetches nothing; while its code arrives, a quiet status (`加载中` for screen readers, nothing on screen) stands
 * in; after that it stays mounted, so closing it behaves as the modal itself does (focus back to the opener). A
 * failed load throws to the nearest error boundary, as a lazy screen's does. Call it once per modal, outside
 * render: `const BottomSheet = deferredModal(() => import('@lobby/ui-kit/bottom-sheet').then((m) => m.BottomSheet))`.
 */
export function deferredModal<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
  loadingLabel = '加载中',
): ComponentType<P> {
  const Modal = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per modal at module level, as `lazy` is.
  return function DeferredModal(props: P) {
    const [opened, setOpened] = useState(props.open);
    // Set during render (React's pattern for state derived from a prop): the modal mounts with its first open.
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense
        fallback={
          <span role="status" className="lb-visually-hidden">
            {loadingLabel}
          </span>
        }
      >
        <Modal {...props} />
      </Suspense>
    );
  };
}
