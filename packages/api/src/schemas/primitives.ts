import * as z from 'zod/mini';

const decimalText = /^-?\d+(\.\d+)?$/;
const integerText = /^-?\d+$/;

/** A DECIMAL column ("100.00") or a number (sums of no rows are the integer 0), as a number. */
export const money = z.pipe(
  z.union([z.number().check(z.refine(Number.isFinite)), z.string().check(z.trim(), z.regex(decimalText))]),
  z.transform((value): number => Number(value)),
);

/** A money field the backend may leave out; missing means 0. */
export const optionalMoney = z.pipe(
  z.optional(z.nullable(money)),
  z.transform((value): number => value ?? 0),
);

/** A system config value (a string, or null when the key is missing) read as a number; blank means 0. */
export const configNumber = z.pipe(
  z.optional(z.nullable(z.union([z.number(), z.string().check(z.trim(), z.regex(/^(-?\d+)?$/))]))),
  z.transform((value): number => (value === undefined || value === null || value === '' ? 0 : Number(value))),
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
export const optionalText = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value): string => value ?? ''),
);
