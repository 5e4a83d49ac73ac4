/** The outcome of a form check: the first failing field and its message, or ok. */
export type Verdict = { ok: true } | { ok: false; field: string; message: string };
