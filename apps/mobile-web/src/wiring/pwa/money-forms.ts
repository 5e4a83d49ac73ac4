// The money forms (withdrawal, transfer, deposit) as the app layer guards them: an action that would move money
// is refused at once while offline (the player keeps what was typed, no intent starts, nothing is sent), and while
// one of these screens is open the update bar waits (src/wiring/shell/app-bars.tsx).
import { useCallback, useEffect } from 'react';
import { toaster } from '../app/effects.ts';
import { isOnline, OFFLINE_MESSAGE } from './network.ts';

let open = 0;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Whether a money form is on screen: a store for `useSyncExternalStore`. */
export const moneyForms = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): boolean => open > 0,
};

/**
 * Marks a money form open while the calling screen is mounted, and returns its machine's `send` guarded: the
 * events in `moneyEvents` (those that send money) are refused while offline with {@link OFFLINE_MESSAGE}, before
 * the machine sees them, so no intent starts and the form keeps its values.
 */
export function useMoneyForm<E extends { type: string }>(
  send: (event: E) => void,
  moneyEvents: readonly E['type'][],
): (event: E) => void {
  useEffect(() => {
    open += 1;
    changed();
    return () => {
      open -= 1;
      changed();
    };
  }, []);
  const key = moneyEvents.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is compared by its content (`key`).
  return useCallback(
    (event: E) => {
      if (!isOnline() && moneyEvents.includes(event.type)) {
        toaster.show(OFFLINE_MESSAGE, { kind: 'error' });
        return;
      }
      send(event);
    },
    [send, key],
  );
}
