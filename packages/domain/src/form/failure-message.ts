import { messages } from '../messages.ts';
import type { CallError } from '../result.ts';

/** The words a failed call shows: the server's, or the network's when there are none (never a silent failure). */
export function failureMessage(error: CallError): string {
  return error.message === '' ? messages['auth.networkError'] : error.message;
}
