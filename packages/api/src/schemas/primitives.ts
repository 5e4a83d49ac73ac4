import * as z from 'zod/mini';

const decimalText = /^-?\d+(\.\d+)?$/;
const integerText = /^-?\d+$/;

/** Reads a money value as yuan rounded to whole cents, so "100.10" is 100.1 and never shows float noise. */
export function toMoney(value: string | number): number {
  return Math.round(Number(value) * 100) / 100;
}

// The schemas the first page's script carries (these blocks, the envelope, and the app, auth, balance, logoff, service
// address, user, visit address and banner schemas) are built on their first parse (`z.lazy`), not when the script
// is evaluated: built at once they were about a third of that one long task on a slow phone (issue #32). Once built,
// a lazy schema keeps what it built.
const finiteNumber = z.lazy(() => z.number().check(z.refine(Number.isFinite)));

/** Money as it travels: DECIMAL text ("100.00") or a number. */
export const moneyWire = z.lazy(() => z.union([finiteNumber, z.string().check(z.trim(), z.regex(decimalText))]));

/** A DECIMAL column ("100.00") or a number (sums of no rows are the integer 0), as a number of yuan with 2 decimals. */
export const money = z.lazy(() => z.pipe(moneyWire, z.transform(toMoney)));

/** A money field the backend may leave out or null; missing means 0. */
export const optionalMoney = z.lazy(() =>
  z.pipe(
    z.optional(z.nullable(money)),
    z.transform((value): number => value ?? 0),
  ),
);

/** A decimal that is not money (an exchange rate, a percentage); null, blank or missing means 0. */
export const decimal = z.lazy(() =>
  z.pipe(
    z.optional(z.nullable(z.union([finiteNumber, z.string().check(z.trim(), z.regex(/^(-?\d+(\.\d+)?)?$/))]))),
    z.transform((value): number => (value === undefined || value === null || value === '' ? 0 : Number(value))),
  ),
);

/** An integer column, or the same integer as text. */
export const integer = z.lazy(() =>
  z.pipe(
    z.union([z.int(), z.string().check(z.trim(), z.regex(integerText))]),
    z.transform((value): number => Number(value)),
  ),
);

/** An integer the backend may leave out, null or blank; those mean 0. */
export const optionalInteger = z.lazy(() =>
  z.pipe(
    z.optional(z.nullable(z.union([z.int(), z.string().check(z.trim(), z.regex(/^(-?\d+)?$/))]))),
    z.transform((value): number => (value === undefined || value === null || value === '' ? 0 : Number(value))),
  ),
);

/** A system config value (a string, or null when the key is missing) read as a number; blank means 0. */
export const configNumber = z.lazy(() =>
  z.pipe(
    z.optional(z.nullable(z.union([z.number(), z.string().check(z.trim(), z.regex(/^(-?\d+)?$/))]))),
    z.transform((value): number => (value === undefined || value === null || value === '' ? 0 : Number(value))),
  ),
);

/** A system config value read as text; null or missing gives `fallback`. */
export function configText(fallback = '') {
  return z.pipe(
    z.optional(z.nullable(z.union([z.string(), z.number()]))),
    z.transform((value): string => (value === undefined || value === null || value === '' ? fallback : String(value))),
  );
}

/** An integer flag the backend sends as 1 or "1"; true when it equals `on`. */
export function flag(on: number) {
  return z.pipe(
    z.optional(z.nullable(z.union([z.number(), z.string().check(z.trim(), z.regex(integerText))]))),
    z.transform((value): boolean => value !== undefined && value !== null && Number(value) === on),
  );
}

/** Text the backend may send as null or leave out; both give ''. */
export const optionalText = z.lazy(() =>
  z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value): string => value ?? ''),
  ),
);

/** Text or a number (card numbers, ids kept as text), null or missing giving ''. */
export const looseText = z.lazy(() =>
  z.pipe(
    z.optional(z.nullable(z.union([z.string(), finiteNumber]))),
    z.transform((value): string => (value === undefined || value === null ? '' : String(value))),
  ),
);

/** What the backend sends for "nothing": `[]`, `""` or null (a missing `data` key arrives as undefined). */
export const nothing = z.lazy(() =>
  z.union([z.array(z.unknown()).check(z.maxLength(0)), z.literal(''), z.null(), z.undefined()]),
);

/** A list the backend sends as an array, or as `[]`/`""`/null when there is none. */
export function listOf<T>(item: z.ZodMiniType<T, unknown>): z.ZodMiniType<T[], unknown> {
  return z.pipe(
    z.union([z.array(item), z.literal(''), z.null()]),
    z.transform((value): T[] => (Array.isArray(value) ? value : [])),
  );
}

/** One page of a list, from a Laravel paginator. */
export type Page<T> = {
  rows: T[];
  /** All rows over all pages. */
  total: number;
  /** The number of the last page (at least 1). */
  lastPage: number;
  /** This page's number, from 1. */
  page: number;
  perPage: number;
};

/** A Laravel 6 paginator (`paginate()`) read into a {@link Page}; `[]`, `""` or null read as an empty first page. */
export function pageOf<T>(row: z.ZodMiniType<T, unknown>): z.ZodMiniType<Page<T>, unknown> {
  const paginator = z.pipe(
    z.looseObject({
      current_page: integer,
      data: z.array(row),
      last_page: integer,
      per_page: optionalInteger,
      total: integer,
    }),
    z.transform(
      (wire): Page<T> => ({
        rows: wire.data,
        total: wire.total,
        lastPage: Math.max(1, wire.last_page),
        page: wire.current_page,
        perPage: wire.per_page,
      }),
    ),
  );
  const empty = z.pipe(
    nothing,
    z.transform((): Page<T> => ({ rows: [], total: 0, lastPage: 1, page: 1, perPage: 0 })),
  );
  return z.union([paginator, empty]);
}
