import type { StoreSnapshot } from './store/state.ts';

/** Where the members' money is, and what entered or left the platform, in cents. */
export type MoneyAudit = {
  /** Every platform wallet, every venue wallet and every withdrawal still pending (debited, not paid out). */
  holdings: number;
  /** Approved deposits + red packets + claimed rebates − withdrawals paid out, over all records. */
  flows: number;
};

/**
 * Counts the money of a snapshot. The invariant the store keeps: `holdings − flows` never changes. Transfers,
 * recovery and seamless game entry only move money between wallets; a deposit's approval, a red packet and a
 * rebate claim add to both sides; a withdrawal moves money from a wallet to pending; a rejection moves it back;
 * a payout takes it from both sides. The seeded history enters both sides as a constant.
 */
export function auditMoney(snapshot: StoreSnapshot): MoneyAudit {
  let holdings = 0;
  for (const user of snapshot.users) {
    holdings += user.balanceCents;
    for (const cents of Object.values(user.venues)) holdings += cents;
  }
  let flows = 0;
  for (const withdrawal of snapshot.withdrawals) {
    if (withdrawal.state === 1) holdings += withdrawal.amountCents;
    if (withdrawal.state === 2) flows -= withdrawal.amountCents;
  }
  for (const deposit of snapshot.deposits) if (deposit.state === 2) flows += deposit.amountCents;
  for (const packet of snapshot.redPackets) flows += packet.amountCents;
  for (const row of snapshot.transferLogs) if (row.kind === 6 && row.state === 1) flows += row.amountCents;
  return { holdings, flows };
}
