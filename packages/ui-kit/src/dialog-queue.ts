// The dialog queue the app's machines use (alert and confirm as promises), apart from the dialogs that render
// it: the app's first script needs the queue, while DialogHost and Dialog can load when a dialog first shows.

/** Options of {@link Dialogs.alert}. */
export interface AlertOptions {
  title?: string;
  message: string;
  /** `确定` by default. */
  confirmText?: string;
}

/** Options of {@link Dialogs.confirm}. */
export interface ConfirmOptions {
  title?: string;
  message: string;
  /** `确定` by default. */
  confirmText?: string;
  /** `取消` by default. */
  cancelText?: string;
}

/** A dialog waiting to be answered, as {@link DialogHost} renders it. */
export type DialogRequest =
  | ({ id: number; kind: 'alert' } & AlertOptions)
  | ({ id: number; kind: 'confirm' } & ConfirmOptions);

/** A queue of alert and confirm dialogs with promise APIs, shown one at a time by a {@link DialogHost}. */
export interface Dialogs {
  /** Shows a message; resolves when the player acknowledges it. */
  alert(options: AlertOptions): Promise<void>;
  /** Asks a question; resolves true on confirm, false on cancel or Escape. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Answers the dialog with this id (what the host calls). */
  settle(id: number, confirmed: boolean): void;
  subscribe(listener: () => void): () => void;
  /** The dialog to show now, or null; later ones wait their turn. */
  getSnapshot(): DialogRequest | null;
}

/** Creates a dialog queue; the app provides its `alert` and `confirm` to machines as effects. */
export function createDialogs(): Dialogs {
  let queue: readonly { request: DialogRequest; resolve: (confirmed: boolean) => void }[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const enqueue = (request: DialogRequest) =>
    new Promise<boolean>((resolve) => {
      queue = [...queue, { request, resolve }];
      emit();
    });

  return {
    alert: async (options) => {
      await enqueue({ ...options, id: nextId++, kind: 'alert' });
    },
    confirm: (options) => enqueue({ ...options, id: nextId++, kind: 'confirm' }),
    settle(id, confirmed) {
      const entry = queue.find((item) => item.request.id === id);
      if (!entry) return;
      queue = queue.filter((item) => item !== entry);
      entry.resolve(confirmed);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => queue[0]?.request ?? null,
  };
}
