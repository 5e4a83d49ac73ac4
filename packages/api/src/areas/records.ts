import { spec } from '../call-spec.ts';
import type * as P from '../payloads.ts';
import { doneDataSchema } from '../schemas/done.ts';
import {
  betRecordDataSchema,
  rebateDataSchema,
  redPacketListDataSchema,
  transRecordDataSchema,
} from '../schemas/records.ts';
import { redPacketGrabDataSchema, redPacketStatusDataSchema } from '../schemas/red-packet.ts';
import type { Transport } from '../transport.ts';
import { linked } from './linked-signal.ts';

/** Bet, transaction, rebate and red-packet records: how each call is sent and read. */
export const recordsCalls = {
  betrecord: spec('post', '/api/betrecord', betRecordDataSchema),
  gettransrecord: spec('post', '/api/gettransrecord', transRecordDataSchema),
  getfanshui: spec('post', '/api/getfanshui', rebateDataSchema),
  dofanshui: spec('post', '/api/dofanshui', doneDataSchema),
  redpacket: spec('post', '/api/redpacket', redPacketListDataSchema),
  userredpacket: spec('get', '/api/userredpacket', redPacketStatusDataSchema),
  douserredpacket: spec('post', '/api/douserredpacket', redPacketGrabDataSchema),
} as const;

/** Bet, transaction, rebate and red-packet records: one function per call, each resolving to an ApiResult and never throwing. */
export function createRecordsApi({ client, run }: Transport) {
  const text = 'text' as const;
  return {
    /** POST /api/betrecord: a page of bets; `cancel` aborts it (the screen was left). */
    betrecord: (payload: P.BetRecordPayload = {}, cancel?: AbortSignal) =>
      run(recordsCalls.betrecord, (signal) =>
        client.POST('/api/betrecord', { body: payload, parseAs: text, signal: linked(signal, cancel) }),
      ),
    /** POST /api/gettransrecord: a page of deposits, withdrawals, transfers in or out; `cancel` aborts it. */
    gettransrecord: (payload: P.TransRecordPayload, cancel?: AbortSignal) =>
      run(recordsCalls.gettransrecord, (signal) =>
        client.POST('/api/gettransrecord', { body: payload, parseAs: text, signal: linked(signal, cancel) }),
      ),
    /** POST /api/getfanshui: a page of rebates with the claimed and claimable sums; `cancel` aborts it. */
    getfanshui: (payload: P.RebatePayload = { api_type: '', type: '' }, cancel?: AbortSignal) =>
      run(recordsCalls.getfanshui, (signal) =>
        client.POST('/api/getfanshui', { body: payload, parseAs: text, signal: linked(signal, cancel) }),
      ),
    /** POST /api/dofanshui: claims every unclaimed rebate. */
    dofanshui: () => run(recordsCalls.dofanshui, (signal) => client.POST('/api/dofanshui', { parseAs: text, signal })),
    /** POST /api/redpacket: a page of the member's red packets; `cancel` aborts it. */
    redpacket: (payload: P.RedPacketListPayload = {}, cancel?: AbortSignal) =>
      run(recordsCalls.redpacket, (signal) =>
        client.POST('/api/redpacket', { body: payload, parseAs: text, signal: linked(signal, cancel) }),
      ),
    /** GET /api/userredpacket: the member's red-packet status and the rules; `cancel` aborts it. */
    userredpacket: (cancel?: AbortSignal) =>
      run(recordsCalls.userredpacket, (signal) =>
        client.GET('/api/userredpacket', { parseAs: text, signal: linked(signal, cancel) }),
      ),
    /** POST /api/douserredpacket: grabs a red packet. */
    douserredpacket: () =>
      run(recordsCalls.douserredpacket, (signal) => client.POST('/api/douserredpacket', { parseAs: text, signal })),
  };
}
