import * as z from 'zod/mini';

/** The wrapper of every JSON answer: `{ code, message, data }`; `data` is absent on validation failures. */
export const envelopeSchema = z.lazy(() =>
  z.object({
    code: z.int(),
    message: z.string(),
    data: z.optional(z.unknown()),
  }),
);

/** A parsed envelope. */
export type Envelope = z.output<typeof envelopeSchema>;

/** What the backend sends for "nothing": `[]`, `""` or null. */
export const noDataSchema = z.lazy(() =>
  z.union([z.array(z.unknown()).check(z.maxLength(0)), z.literal(''), z.null()]),
);

/** The code of a successful answer. */
export const SUCCESS_CODE = 200;

/** The code of an answer to an unknown or missing token. */
export const UNAUTHORIZED_CODE = 401;

/**
 * The HTTP status and code of the backend's refusal of a blocked member (`Apiauthenticate`: status <= 0, `isdel` or
 * `isblack`): HTTP 403 with `{code: 403, message: "account disabled"}` on every call behind its token check. A code
 * 403 in an HTTP 200 is something else (the live chat's and auto login's "disabled" switches).
 */
export const BLOCKED_CODE = 403;
