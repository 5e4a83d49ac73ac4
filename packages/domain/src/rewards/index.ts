// The rewards unit's entry: exactly what code outside src/rewards/ uses of it.
export { rebateClaimMachine } from './rebate-claim.machine.ts';
export { type RebateRowViewModel, toRebateRow } from './rebate-row.ts';
export { connectRedPacket, type RedPacketViewModel } from './red-packet.connect.ts';
export { createRedPacketMachine, type RedPacketWin } from './red-packet.machine.ts';
export { remainingGrabs, toRedPacketTierRow } from './rewards.rules.ts';
