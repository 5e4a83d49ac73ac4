// The record screens' shared calls and live actors: the records area and the venue list bound to the app's one
// transport. Imported only by the record routes, so it lands in their chunks, never in the shell's.
import { createRecordsApi } from '@lobby/api';
import { toaster } from '../app/effects.ts';
import { transport } from '../app/providers.ts';
import { liveVenuesMachine } from './venues.providers.ts';

/** The records call area (bets, transactions). */
export const recordsApi = createRecordsApi(transport);

/**
 * The venues the platform filter lists. A refusal shows the server's message as a toast without a type, as the
 * original did on these screens (part 2 §8); the filter then offers every venue only.
 */
export const livePlatformsMachine = liveVenuesMachine((_, { message }) => toaster.show(message));

/** A refused page is toasted with the server's words (part 2 §8); a network failure only ends the loading. */
export const notifyRecordFailure = (_: unknown, { message }: { message: string }) =>
  toaster.show(message, { kind: 'error' });
