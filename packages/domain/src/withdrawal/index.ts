// The withdrawal unit's entry: exactly what code outside src/withdrawal/ uses of it.
export { connectWithdrawal, type WithdrawalRates, type WithdrawalViewModel } from './withdrawal.connect.ts';
export {
  type PendingWithdrawal,
  type WithdrawalContext,
  type WithdrawalDraft,
  type WithdrawalRequest,
  withdrawalIntentMachine,
  withdrawalMachine,
  withdrawalMatch,
} from './withdrawal.machine.ts';
export { WITHDRAWAL_CARD_TYPES, type WithdrawalAccount, type WithdrawalMethod } from './withdrawal.rules.ts';
