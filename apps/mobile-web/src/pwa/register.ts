// The service worker (vite/pwa.ts builds it): registered after the first render, from its own chunk, so
// workbox-window never weighs on a cold start. Production builds only: the dev server and Storybook have none.
import { Workbox } from 'workbox-window';
import { appUpdate } from './update.ts';

/** How often an open tab asks whether a new build was deployed (besides each navigation and each return to it). */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

/**
 * Registers `./sw.js` and offers each new build that waits (the update bar): accepted, the new worker takes over
 * and the page reloads into the new version once it controls the page. A tab kept open asks for a new build when
 * it is shown again and every half hour.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('./sw.js', { scope: './' });
  workbox.addEventListener('waiting', () => {
    appUpdate.offer(() => {
      workbox.addEventListener('controlling', () => location.reload());
      workbox.messageSkipWaiting();
    });
  });
  const check = () => {
    if (!document.hidden && navigator.onLine) void workbox.update().catch(() => {});
  };
  void workbox.register().then(
    () => {
      document.addEventListener('visibilitychange', check);
      setInterval(check, UPDATE_CHECK_MS);
    },
    () => {},
  );
}
