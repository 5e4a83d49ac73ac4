/** The outcome of a form check: the first failing field and its message, or ok. */
export type Verdict = { ok: true } | { ok: false; field: string; message: string };

/**
 * One rule of a form check: the field it blames, the test that fails the input, and the message to show.
 * A check is a list of rules in the spec's order.
 */
export type Rule<T> = readonly [field: keyof T & string, fails: (input: T) => boolean, message: string];

/** Runs rules in order and answers with the first that fails, so the player sees one message at a time. */
export function firstFailure<T>(input: T, rules: readonly Rule<T>[]): Verdict {
  for (const [field, fails, message] of rules) {
    if (fails(input)) return { ok: false, field, message };
  }
  return { ok: true };
}

/** True for an empty or whitespace-only text: what the forms call "required". */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}
