// A transport per provided call, for the screens whose requests must end when the player leaves (the record lists):
// outside providers.ts, so the shell's first load does not carry it.
import { createTransport, type Transport } from '@lobby/api';
import { readString, SESSION_KEYS } from '../effects/storage.ts';
import { apiBaseUrl } from './providers.ts';

/**
 * A transport whose requests are cancelled when `signal` aborts: a provided actor passes its own signal (xstate
 * aborts it when the actor stops), so leaving a screen, or a list's filter changing, ends the requests it left.
 */
export function scopedTransport(signal: AbortSignal): Transport {
  return createTransport({
    baseUrl: apiBaseUrl(),
    fetch: (input, init) =>
      globalThis.fetch(new Request(input, { signal: AbortSignal.any([input.signal, signal]) }), init),
    getToken: () => readString('session', SESSION_KEYS.token),
  });
}
