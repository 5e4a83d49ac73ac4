import { shellMessages } from '../messages.shell.ts';
import type { CallError } from '../result.ts';

/** The words a failed call shows: the server's, or the network's when there are none (never a silent failure). */
export function failureMessage(error: CallError): string {
  return error.message === '' ? shellMessages['auth.networkError'] : error.message;
}
