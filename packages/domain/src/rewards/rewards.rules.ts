import { messages } from '../messages/index.ts';
import { firstFailure, type Verdict } from '../result/index.ts';

/** Checks a rebate claim: nothing to claim (0 or less) is refused before any call is made. */
export function checkRebateClaim(claimable: number): Verdict {
  return firstFailure({ claimable }, [['claimable', (f) => !(f.claimable > 0), messages['rebate.nothingToClaim']]]);
}

/** Checks a red-packet grab: with no grabs left (0 or less) it is refused before any call is made. */
export function checkRedPacketGrab(remaining: number): Verdict {
  return firstFailure({ remaining }, [['remaining', (f) => !(f.remaining > 0), messages['redPacket.notEligible']]]);
}

/** The remaining grabs as the red-packet screens show them: a negative count from the server shows as 0. */
export function remainingGrabs(sendnums: number): number {
  return Math.max(sendnums, 0);
}

/** The packets a red-packet tier gives as the rules table shows them: the server's decimal, rounded down. */
export function tierGrabs(recharge: number): number {
  return Math.floor(recharge);
}

/** What the red-packet rules table reads of a tier (the api's `RedPacketRule` fits as is). */
export type RedPacketTierLike = {
  id: number;
  /** The least deposits today that reach the tier (the backend's `day_flow`). */
  depositFrom: number;
  /** The most deposits today the tier covers (`flow_money`). */
  depositTo: number;
  /** The grabs it gives (`recharge`, a decimal). */
  grabs: number;
  startTime: string;
  endTime: string;
};

/** A row of /hongbao's rules table: the activity's time, the 累计存款 range that reaches the tier and its packets. */
export type RedPacketTierRow = {
  id: number;
  startTime: string;
  endTime: string;
  depositFrom: number;
  depositTo: number;
  packets: number;
};

/**
 * The rules table's row of a tier: the backend applies a tier when its `day_flow` <= today's approved deposits <=
 * `flow_money` (PayController::userRedPacket), so 累计存款 is that range, not the packet's percentage (`money`).
 */
export function toRedPacketTierRow(tier: RedPacketTierLike): RedPacketTierRow {
  return {
    id: tier.id,
    startTime: tier.startTime,
    endTime: tier.endTime,
    depositFrom: tier.depositFrom,
    depositTo: tier.depositTo,
    packets: tierGrabs(tier.grabs),
  };
}
