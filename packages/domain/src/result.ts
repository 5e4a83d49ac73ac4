/**
 * Why a call failed. Mirrors the api package's error taxonomy, which domain must not import:
 * `server` (a code other than 200), `unauthorized` (code 401), `network`, `contract` (a response off the schema).
 */
export type CallError = { kind: 'server' | 'unauthorized' | 'network' | 'contract'; message: string; code?: number };

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
