// Imported by the service worker (vite/pwa.ts): the requests the worker never needs to see go around it, declared
// at install (the Service Worker Static Routing API; Chromium 123+, ignored elsewhere). Calls to the API go to the
// network, the build's hashed files come from the cache the worker precached (the network when they are not
// there), without waking the worker. Besides sparing a cheap phone the worker's start on each call, this keeps a
// page's requests from reaching the old worker while 刷新 hands the page to a new build: Chromium restarts the old
// worker for such a request and then holds the handover until its lame-duck timeout (five minutes).
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event
      .addRoutes([
        { condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' },
        // This worker's build's files: /assets/*, or /hant/assets/* for the Traditional build's worker (issue #33).
        {
          condition: { urlPattern: { pathname: `${new URL('assets/', self.registration.scope).pathname}*` } },
          source: 'cache',
        },
      ])
      .catch(() => undefined),
  );
});
