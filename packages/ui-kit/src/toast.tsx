import { useSyncExternalStore } from 'react';
import './toast.css';

/** What a toast says about its message. */
export type ToastKind = 'info' | 'success' | 'error';

/** One toast on screen. */
export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

/** Options of {@link Toaster.show}. */
export interface ToastOptions {
  /** `info` by default. */
  kind?: ToastKind;
  /** Milliseconds before the toast goes away; 2000 by default, `Infinity` to keep it until dismissed. */
  duration?: number;
}

/** A toast queue: `show` from anywhere, and `subscribe` + `getSnapshot` for `useSyncExternalStore`. */
export interface Toaster {
  /** Shows a message and returns its id. */
  show(message: string, options?: ToastOptions): number;
  /** Removes a toast before its time. */
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  /** The toasts on screen, oldest first; a new array after every change. */
  getSnapshot(): readonly Toast[];
}

/** Default time a toast stays, in milliseconds. */
export const TOAST_DURATION = 2000;

/** Creates a toast queue whose toasts dismiss themselves after their duration. */
export function createToaster(): Toaster {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };

  return {
    show(message, { kind = 'info', duration = TOAST_DURATION } = {}) {
      const id = nextId++;
      toasts = [...toasts, { id, message, kind }];
      // An infinite duration keeps the toast until `dismiss`; a timer would fire at once.
      if (Number.isFinite(duration))
        timers.set(
          id,
          setTimeout(() => dismiss(id), duration),
        );
      emit();
      return id;
    },
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
  };
}

/**
 * The polite live region the toasts of one {@link Toaster} appear in. Mount it once, early: a live region
 * must exist before its text changes for screen readers to announce it.
 */
export function ToastRegion({ toaster }: { toaster: Toaster }) {
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getSnapshot, toaster.getSnapshot);
  return (
    <div className="lb-toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className={`lb-toast lb-toast--${toast.kind}`}>
          {toast.message}
        </p>
      ))}
    </div>
  );
}
