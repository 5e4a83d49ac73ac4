import { messages } from '../messages.ts';
import { firstFailure, type Verdict } from '../verdict.ts';

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
