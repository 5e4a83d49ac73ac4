/**
 * Why a call failed. Mirrors the api package's error taxonomy, which domain must not import:
 * `server` (a code other than 200), `unauthorized` (code 401), `blocked` (HTTP 403: the member is disabled, deleted
 * or blacklisted; the session ends), `network`, `contract` (a response off the schema).
 */
export type CallError = {
  kind: 'server' | 'unauthorized' | 'blocked' | 'network' | 'contract';
  message: string;
  code?: number;
  /** The HTTP status of an answer that was not a 2xx (an error page, or a 5xx that still carries an envelope). */
  httpStatus?: number;
};

/** What every provided call actor resolves to: calls never throw, they answer with data or an error. */
export type CallResult<T> = { ok: true; data: T; message: string } | { ok: false; error: CallError };

/**
 * The server's own words for a refused call (a code other than 200, 401 included), or null when the failure is
 * not the server's to word (network, contract) or it sent none. Part 1 §8 toasts exactly these on the read
 * screens; other failures end quietly in a failed or cached state.
 */
export function serverMessage(error: CallError): string | null {
  return (error.kind === 'server' || error.kind === 'unauthorized') && error.message !== '' ? error.message : null;
}

/** What a provided call that rejected instead of answering counts as: the network failing (calls never throw). */
export const REJECTED: CallError = { kind: 'network', message: '' };

const NO_ERROR: CallError = { kind: 'server', message: '' };

/** A result's data, or `fallback` when the call failed: lets a machine read an answer without narrowing it. */
export function dataOr<T, F>(result: CallResult<T>, fallback: F): T | F {
  return result.ok ? result.data : fallback;
}

/** A failed result's error (an empty server error for a good one, which callers never reach). */
export function errorOf(result: CallResult<unknown>): CallError {
  return result.ok ? NO_ERROR : result.error;
}

/** A good result's message from the server; '' for a failure. */
export function messageOf(result: CallResult<unknown>): string {
  return result.ok ? result.message : '';
}
