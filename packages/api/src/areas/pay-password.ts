import { spec } from '../call-spec.ts';
import type * as P from '../payloads.ts';
import { doneDataSchema } from '../schemas/done.ts';
import type { Transport } from '../transport.ts';

/** The payment-password change on its own: how it is sent and read (the account area lists the same path). */
export const payPasswordCalls = {
  editPayPassword: spec('post', '/api/editPayPassword', doneDataSchema),
} as const;

/**
 * The payment-password change alone, for registration's second step (the login screen sets the new player's six
 * digits with the token register handed out): the account area would bring every card schema into its chunk.
 */
export function createPayPasswordApi({ client, run }: Transport) {
  return {
    /** POST /api/editPayPassword: `password` is the current payment password, `paypassword` the new one. */
    editPayPassword: (payload: P.PasswordChangePayload) =>
      run(payPasswordCalls.editPayPassword, (signal) =>
        client.POST('/api/editPayPassword', { body: payload, parseAs: 'text', signal }),
      ),
  };
}
