import * as z from 'zod/mini';
import { decimal, flag, integer, listOf, money, optionalInteger, optionalText } from './primitives.ts';

/**
 * A tier of the red-packet activity. The backend applies a tier when `day_flow` <= today's approved deposits <=
 * `flow_money` (PayController::userRedPacket, `RedEnvelopes::where('flow_money','>=',$total)->where('day_flow','<=',$total)`;
 * its back office names them 充值金额起始 and 充值金额结束); `recharge` is the grabs it gives and `money` the packet's
 * percentage of those deposits.
 */
export type RedPacketRule = {
  id: number;
  /** The least deposits today that reach the tier (`day_flow`). */
  depositFrom: number;
  /** The most deposits today the tier covers (`flow_money`). */
  depositTo: number;
  /** Grabs the tier gives (`recharge`, a decimal the client floors). */
  grabs: number;
  /** A packet's percentage of today's deposits (`money`). */
  percent: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
};

const ruleSchema = z.pipe(
  z.looseObject({
    id: integer,
    money: decimal,
    recharge: decimal,
    flow_money: decimal,
    day_flow: decimal,
    start_time: optionalText,
    end_time: optionalText,
    status: flag(1),
  }),
  z.transform(
    (wire): RedPacketRule => ({
      id: wire.id,
      depositFrom: wire.day_flow,
      depositTo: wire.flow_money,
      grabs: wire.recharge,
      percent: wire.money,
      startTime: wire.start_time,
      endTime: wire.end_time,
      isActive: wire.status,
    }),
  ),
);

/** Whether the activity has started, is running or has ended. */
export type RedPacketPhase = 'READY' | 'STARTING' | 'END';

/** The member's red-packet status (/api/userredpacket). */
export type RedPacketStatus = {
  /** Grabs left; the backend can send a negative number, which the app shows as 0. */
  remaining: number;
  /** Grabs made. */
  acquired: number;
  phase: RedPacketPhase;
  /** The most grabs a day can give. */
  maxTimes: number;
  rules: RedPacketRule[];
};

/** `data` of GET /api/userredpacket. */
export const redPacketStatusDataSchema = z.pipe(
  z.looseObject({
    sendnums: integer,
    acquirednum: optionalInteger,
    // A literal of the list, not z.enum: the same check, and zod's enum code would join the start chunk, where
    // zod's shared module lives, for lazy screens alone (0.2 KiB gzip of home's cold start).
    redPacketStatus: z.literal(['READY', 'STARTING', 'END']),
    rules: listOf(ruleSchema),
    max_times: optionalInteger,
  }),
  z.transform(
    (wire): RedPacketStatus => ({
      remaining: wire.sendnums,
      acquired: wire.acquirednum,
      phase: wire.redPacketStatus,
      maxTimes: wire.max_times,
      rules: wire.rules,
    }),
  ),
);

/** A grabbed red packet (/api/douserredpacket). */
export type RedPacketGrab = { amount: number; remaining: number; acquired: number };

/** `data` of POST /api/douserredpacket. */
export const redPacketGrabDataSchema = z.pipe(
  z.looseObject({ redpacketmoney: money, sendnums: optionalInteger, acquirednum: optionalInteger }),
  z.transform(
    (wire): RedPacketGrab => ({ amount: wire.redpacketmoney, remaining: wire.sendnums, acquired: wire.acquirednum }),
  ),
);
