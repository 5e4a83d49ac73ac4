// Adding the app to the home screen. Chromium fires `beforeinstallprompt` when the page is installable: the event
// is kept from the start (src/wiring/pwa/install-prompt.ts, its own mini-infobar suppressed) and /app and the home banner
// offer 添加到桌面, which shows the browser's prompt. iOS Safari has no prompt: there they show the steps
// (分享 → 添加到主屏幕).
import { useSyncExternalStore } from 'react';
import { keptPrompt, subscribePrompt, takePrompt } from './install-prompt.ts';

/** What the page can offer: the browser's prompt, iOS's steps, or nothing (installed, or not installable). */
export type InstallOffer = 'prompt' | 'ios' | null;

/** iPhone and iPad Safari (iPadOS says Macintosh but has touch), not yet opened from the home screen. */
function isIosBrowser(): boolean {
  const apple =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return apple && !standalone;
}

const offer = (): InstallOffer => (keptPrompt() ? 'prompt' : isIosBrowser() ? 'ios' : null);

/** The install offer as React state. */
export const useInstallOffer = (): InstallOffer => useSyncExternalStore(subscribePrompt, offer, () => null);

/** Shows the browser's install prompt (once: the event cannot prompt twice). */
export function promptInstall(): void {
  void takePrompt()
    ?.prompt()
    .catch(() => {});
}
