// The shell's part of the table holds the network's words: the whole table would ride along in every money page.
import { shellMessages } from '../messages/index.ts';
import type { CallError } from '../result/index.ts';

/** The words a failed call shows: the server's, or the network's when there are none (never a silent failure). */
export function failureMessage(error: CallError): string {
  return error.message === '' ? shellMessages['auth.networkError'] : error.message;
}
