/**
 * Why a call failed. Mirrors the api package's error taxonomy, which domain must not import:
 * `server` (a code other than 200), `unauthorized` (code 401), `network`, `contract` (a response off the schema).
 */
export type CallError = { kind: 'server' | 'unauthorized' | 'network' | 'contract'; message: string; code?: number };

/** What every provided call actor resolves to: calls never throw, they answer with data or an error. */
export type CallResult<T> = { ok: true; data: T; message: string } | { ok: false; error: CallError };
