// Effects the machines name and the app provides: toasts, dialogs, the loading overlay and full-page redirects.
import { createDialogs, createToaster } from '@lobby/ui-kit';
import { safeUrl } from '../../ground/effects/safe-url.ts';

/** The app's one toast queue. */
export const toaster = createToaster();

/** The app's one dialog host: `alert` and `confirm` as promises. */
export const dialogs = createDialogs();

type Listener = () => void;

/** Counts calls the player is waiting on; the overlay shows while the count is above zero. */
function createLoadingCounter() {
  let count = 0;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    /** Marks one call as started; the returned function marks it done (safe to call twice). */
    start(): () => void {
      count += 1;
      emit();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        count -= 1;
        emit();
      };
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): boolean => count > 0,
  };
}

/** The loading overlay's state. */
export const loading = createLoadingCounter();

/**
 * Sends the whole window to a server-given address, in the same window as the old app did, but only after
 * `safeUrl` accepts it; a refused address shows a message instead.
 */
export function redirect(url: string, options: { replace?: boolean } = {}): void {
  const checked = safeUrl(url);
  if (!checked.ok) {
    toaster.show(checked.message, { kind: 'error' });
    return;
  }
  if (options.replace) location.replace(checked.url);
  else location.assign(checked.url);
}
