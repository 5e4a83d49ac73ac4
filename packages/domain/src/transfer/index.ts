// The transfer unit's entry: exactly what code outside src/transfer/ uses of it.
export { connectTransfer, type TransferViewModel } from './transfer.connect.ts';
export {
  type PendingTransfer,
  type TransferContext,
  type TransferIntent,
  transferIntentMachine,
  transferMachine,
  transferMatch,
  type VenueBalance,
} from './transfer.machine.ts';
export { TRANSFER_AMOUNT_MAX_LENGTH, VENUE_BALANCE_POLL_MS } from './transfer.rules.ts';
