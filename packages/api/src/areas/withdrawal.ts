import { spec } from '../call-spec.ts';
import type * as P from '../payloads.ts';
import { betAmountDataSchema } from '../schemas/bet-amount.ts';
import { doneDataSchema } from '../schemas/done.ts';
import type { Transport } from '../transport.ts';
import { keyField, type MoneyCallOptions } from './money-options.ts';

/** The withdrawal screen's own calls (the wallet area lists them too, by these same specs). */
export const withdrawalCalls = {
  getBetAmount: spec('post', '/api/getBetAmount', betAmountDataSchema),
  withdraw: spec('post', '/api/withdraw', doneDataSchema),
} as const;

/**
 * The turnover and the withdrawal alone, for the withdrawal screen: the wallet area would bring every money call's
 * schema into its chunk.
 */
export function createWithdrawalApi({ client, run }: Transport) {
  const text = 'text' as const;
  return {
    /** POST /api/getBetAmount: the turnover counted towards withdrawal. */
    getBetAmount: () =>
      run(withdrawalCalls.getBetAmount, (signal) => client.POST('/api/getBetAmount', { parseAs: text, signal })),
    /** POST /api/withdraw: requests a withdrawal; the intent's key rides in the body (see money-options.ts). */
    withdraw: (payload: P.WithdrawPayload, options: MoneyCallOptions = {}) =>
      run(withdrawalCalls.withdraw, (signal) =>
        client.POST('/api/withdraw', { body: { ...payload, ...keyField(options) }, parseAs: text, signal }),
      ),
  };
}
