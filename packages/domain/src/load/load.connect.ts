import type { CallError } from '../result/index.ts';
import type { LoadEvent, LoadSnapshot } from './load.machine.ts';

/** What a read-only screen renders of a load, and the two ways it can answer. */
export type LoadViewModel<T> = {
  /** The value shown (cached or loaded); undefined while there is none. */
  value: T | undefined;
  /** Loading with nothing to show yet: the loading indicator. */
  busy: boolean;
  /** Asking again behind a value already shown. */
  refreshing: boolean;
  /** The load failed with nothing to show: the error state with a retry. */
  failed: boolean;
  /** Loaded, and the screen's `isEmpty` says there is nothing in it. */
  empty: boolean;
  /** The last failure (also set when a refresh failed behind a kept value), or null. */
  error: CallError | null;
  retry: () => void;
  reload: () => void;
};

/** Turns a load-machine snapshot into the view model; `send` is the actor's send. */
export function connectLoad<T, I>(snapshot: LoadSnapshot<T, I>, send: (event: LoadEvent) => void): LoadViewModel<T> {
  return {
    value: snapshot.context.value,
    busy: snapshot.hasTag('busy'),
    refreshing: snapshot.hasTag('refreshing'),
    failed: snapshot.hasTag('failed'),
    empty: snapshot.hasTag('empty'),
    error: snapshot.context.error,
    retry: () => send({ type: 'retry' }),
    reload: () => send({ type: 'reload' }),
  };
}
