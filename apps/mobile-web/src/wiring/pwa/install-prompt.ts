// The browser's install prompt, kept from the start: Chromium fires `beforeinstallprompt` once the page is
// installable, possibly before any screen that offers 添加到桌面 has loaded. Only this store is in the entry; what
// reads it (src/wiring/pwa/install.ts) loads with /app or with the home banner's offer.

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export type InstallPromptEvent = Event & { prompt: () => Promise<unknown> };

let kept: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function keep(event: InstallPromptEvent | null): void {
  kept = event;
  for (const listener of listeners) listener();
}

/** Starts listening for the browser's install prompt: called once at start, before the event can fire. */
export function captureInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    keep(event as InstallPromptEvent);
  });
  addEventListener('appinstalled', () => keep(null));
}

/** The prompt kept, if the browser gave one and it has not been used. */
export const keptPrompt = (): InstallPromptEvent | null => kept;

/** Takes the kept prompt (it cannot prompt twice). */
export function takePrompt(): InstallPromptEvent | null {
  const event = kept;
  keep(null);
  return event;
}

/** Calls `listener` when the kept prompt comes or goes; returns the unsubscribe. */
export function subscribePrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
