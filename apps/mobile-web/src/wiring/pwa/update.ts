// A new build waiting to take over (the service worker's `waiting`), and how to take it: set by register.ts, read
// by the update bar. A plain store, so the bar's chunk never loads the registration.

let accept: (() => void) | null = null;
const listeners = new Set<() => void>();

/** The update on offer, as a store for `useSyncExternalStore`. */
export const appUpdate = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Whether a new version waits for the player. */
  getSnapshot: (): boolean => accept !== null,
  /** Offers an update; `take` makes the new version current (the page then reloads into it). */
  offer(take: () => void): void {
    accept = take;
    for (const listener of listeners) listener();
  },
  /** The player accepted: takes the update offered. */
  accept(): void {
    accept?.();
  },
};
