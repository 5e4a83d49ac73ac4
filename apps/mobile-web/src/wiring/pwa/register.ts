// The service worker (vite/pwa.ts builds it): registered once the page has loaded and the browser is idle, from
// its own chunk. Production builds only: the dev server and Storybook have none. The platform's own API does all
// of it (register, a new build waiting, skipping the wait); the worker Workbox generates takes the `SKIP_WAITING`
// message.
import { appUpdate } from './update.ts';

/** How often an open tab asks whether a new build was deployed (besides each navigation and each return to it). */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

/**
 * Offers a new build that waits while the current one controls the page: accepted, it takes over and the page
 * reloads. The worker asked is the one waiting at the tap (another may have replaced the one first offered); the
 * page reloads once, when it changes hands or when that worker is active, whichever the browser tells first, and
 * at once if it is already active or gone (another tab took it): the reloaded page offers whatever waits then.
 */
function offer(registration: ServiceWorkerRegistration, offered: ServiceWorker): void {
  appUpdate.offer(() => {
    const worker = registration.waiting ?? offered;
    let reloading = false;
    const reload = () => {
      if (reloading) return;
      reloading = true;
      location.reload();
    };
    const over = () => worker.state === 'activated' || worker.state === 'redundant';
    navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
    worker.addEventListener('statechange', () => {
      if (over()) reload();
    });
    if (over()) reload();
    else worker.postMessage({ type: 'SKIP_WAITING' });
  });
}

/**
 * Registers `./sw.js` and offers each new build that waits (the update bar): one found now or on an earlier visit.
 * The first worker of all takes over without asking (nothing controls the page yet). A tab kept open asks for a
 * new build when it is shown again and every half hour.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  serviceWorker.register('./sw.js', { scope: './' }).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // Some browsers and tools that block workers answer the registration with nothing.
      if (!registration) return;
      // A new build is offered once installed while an older one controls the page. The browser may have found
      // it before this ran (on the page's own load): then it is already waiting, or still installing.
      const watch = (worker: ServiceWorker | null) => {
        if (!worker) return;
        const offerInstalled = () => {
          if (worker.state === 'installed' && serviceWorker.controller !== null) offer(registration, worker);
        };
        if (worker.state === 'installed') offerInstalled();
        else worker.addEventListener('statechange', offerInstalled);
      };
      watch(registration.waiting ?? registration.installing);
      registration.addEventListener('updatefound', () => watch(registration.installing));
      const check = () => {
        if (!document.hidden && navigator.onLine) registration.update().catch(() => {});
      };
      document.addEventListener('visibilitychange', check);
      setInterval(check, UPDATE_CHECK_MS);
    },
    () => {},
  );
}
