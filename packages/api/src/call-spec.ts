import type * as z from 'zod/mini';
import type { paths as OpenApiPaths } from './generated/openapi.ts';
import type { Envelope } from './schemas/envelope.ts';

/** A path of the contract (openapi.yaml). */
export type ApiPath = keyof OpenApiPaths;

/**
 * What a call's schema must do: check one value and map it. Structural (a zod/mini schema fits), so a
 * `CallSpec<AppInfo>` is also a `CallSpec<unknown>` and code can walk every call.
 */
export type DataSchema<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
};

/** How one call is sent and how its answer is read. */
export type CallSpec<T> = {
  method: 'get' | 'post';
  path: ApiPath;
  /** Checks what {@link CallSpec.input} picks (`data` by default) of a code-200 answer and maps wire names to the app's. */
  data: DataSchema<T>;
  /** Picks what `data` reads from the envelope, for calls that carry a value in `message` (recharge, payinfo). */
  input?: (envelope: Envelope) => unknown;
  /** Reads an answer with a code other than 200 that this call treats as success; undefined when it is an error. */
  settle?: (envelope: Envelope) => T | undefined;
  /**
   * Reads a code-200 answer that this call treats as a refusal (activitydeatil's blank promotion for an unknown id):
   * the refusal's words, or undefined when the answer is data. The failure is `server` without a code (the
   * backend sent 200).
   */
  refuse?: (envelope: Envelope) => string | undefined;
};

/** Declares a call that reads `data` with its schema. */
export function spec<T, P extends ApiPath>(
  method: CallSpec<T>['method'],
  path: P,
  data: z.ZodMiniType<T, unknown>,
): CallSpec<T> & { path: P } {
  return { method, path, data };
}

/** For calls that carry their value in `message` (recharge, payinfo): the schema reads both. */
export const withMessage = (envelope: Envelope): unknown => ({ message: envelope.message, data: envelope.data });
