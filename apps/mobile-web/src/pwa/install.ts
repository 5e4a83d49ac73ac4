// Adding the app to the home screen. Chromium fires `beforeinstallprompt` when the page is installable: the event
// is kept (its own mini-infobar suppressed) and /app and the home banner offer 添加到桌面, which shows the
// browser's prompt. iOS Safari has no prompt: there they show the steps (分享 → 添加到主屏幕).
import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
type InstallPromptEvent = Event & { prompt: () => Promise<unknown> };

/** What the page can offer: the browser's prompt, iOS's steps, or nothing (installed, or not installable). */
export type InstallOffer = 'prompt' | 'ios' | null;

let kept: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Starts listening for the browser's install prompt: called once at start, before the event can fire. */
export function captureInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    kept = event as InstallPromptEvent;
    changed();
  });
  addEventListener('appinstalled', () => {
    kept = null;
    changed();
  });
}

/** iPhone and iPad Safari (iPadOS says Macintosh but has touch), not yet opened from the home screen. */
function isIosBrowser(): boolean {
  const apple =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return apple && !standalone;
}

const offer = (): InstallOffer => (kept ? 'prompt' : isIosBrowser() ? 'ios' : null);

/** The install offer as React state. */
export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    offer,
    () => null,
  );
}

/** Shows the browser's install prompt (once: the event cannot prompt twice). */
export function promptInstall(): void {
  const event = kept;
  kept = null;
  changed();
  void event?.prompt().catch(() => {});
}
