import { spec, withMessage } from '../call-spec.ts';
import type * as P from '../payloads.ts';
import { payBankDataSchema } from '../schemas/cards.ts';
import { payInfoAnswerSchema, payRangeDataSchema, payWayDataSchema, rechargeAnswerSchema } from '../schemas/deposit.ts';
import { doneDataSchema } from '../schemas/done.ts';
import { userDataSchema } from '../schemas/user.ts';
import {
  recoverAllDataSchema,
  transferDataSchema,
  venueWalletDataSchema,
  venueWalletListDataSchema,
} from '../schemas/wallets.ts';
import type { Transport } from '../transport.ts';
import { keyHeader, type MoneyCallOptions } from './money-options.ts';
import { venueCalls } from './venues.ts';
import { withdrawalCalls } from './withdrawal.ts';

/** Deposit, withdrawal, transfer and venue wallets: how each call is sent and read. */
export const walletCalls = {
  getPayWay: spec('get', '/api/get_pay_way', payWayDataSchema),
  getPayRange: spec('post', '/api/getPayRange', payRangeDataSchema),
  recharge: { ...spec('post', '/api/recharge', rechargeAnswerSchema), input: withMessage },
  getpaybank: spec('post', '/api/getpaybank', payBankDataSchema),
  payinfo: { ...spec('post', '/api/payinfo', payInfoAnswerSchema), input: withMessage },
  getBetAmount: withdrawalCalls.getBetAmount,
  withdraw: withdrawalCalls.withdraw,
  transfer: spec('post', '/api/transfer', transferDataSchema),
  transall: spec('post', '/api/transall', recoverAllDataSchema),
  refreshusermoney: spec('post', '/api/refreshusermoney', userDataSchema),
  uptransferstatus: spec('post', '/api/uptransferstatus', doneDataSchema),
  userapimoney: spec('post', '/api/userapimoney/{code}', venueWalletDataSchema),
  balancelist: venueCalls.balancelist,
  balancelist2: spec('post', '/api/balancelist2', venueWalletListDataSchema),
} as const;

export type { MoneyCallOptions } from './money-options.ts';

/** Deposit, withdrawal, transfer and venue wallets: one function per call, each resolving to an ApiResult and never throwing. */
export function createWalletApi({ client, run }: Transport) {
  const text = 'text' as const;
  return {
    /** GET /api/get_pay_way: the deposit channels that are on. */
    getPayWay: () => run(walletCalls.getPayWay, (signal) => client.GET('/api/get_pay_way', { parseAs: text, signal })),
    /** POST /api/getPayRange: a deposit channel's amount range. */
    getPayRange: (payload: P.PayRangePayload) =>
      run(walletCalls.getPayRange, (signal) =>
        client.POST('/api/getPayRange', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/recharge: creates a deposit; the result holds the deposit number the server sent in `message`. */
    recharge: (payload: P.RechargePayload, options: MoneyCallOptions = {}) =>
      run(walletCalls.recharge, (signal) =>
        client.POST('/api/recharge', { body: payload, params: { header: keyHeader(options) }, parseAs: text, signal }),
      ),
    /** POST /api/getpaybank: the platform's receiving bank accounts. */
    getpaybank: () =>
      run(walletCalls.getpaybank, (signal) => client.POST('/api/getpaybank', { parseAs: text, signal })),
    /** POST /api/payinfo: what to pay and where; the pay type comes from the server's `message`. */
    payinfo: (payload: P.PayInfoPayload) =>
      run(walletCalls.payinfo, (signal) => client.POST('/api/payinfo', { body: payload, parseAs: text, signal })),
    /** POST /api/getBetAmount: the turnover counted towards withdrawal. */
    getBetAmount: () =>
      run(walletCalls.getBetAmount, (signal) => client.POST('/api/getBetAmount', { parseAs: text, signal })),
    /** POST /api/withdraw: requests a withdrawal. */
    withdraw: (payload: P.WithdrawPayload, options: MoneyCallOptions = {}) =>
      run(walletCalls.withdraw, (signal) =>
        client.POST('/api/withdraw', { body: payload, params: { header: keyHeader(options) }, parseAs: text, signal }),
      ),
    /** POST /api/transfer: moves whole yuan between the platform wallet and a venue. */
    transfer: (payload: P.TransferPayload, options: MoneyCallOptions = {}) =>
      run(walletCalls.transfer, (signal) =>
        client.POST('/api/transfer', { body: payload, params: { header: keyHeader(options) }, parseAs: text, signal }),
      ),
    /** POST /api/transall: brings venue money back into the platform wallet (the backend decides which). */
    transall: (options: MoneyCallOptions = {}) =>
      run(walletCalls.transall, (signal) =>
        client.POST('/api/transall', { params: { header: keyHeader(options) }, parseAs: text, signal }),
      ),
    /** POST /api/refreshusermoney: the member, re-read after the venues report their balances. */
    refreshusermoney: () =>
      run(walletCalls.refreshusermoney, (signal) => client.POST('/api/refreshusermoney', { parseAs: text, signal })),
    /** POST /api/uptransferstatus: switches seamless transfer on (1) or off (0). */
    uptransferstatus: (payload: P.TransferStatusPayload) =>
      run(walletCalls.uptransferstatus, (signal) =>
        client.POST('/api/uptransferstatus', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/userapimoney/{code}: one venue wallet, re-read. */
    userapimoney: (code: string) =>
      run(walletCalls.userapimoney, (signal) =>
        client.POST('/api/userapimoney/{code}', { params: { path: { code } }, parseAs: text, signal }),
      ),
    /** POST /api/balancelist: every venue wallet. */
    balancelist: () =>
      run(walletCalls.balancelist, (signal) => client.POST('/api/balancelist', { parseAs: text, signal })),
    /** POST /api/balancelist2: every venue wallet (the twin the transfer screen polls). */
    balancelist2: () =>
      run(walletCalls.balancelist2, (signal) => client.POST('/api/balancelist2', { parseAs: text, signal })),
  };
}
