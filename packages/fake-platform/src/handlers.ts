import { type HttpHandler, HttpResponse, http } from 'msw';
import { ASSET_PREFIX, generatedAsset } from './assets.ts';
import { accountHandlers } from './handlers/account.ts';
import { cardHandlers } from './handlers/cards.ts';
import { depositHandlers } from './handlers/deposit.ts';
import { gameHandlers } from './handlers/games.ts';
import { createKit } from './handlers/http.ts';
import { protectionHandlers } from './handlers/protection.ts';
import { recordHandlers } from './handlers/records.ts';
import { siteHandlers } from './handlers/site.ts';
import { walletHandlers } from './handlers/wallets.ts';
import { withdrawalHandlers } from './handlers/withdrawal.ts';
import { createScenarios, type Scenarios } from './scenarios.ts';
import type { Store } from './store.ts';

/** Options of {@link createHandlers}. */
export type HandlerOptions = {
  /** The switchboard tests use to fault calls; a private one (header and query flag only) when left out. */
  scenarios?: Scenarios;
};

/**
 * Creates the MSW handlers of every call of the contract, answering in the real backend's shapes (money as
 * strings, config as strings, paginators, code 401 inside HTTP 200) from one store. Paths match under any origin,
 * so the same handlers serve msw/node, the browser worker and the Node server. Each handler plays a fault
 * scenario first when one is switched on for its path or request.
 */
export function createHandlers(store: Store, options: HandlerOptions = {}): HttpHandler[] {
  const kit = createKit(store, options.scenarios ?? createScenarios());
  return [
    ...siteHandlers(kit),
    ...accountHandlers(kit),
    ...gameHandlers(kit),
    ...cardHandlers(kit),
    ...depositHandlers(kit),
    ...withdrawalHandlers(kit),
    ...walletHandlers(kit),
    ...recordHandlers(kit),
    ...protectionHandlers(kit),
    notRoutedHandler(),
  ];
}

/** The path of {@link notRoutedHandler}: every /api/ path the handlers before it did not answer. */
export const NOT_ROUTED_PATH = '*/api/*';

// Laravel 6's 404 page as a route the backend does not have answers it (no Accept: application/json is sent).
const LARAVEL_NOT_FOUND_PAGE = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Not Found</title></head>
<body><div class="code">404</div><div class="message">Not Found</div></body>
</html>`;

/**
 * What the backend answers a path `routes/api.php` does not route (the spec's `/api/hotlogin` among them):
 * Laravel's HTML 404 page, on every transport (the Node server, msw/node and the browser worker alike). Last in
 * the list, so every call of the contract is answered before it.
 */
export function notRoutedHandler(): HttpHandler {
  return http.all(NOT_ROUTED_PATH, ({ request }) =>
    // Laravel answers JSON to a request that accepts it (the app's transport sends Accept: application/json).
    (request.headers.get('accept') ?? '').includes('application/json')
      ? HttpResponse.json({ message: '' }, { status: 404 })
      : new HttpResponse(LARAVEL_NOT_FOUND_PAGE, {
          status: 404,
          headers: { 'Content-Type': 'text/html; charset=UTF-8' },
        }),
  );
}

/**
 * Serves the generated pictures and pages under /fake-assets/ from memory, for transports without the files on
 * disk (the browser worker in Storybook); the Node server serves the same ones itself (server.ts).
 */
export function createAssetHandlers(): HttpHandler[] {
  return [
    http.get(`*${ASSET_PREFIX}:name`, ({ params }) => {
      const asset = generatedAsset(String(params.name));
      return asset
        ? new HttpResponse(asset.body, { headers: { 'Content-Type': asset.type, 'Cache-Control': 'max-age=3600' } })
        : new HttpResponse('Not Found', { status: 404 });
    }),
  ];
}
