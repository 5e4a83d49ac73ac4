import * as z from 'zod/mini';

/** The customer service address; null when the back office has not set one. */
export type ServiceUrl = { url: string | null };

/** `data` of POST /api/getservicerurl; the backend sends '' for "not set". */
export const serviceUrlDataSchema = z.lazy(() =>
  z.pipe(
    z.looseObject({ url: z.nullable(z.string()) }),
    z.transform((wire): ServiceUrl => ({ url: wire.url ? wire.url : null })),
  ),
);
