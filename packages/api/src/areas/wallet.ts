import type { Transport } from '../transport.ts';
import { createDepositApi, depositCalls } from './deposit.ts';
import { createTransferApi, transferCalls } from './transfer.ts';
import { createWithdrawalApi, withdrawalCalls } from './withdrawal.ts';

/** Deposit, withdrawal, transfer and venue wallets: how each call is sent and read. */
export const walletCalls = {
  ...depositCalls,
  ...withdrawalCalls,
  ...transferCalls,
} as const;

export type { MoneyCallOptions } from './money-options.ts';

/**
 * Deposit, withdrawal, transfer and venue wallets: one function per call, each resolving to an ApiResult and never
 * throwing. A screen binds the area it calls (`createDepositApi`, `createWithdrawalApi`, `createTransferApi`).
 */
export function createWalletApi(transport: Transport) {
  return {
    ...createDepositApi(transport),
    ...createWithdrawalApi(transport),
    ...createTransferApi(transport),
  };
}
