import { spec } from '../call-spec.ts';
import type * as P from '../payloads.ts';
import { bankListDataSchema, cardListDataSchema } from '../schemas/cards.ts';
import type { Transport } from '../transport.ts';

/** The bound accounts and the bank list on their own: how each is sent and read (the account area, the same paths). */
export const cardCalls = {
  getcard: spec('post', '/api/getcard', cardListDataSchema),
  banklist: spec('post', '/api/banklist', bankListDataSchema),
} as const;

/**
 * The bound accounts and the bank list alone, for the money screens (withdrawal picks an account, the deposit
 * counts them and offers the banks): the account area would bring its profile, password and bind calls into
 * their chunks.
 */
export function createCardApi({ client, run }: Transport) {
  return {
    /** POST /api/getcard: the member's bound accounts of one type. */
    getcard: (payload: P.CardListPayload) =>
      run(cardCalls.getcard, (signal) => client.POST('/api/getcard', { body: payload, parseAs: 'text', signal })),
    /** POST /api/banklist: the banks a member can bind. */
    banklist: () => run(cardCalls.banklist, (signal) => client.POST('/api/banklist', { parseAs: 'text', signal })),
  };
}
