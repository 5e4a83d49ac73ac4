import {
  selectIsMaintenance,
  selectRedPacketShown,
  selectSite,
  selectSiteError,
  selectSiteFailed,
} from '@lobby/domain/session';
import { LoadingOverlay, ToastRegion } from '@lobby/ui-kit';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Router, useLocation, useSearch } from 'wouter';
import { appHref, currentFullPath, navigate, useAppLocation, useAppSearch } from '../ground/routing/hash-location.ts';
import { authRedirect, guardStep } from '../ground/routing/route-guard.ts';
import { useSelector } from '../wiring/app/actor-state.ts';
import { type AppActor, AppActorProvider } from '../wiring/app/app-actor.tsx';
import { ChunkBoundary } from '../wiring/app/chunk-boundary.tsx';
import { dialogs, loading, toaster } from '../wiring/app/effects.ts';
import { useSiteTitle } from '../wiring/app/site-title.ts';
import { AppHeader } from '../wiring/shell/app-header.tsx';
import { AppNav } from '../wiring/shell/app-nav.tsx';
import { findRoute, preloadDeferredScreens, type RouteEntry, routes } from './routes.ts';

// The dialogs render from their own chunk: off the first paint, fetched once the browser is idle so that an alert
// still opens when the network has gone by then. The deferred screens' table comes at the same time.
const loadDialogs = () => import('@lobby/ui-kit/dialog');
const PRELOAD_AFTER_MS = 1500;
const DialogHost = lazy(() => loadDialogs().then((module) => ({ default: module.DialogHost })));
const RedPacketButton = lazy(() => import('../wiring/shell/red-packet-button.tsx'));
// The maintenance screen: only when the back office has closed the site, which the site settings (just arrived)
// say; its code never weighs on an open site's first paint.
const MaintenanceView = lazy(() =>
  import('../screens/maintenance/maintenance.view.tsx').then((module) => ({ default: module.MaintenanceView })),
);
// The site settings' retry bar, the network notice and the update bar: after the first render, never on its path.
const AppBars = lazy(() => import('../wiring/shell/app-bars.tsx'));

