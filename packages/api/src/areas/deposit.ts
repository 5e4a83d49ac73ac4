import { spec, withMessage } from '../call-spec.ts';
import type * as P from '../payloads.ts';
import { payBankDataSchema } from '../schemas/cards.ts';
import { payInfoAnswerSchema, payRangeDataSchema, payWayDataSchema, rechargeAnswerSchema } from '../schemas/deposit.ts';
import type { Transport } from '../transport.ts';

/** The deposit screens' own calls (the wallet area lists them too, by these same specs). */
export const depositCalls = {
  getPayWay: spec('get', '/api/get_pay_way', payWayDataSchema),
  getPayRange: spec('post', '/api/getPayRange', payRangeDataSchema),
  recharge: { ...spec('post', '/api/recharge', rechargeAnswerSchema), input: withMessage },
  getpaybank: spec('post', '/api/getpaybank', payBankDataSchema),
  payinfo: { ...spec('post', '/api/payinfo', payInfoAnswerSchema), input: withMessage },
} as const;

/**
 * The deposit calls alone, for /recharge and /payInfo: the wallet area would bring the withdrawal's, the
 * transfer's and the venues' schemas into their chunks.
 */
export function createDepositApi({ client, run }: Transport) {
  const text = 'text' as const;
  return {
    /** GET /api/get_pay_way: the deposit channels that are on. */
    getPayWay: () => run(depositCalls.getPayWay, (signal) => client.GET('/api/get_pay_way', { parseAs: text, signal })),
    /** POST /api/getPayRange: a deposit channel's amount range. */
    getPayRange: (payload: P.PayRangePayload) =>
      run(depositCalls.getPayRange, (signal) =>
        client.POST('/api/getPayRange', { body: payload, parseAs: text, signal }),
      ),
    /**
     * POST /api/recharge: creates a deposit; the result holds the deposit number the server sent in `message`. It
     * carries no key: the backend stores the whole body as the order (an unknown field is an SQL error, HTTP 500).
     */
    recharge: (payload: P.RechargePayload) =>
      run(depositCalls.recharge, (signal) => client.POST('/api/recharge', { body: payload, parseAs: text, signal })),
    /** POST /api/getpaybank: the platform's receiving bank accounts. */
    getpaybank: () =>
      run(depositCalls.getpaybank, (signal) => client.POST('/api/getpaybank', { parseAs: text, signal })),
    /** POST /api/payinfo: what to pay and where; the pay type comes from the server's `message`. */
    payinfo: (payload: P.PayInfoPayload) =>
      run(depositCalls.payinfo, (signal) => client.POST('/api/payinfo', { body: payload, parseAs: text, signal })),
  };
}
