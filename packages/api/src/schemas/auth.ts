import * as z from 'zod/mini';

/** The bearer token a login or a registration hands out. */
export type AuthToken = { token: string };

const token = z.lazy(() => z.string().check(z.minLength(1)));

/** `data` of POST /api/login_pc: the rotated `new_api_token` is the one to keep. */
export const loginDataSchema = z.lazy(() =>
  z.pipe(
    z.looseObject({ new_api_token: token }),
    z.transform((wire): AuthToken => ({ token: wire.new_api_token })),
  ),
);

/** `data` of POST /api/register: the created user record, of which only `api_token` is read. */
export const registerDataSchema = z.lazy(() =>
  z.pipe(
    z.looseObject({ api_token: token }),
    z.transform((wire): AuthToken => ({ token: wire.api_token })),
  ),
);