/** The dialog host, mounted while a dialog waits to be answered. */
function Dialogs() {
  const current = useSyncExternalStore(dialogs.subscribe, dialogs.getSnapshot, dialogs.getSnapshot);
  useEffect(() => {
    const timer = setTimeout(() => {
      void loadDialogs().catch(() => {});
      preloadDeferredScreens();
    }, PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!current) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <DialogHost dialogs={dialogs} />
      </Suspense>
    </ChunkBoundary>
  );
}

function RouteFallback() {
  return <div className="app-route-fallback" aria-busy="true" />;
}

/** Renders the current route and keeps the kept-alive ones mounted (hidden) once visited. */
function Screens({ route }: { route: RouteEntry }) {
  const [visited, setVisited] = useState<readonly string[]>([]);
  useEffect(() => {
    if (route.keepAlive && !visited.includes(route.path)) setVisited((paths) => [...paths, route.path]);
  }, [route, visited]);
  const kept = routes.filter((entry) => entry.keepAlive && (visited.includes(entry.path) || entry === route));
  return (
    <>
      {kept.map((entry) => (
        <section key={entry.path} className="app-screen" hidden={entry !== route}>
          <ChunkBoundary>
            <Suspense fallback={<RouteFallback />}>
              <entry.screen />
            </Suspense>
          </ChunkBoundary>
        </section>
      ))}
      {!route.keepAlive && (
        <section key={route.path} className="app-screen">
          <ChunkBoundary>
            <Suspense fallback={<RouteFallback />}>
              <route.screen />
            </Suspense>
          </ChunkBoundary>
        </section>
      )}
    </>
  );
}

function Routed({ actor }: { actor: AppActor }) {
  const [path] = useLocation();
  const search = useSearch();
  const route = findRoute(path);
  const token = useSelector(actor, (snapshot) => snapshot.context.token);
  const redPacketSwitch = useSelector(actor, (snapshot) => selectSite(snapshot)?.redpacketSwitch ?? null);
  const fullPath = search ? `${path}?${search}` : path;
  const step = guardStep(fullPath, { signedIn: token !== null, redPacketSwitch }, null);
  const lastShown = useRef<string | null>(null);
  const prompting = useRef(false);

  // The guard runs first, before the unknown-route and requireAuth redirects: the player stays where they were
  // and is asked to log in (OK leads to /login) or told why the route is closed.
  useEffect(() => {
    const guarded = guardStep(fullPath, { signedIn: token !== null, redPacketSwitch }, lastShown.current);
    if (guarded.kind !== 'show') {
      navigate(guarded.back, { replace: true });
      if (guarded.kind === 'refuse') {
        toaster.show(guarded.message, { kind: 'error' });
        return;
      }
      if (prompting.current) return;
      prompting.current = true;
      void dialogs.confirm({ title: '提示', message: guarded.message }).then((confirmed) => {
        prompting.current = false;
        if (confirmed) navigate(guarded.to);
      });
      return;
    }
    if (!route) {
      navigate('/', { replace: true });
      return;
    }
    const login = authRedirect(currentFullPath(), route, token !== null);
    if (login) navigate(login, { replace: true });
    else lastShown.current = fullPath;
  }, [fullPath, route, token, redPacketSwitch]);

  // After each navigation the page starts at its top (a new route; the same route keeps its place).
  useEffect(() => {
    if (route) window.scrollTo(0, 0);
  }, [route]);
  const siteTitle = useSiteTitle(actor);
  useEffect(() => {
    if (route) document.title = `${route.title} - ${siteTitle}`;
  }, [route, siteTitle]);
  const redPacketShown = useSelector(actor, selectRedPacketShown);

  if (step.kind !== 'show' || !route || (route.requireAuth && !token)) return <RouteFallback />;
  return (
    <div className={route.shell ? 'app-shell app-shell--nav' : 'app-shell'}>
      {route.header && <AppHeader />}
      <main className="app-main">
        <Screens route={route} />
      </main>
      {route.shell && <AppNav path={path} />}
      {route.shell && redPacketShown && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <RedPacketButton onClose={() => actor.send({ type: 'redPacket.close' })} />
          </Suspense>
        </ChunkBoundary>
      )}
    </div>
  );
}

/**
 * Says why the site settings did not load. The app goes on without them (default logo and title, no
 * maintenance check), but the player learns that something is wrong rather than meeting a half-configured site.
 */
function useSiteErrorToast(actor: AppActor) {
  // Said once, at the first failure: the retries that follow are the retry bar's to show.
  const first = useSelector(actor, (snapshot) => selectSiteFailed(snapshot) && snapshot.context.siteAttempts === 1);
  const error = useSelector(actor, selectSiteError);
  useEffect(() => {
    if (first && error) toaster.show(error, { kind: 'error' });
  }, [first, error]);
}

/** The whole app: maintenance screen when the site is down, otherwise the routed screens and the effect hosts. */
export function App({ actor }: { actor: AppActor }) {
  const isMaintenance = useSelector(actor, selectIsMaintenance);
  const site = useSelector(actor, selectSite);
  useSiteErrorToast(actor);
  const busy = useSyncExternalStore(loading.subscribe, loading.getSnapshot);
  return (
    <AppActorProvider actor={actor}>
      <ChunkBoundary quiet>
        <Suspense fallback={null}>
          <AppBars actor={actor} />
        </Suspense>
      </ChunkBoundary>
      {isMaintenance ? (
        <ChunkBoundary>
          <Suspense fallback={<RouteFallback />}>
            <MaintenanceView logo={site?.siteLogo ?? ''} title={site?.title ?? ''} tips={site?.repairTips ?? ''} />
          </Suspense>
        </ChunkBoundary>
      ) : (
        <Router hook={useAppLocation} searchHook={useAppSearch} hrefs={appHref}>
          <Routed actor={actor} />
        </Router>
      )}
      <ToastRegion toaster={toaster} />
      <Dialogs />
      <LoadingOverlay visible={busy} />
    </AppActorProvider>
  );
}
