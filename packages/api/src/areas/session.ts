import { type CallSpec, spec } from '../call-spec.ts';
import type * as P from '../payloads.ts';
import { appDataSchema } from '../schemas/app.ts';
import { loginDataSchema, registerDataSchema } from '../schemas/auth.ts';
import { balanceDataSchema } from '../schemas/balance.ts';
import { logoffDataSchema } from '../schemas/logoff.ts';
import { serviceUrlDataSchema } from '../schemas/service-url.ts';
import { type SessionUser, userDataSchema } from '../schemas/user.ts';
import { readStayAnswer, type VisitTarget, visitUrlDataSchema } from '../schemas/visit-url.ts';
import type { Transport } from '../transport.ts';

/** Site, session and login (the app shell needs these at start): how each call is sent and read. */
export const sessionCalls = {
  app: spec('post', '/api/app', appDataSchema),
  getVisitUrl: {
    method: 'get',
    path: '/api/getVisitUrl',
    data: visitUrlDataSchema,
    settle: readStayAnswer,
  } satisfies CallSpec<VisitTarget>,
  getservicerurl: spec('post', '/api/getservicerurl', serviceUrlDataSchema),
  login: spec('post', '/api/login_pc', loginDataSchema),
  register: spec('post', '/api/register', registerDataSchema),
  logoff: spec('post', '/api/logoff', logoffDataSchema),
  // Typed as the session's user so the app's session machine takes the answer as it is; the data is a Member.
  user: spec<SessionUser, '/api/user'>('post', '/api/user', userDataSchema),
  balance: spec('post', '/api/balance', balanceDataSchema),
} as const;

/** Site, session and login (the app shell needs these at start): one function per call, each resolving to an ApiResult and never throwing. */
export function createSessionApi({ client, run }: Transport) {
  const text = 'text' as const;
  return {
    /** POST /api/app: site information. */
    app: () => run(sessionCalls.app, (signal) => client.POST('/api/app', { parseAs: text, signal })),
    /** GET /api/getVisitUrl: where this visitor should be; `url` null means stay. */
    getVisitUrl: (path: string) =>
      run(sessionCalls.getVisitUrl, (signal) =>
        client.GET('/api/getVisitUrl', { params: { query: { path } }, parseAs: text, signal }),
      ),
    /** POST /api/getservicerurl: the customer service address; `url` null when none is set. */
    getservicerurl: () =>
      run(sessionCalls.getservicerurl, (signal) => client.POST('/api/getservicerurl', { parseAs: text, signal })),
    /** POST /api/login_pc: logs in and hands out the rotated token. */
    login: (payload: P.LoginPayload) =>
      run(sessionCalls.login, (signal) => client.POST('/api/login_pc', { body: payload, parseAs: text, signal })),
    /** POST /api/register: creates a member and hands out its token. */
    register: (payload: P.RegisterPayload) =>
      run(sessionCalls.register, (signal) => client.POST('/api/register', { body: payload, parseAs: text, signal })),
    /** POST /api/logoff: ends the session on the server. */
    logoff: () => run(sessionCalls.logoff, (signal) => client.POST('/api/logoff', { parseAs: text, signal })),
    /** POST /api/user: the logged-in member. */
    user: () => run(sessionCalls.user, (signal) => client.POST('/api/user', { parseAs: text, signal })),
    /** POST /api/balance: the member's wallets. */
    balance: () => run(sessionCalls.balance, (signal) => client.POST('/api/balance', { parseAs: text, signal })),
  };
}
