// A changed reality-check interval, from 负责任博彩 to the running clock in the same page (both lazy).

type Listener = (minutes: number | null) => void;

const listeners = new Set<Listener>();

/** Tells the running reality check that the player chose another interval. */
export function announceInterval(minutes: number | null): void {
  for (const listener of listeners) listener(minutes);
}

/** Hears each interval the player chooses; gives the function that stops it. */
export function onInterval(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
