import * as z from 'zod/mini';
import { decimal, flag, integer, listOf, money, optionalInteger, optionalText } from './primitives.ts';

/** A tier of the red-packet activity. */
export type RedPacketRule = {
  id: number;
  /** Deposits today needed for this tier (`money`). */
  depositThreshold: number;
  /** Grabs the tier gives (`recharge`, a decimal the client floors). */
  grabs: number;
  /** The most a packet may be, as a percentage of today's deposits (`flow_money`). */
  maxPercent: number;
  /** The turnover multiple before a packet may be withdrawn (`day_flow`). */
  turnoverMultiple: number;
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
      depositThreshold: wire.money,
      grabs: wire.recharge,
      maxPercent: wire.flow_money,
      turnoverMultiple: wire.day_flow,
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
    redPacketStatus: z.enum(['READY', 'STARTING', 'END']),
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
