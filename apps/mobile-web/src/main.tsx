// biome-ignore-all assist/source/organizeImports: the start chunk's modules follow these imports' order, and its gzip
// size with them: sorted by path after the layers' move (src/wiring, src/ground) it weighed 299 B more.
import '@lobby/ui-kit/tokens.css';
import './wiring/app/app.css';
import { Profiler, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { storedToken } from './wiring/app/endpoint.ts';
import { createAppMachine } from '@lobby/domain/session';
import { createAppActor, liveAppMachine } from './wiring/app/providers.ts';
import { recordCommit } from './ground/bench/render-probe.ts';
import { captureInstallPrompt } from './wiring/pwa/install-prompt.ts';
import { reloadOnStaleChunks } from './wiring/pwa/preload-error.ts';
import { App } from './root/app.tsx';
import { preloadFirstScreen } from './root/routes.ts';
import { currentPath } from './ground/routing/hash-location.ts';
import { preloadHomeCalls } from './screens/home/home.providers.ts';
import { preloadHomeView } from './screens/home/home.view.tsx';
import { capturePromoter } from './wiring/session/promoter.ts';

/** Runs a step of the start in a task of its own, so the browser paints and answers input between the steps. */
const nextTask = (step: () => void) => setTimeout(step, 0);

/** Runs a step once the page has loaded and the browser is idle (3 s after the load at the latest). */
function afterLoad(step: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(step, { timeout: 3000 }) : nextTask(step);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

capturePromoter();
reloadOnStaleChunks();
captureInstallPrompt();
// The first page's code (on home also the code of its call areas and its game area; its lists went out with
// index.html, see src/wiring/boot/early.ts) is asked for first, before the app's machine starts and React renders the
// first frame: on a slow network it arrives a round trip or two sooner than when the render gets to it. Each list
// of preload links in a task of its own, right after this chunk's: on a 4x slowed CPU the three together took
// 70-95 ms (the links' insertion, about 2 ms each, and Vite's preload helper), in this chunk's task or after it.
const firstPath = currentPath();
nextTask(() => preloadFirstScreen(firstPath, storedToken() !== null));
if (firstPath === '/') {
  nextTask(preloadHomeCalls);
  nextTask(preloadHomeView);
}

nextTask(() => {
  // Building the app machine builds its state tree twice (the domain's, then with the app's implementations);
  // creating its actor works out the first state; starting it runs the entry actions and sends /api/app and
  // /api/getVisitUrl. On a 4x slowed CPU the first two together took 51-56 ms in one task, and the two builds
  // 34-88 ms: each step has its own.
  const base = createAppMachine();
  nextTask(() => {
    const machine = liveAppMachine(base);
    nextTask(() => {
      const actor = createAppActor(machine);
      nextTask(() => startApp(actor));
    });
  });
});

/** Starts the app actor, then renders the app in a task of its own. */
function startApp(actor: ReturnType<typeof createAppActor>) {
  actor.start();
  // Balance polling pauses while the page is hidden and polls at once when it shows again.
  document.addEventListener('visibilitychange', () => {
    actor.send({ type: document.hidden ? 'visibility.hide' : 'visibility.show' });
  });
  const root = document.getElementById('root');
  if (!root) return;
  const app = (
    <StrictMode>
      <App actor={actor} />
    </StrictMode>
  );
  nextTask(() => {
    const reactRoot = createRoot(root);
    // The first render at transition priority: React renders it in slices of a few milliseconds and yields
    // between them, so the shell's and home's first frame is no long task (the loading page stays until it commits).
    startTransition(() =>
      reactRoot.render(
        // Bench builds count renders per commit (see ground/bench/render-probe.ts); production builds drop the branch.
        import.meta.env.MODE === 'bench' ? (
          <Profiler id="app" onRender={() => recordCommit(root)}>
            {app}
          </Profiler>
        ) : (
          app
        ),
      ),
    );
    // The service worker (offline shell, updates) once the page has loaded and the browser is idle: its precache
    // downloads the whole build, which must not compete with the first visit's banner and lists (Lighthouse's LCP
    // on / moved about 100 ms later when it registered right after the first render). workbox-window is off the
    // cold start. Production builds only (bench builds too, so Lighthouse measures the page with it).
    if (import.meta.env.PROD)
      afterLoad(
        () =>
          void import('./wiring/pwa/register.ts').then(
            (module) => module.registerServiceWorker(),
            () => {},
          ),
      );
    // Field vitals (LCP, INP, CLS per hash route, src/ground/vitals/) once home has loaded and the browser is idle,
    // only in a build with VITE_RUM_ENDPOINT: without it the branch and its chunk are not in the build at all.
    if (import.meta.env.VITE_RUM_ENDPOINT)
      afterLoad(
        () =>
          void import('./ground/vitals/report-vitals.ts').then(
            (module) =>
              module.reportVitals(import.meta.env.VITE_RUM_ENDPOINT, import.meta.env.VITE_RUM_SAMPLE, currentPath),
            () => {},
          ),
      );
  });
}
