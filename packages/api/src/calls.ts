import type * as z from 'zod/mini';
import type { paths as OpenApiPaths } from './generated/openapi.ts';
import { type AppInfo, appDataSchema } from './schemas/app.ts';
import { type AuthToken, loginDataSchema, registerDataSchema } from './schemas/auth.ts';
import { type Balance, balanceDataSchema } from './schemas/balance.ts';
import type { Envelope } from './schemas/envelope.ts';
import { logoffDataSchema } from './schemas/logoff.ts';
import { type ServiceUrl, serviceUrlDataSchema } from './schemas/service-url.ts';
import { type SessionUser, userDataSchema } from './schemas/user.ts';
import { readStayAnswer, type VisitTarget, visitUrlDataSchema } from './schemas/visit-url.ts';

/** A path of the contract (openapi.yaml). */
export type ApiPath = keyof OpenApiPaths;

/** How one call is sent and how its answer is read. */
export type CallSpec<T> = {
  method: 'get' | 'post';
  path: ApiPath;
  /** Checks `data` of a code-200 answer and maps wire names to the app's names. */
  data: z.ZodMiniType<T, unknown>;
  /** Reads an answer with a code other than 200 that this call treats as success; undefined when it is an error. */
  settle?: (envelope: Envelope) => T | undefined;
};

/** Every call of the contract, named as the client names them. */
export const calls = {
  app: { method: 'post', path: '/api/app', data: appDataSchema } satisfies CallSpec<AppInfo>,
  getVisitUrl: {
    method: 'get',
    path: '/api/getVisitUrl',
    data: visitUrlDataSchema,
    settle: readStayAnswer,
  } satisfies CallSpec<VisitTarget>,
  getservicerurl: {
    method: 'post',
    path: '/api/getservicerurl',
    data: serviceUrlDataSchema,
  } satisfies CallSpec<ServiceUrl>,
  login: { method: 'post', path: '/api/login_pc', data: loginDataSchema } satisfies CallSpec<AuthToken>,
  register: { method: 'post', path: '/api/register', data: registerDataSchema } satisfies CallSpec<AuthToken>,
  user: { method: 'post', path: '/api/user', data: userDataSchema } satisfies CallSpec<SessionUser>,
  balance: { method: 'post', path: '/api/balance', data: balanceDataSchema } satisfies CallSpec<Balance>,
  logoff: { method: 'post', path: '/api/logoff', data: logoffDataSchema } satisfies CallSpec<null>,
} as const;

/** The name of a call. */
export type CallName = keyof typeof calls;

/** The contract's paths, in the order of {@link calls}. */
export const paths: ReadonlyArray<ApiPath> = Object.values(calls).map((call) => call.path);

// Fails to compile when openapi.yaml gains a path that no call covers.
const everyPathHasACall: Record<Exclude<ApiPath, (typeof calls)[CallName]['path']>, never> = {};
void everyPathHasACall;
