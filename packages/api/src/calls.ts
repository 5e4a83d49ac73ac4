import { accountCalls } from './areas/account.ts';
import { contentCalls } from './areas/content.ts';
import { gamesCalls } from './areas/games.ts';
import { protectionCalls } from './areas/protection.ts';
import { recordsCalls } from './areas/records.ts';
import { sessionCalls } from './areas/session.ts';
import { walletCalls } from './areas/wallet.ts';
import type { ApiPath } from './call-spec.ts';

export type { ApiPath, CallSpec, DataSchema } from './call-spec.ts';

/** Every call of the contract, named as the client names them (the path's last segment in camelCase). */
export const calls = {
  ...sessionCalls,
  ...gamesCalls,
  ...contentCalls,
  ...accountCalls,
  ...walletCalls,
  ...recordsCalls,
  ...protectionCalls,
} as const;

/** The name of a call. */
export type CallName = keyof typeof calls;

/** The contract's paths, in the order of {@link calls}. */
export const paths: ReadonlyArray<ApiPath> = Object.values(calls).map((call) => call.path);

// Fails to compile when openapi.yaml gains a path that no call covers.
type CoveredPath = (typeof calls)[CallName]['path'];
const everyPathHasACall: Record<Exclude<ApiPath, CoveredPath>, never> = {};
void everyPathHasACall;
