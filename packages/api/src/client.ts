import { createAccountApi } from './areas/account.ts';
import { createContentApi } from './areas/content.ts';
import { createGamesApi } from './areas/games.ts';
import { createProtectionApi } from './areas/protection.ts';
import { createRecordsApi } from './areas/records.ts';
import { createSessionApi } from './areas/session.ts';
import { createWalletApi } from './areas/wallet.ts';
import { type ApiOptions, createTransport } from './transport.ts';

/**
 * Creates the whole platform client: one function per call, each resolving to an ApiResult and never throwing.
 * Every request carries `Authorization: Bearer <token>` (empty when logged out, as the backend expects) and JSON.
 * The app binds only the areas a bundle needs (for example `createSessionApi(createTransport(options))`), so the
 * schemas of calls a route never makes stay out of its JavaScript.
 */
export function createApi(options: ApiOptions) {
  const transport = createTransport(options);
  return {
    ...createSessionApi(transport),
    ...createGamesApi(transport),
    ...createContentApi(transport),
    ...createAccountApi(transport),
    ...createWalletApi(transport),
    ...createRecordsApi(transport),
    ...createProtectionApi(transport),
  };
}

/** The platform client. */
export type Api = ReturnType<typeof createApi>;
