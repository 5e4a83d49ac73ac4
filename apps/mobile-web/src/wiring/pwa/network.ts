// Whether the device is online, as the browser says (`navigator.onLine`, the `online` and `offline` events). The
// app reads it before a money action and for the balances; domain stays free of the DOM.
import { useSyncExternalStore } from 'react';

/** What the player is told when the network is gone (the offline bar, a refused money action). */
export const OFFLINE_MESSAGE = '网络已断开';

/** True unless the browser knows it has no network. */
export const isOnline = (): boolean => navigator.onLine !== false;

/** Calls `listener` when the device goes online or offline; returns the unsubscribe. */
export function subscribeNetwork(listener: () => void): () => void {
  addEventListener('online', listener);
  addEventListener('offline', listener);
  return () => {
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
  };
}

/** The network state as React state: re-renders when it changes. */
export const useOnline = (): boolean => useSyncExternalStore(subscribeNetwork, isOnline, () => true);
