import * as z from 'zod/mini';

/** `data` of POST /api/logoff: whatever arrives, the client reads nothing from it. */
export const logoffDataSchema = z.lazy(() =>
  z.pipe(
    z.unknown(),
    z.transform((): null => null),
  ),
);
