// The deposit unit's entry: exactly what code outside src/deposit/ uses of it.
export { connectDeposit, type DepositViewModel } from './deposit.connect.ts';
export {
  type DepositContext,
  type DepositOrder,
  type DepositRangeQuery,
  type DepositReceivingAccount,
  type DepositRequest,
  type DepositSnapshot,
  depositIntentMachine,
  depositMachine,
  depositMatch,
  type PendingDeposit,
} from './deposit.machine.ts';
export {
  BANK_DEPOSIT_MAX_LENGTH,
  DEFAULT_DEPOSIT_RANGE,
  type DepositChannel,
  type DepositChannelFlags,
  type DepositRange,
} from './deposit.rules.ts';
export { payCountdown, payTimeLeft } from './pay-countdown.ts';
