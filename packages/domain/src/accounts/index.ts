// The accounts unit's entry: exactly what code outside src/accounts/ uses of it.
export { canAddAccount } from './account-limit.ts';
export { type AccountCardViewModel, toAccountCard } from './account-row.ts';
export {
  BANK_CARD_MAX_LENGTH,
  type BankCardForm,
  checkBankCard,
  checkUnbind,
  checkUsdtCard,
  checkWalletBind,
  cleanBankCard,
  cleanUnbind,
  cleanWalletBind,
  type UsdtCardForm,
  WALLET_ADDRESS_MAX_LENGTH,
  WALLET_PROTOCOLS,
  type WalletBindForm,
} from './accounts.rules.ts';
export { BANK_ADDRESS_MAX_LENGTH, CARD_NO_MAX_LENGTH, HOLDER_NAME_MAX_LENGTH } from './bank-card-limits.ts';
export { maskAccount } from './mask.ts';
