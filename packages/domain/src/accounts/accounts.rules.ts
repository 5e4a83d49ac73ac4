import { cleanAddress, digitsOnly } from '../input/input.ts';
import { messages } from '../messages.ts';
import { firstFailure, isBlank, type Rule, type Verdict } from '../verdict.ts';

// The limit sits in its own module (no message table), for screens that show accounts without binding them.
export { canAddAccount, MAX_ACCOUNTS } from './account-limit.ts';

/** The chains a USDT wallet may use, default first; the token wallet (AnToken) takes only TRC20. */
export const WALLET_PROTOCOLS = ['TRC20', 'ERC20'] as const;

/** A wallet chain. */
export type WalletProtocol = (typeof WALLET_PROTOCOLS)[number];

/** Bank card limits: card number 8 to 50 digits, cardholder name at most 50, payment password 6 to 18 long. */
export const BANK_CARD_LIMITS = {
  cardNoMinLength: 8,
  cardNoMaxLength: 50,
  ownerMaxLength: 50,
  payPasswordMinLength: 6,
  payPasswordMaxLength: 18,
} as const;

/** The bind popup of the wallet page (USDT or token wallet). */
export type WalletBindForm = { address: string; protocol: string; payPassword: string };

/** Checks the wallet page's bind popup: address, protocol, payment password, each required. */
export function checkWalletBind(form: WalletBindForm): Verdict {
  return firstFailure(form, [
    ['address', (f) => isBlank(f.address), messages['wallet.addressRequired']],
    ['protocol', (f) => isBlank(f.protocol), messages['wallet.protocolRequired']],
    ['payPassword', (f) => isBlank(f.payPassword), messages['wallet.payPasswordRequired']],
  ]);
}

/** The unbind dialog. */
export type UnbindForm = { payPassword: string };

/** Checks the unbind dialog: the payment password must be exactly 6 digits (the dialog stays open otherwise). */
export function checkUnbind(form: UnbindForm): Verdict {
  return firstFailure(form, [
    ['payPassword', (f) => !/^\d{6}$/.test(f.payPassword), messages['wallet.unbindPayPassword']],
  ]);
}

/** The add-bank-card form: cardholder name, bank, branch address, card number, payment password. */
export type BankCardForm = { owner: string; bank: string; address: string; cardNo: string; payPassword: string };

const bankCardRules: readonly Rule<BankCardForm>[] = [
  ['owner', (f) => isBlank(f.owner), messages['bankCard.nameRequired']],
  ['bank', (f) => isBlank(f.bank), messages['bankCard.bankRequired']],
  ['address', (f) => isBlank(f.address), messages['bankCard.addressRequired']],
  ['cardNo', (f) => isBlank(f.cardNo), messages['bankCard.numberRequired']],
  ['payPassword', (f) => isBlank(f.payPassword), messages['bankCard.payPasswordRequired']],
  ['cardNo', (f) => f.cardNo.length < BANK_CARD_LIMITS.cardNoMinLength, messages['bankCard.numberLength']],
  [
    'payPassword',
    (f) =>
      f.payPassword.length < BANK_CARD_LIMITS.payPasswordMinLength ||
      f.payPassword.length > BANK_CARD_LIMITS.payPasswordMaxLength,
    messages['bankCard.payPasswordLength'],
  ],
];

/** Checks the add-bank-card form in the spec's order: the five required fields, then the two lengths. */
export function checkBankCard(form: BankCardForm): Verdict {
  return firstFailure(form, bankCardRules);
}

/** The add-USDT-address form. */
export type UsdtCardForm = { address: string; protocol: string; payPassword: string };

/** Checks the add-USDT-address form: address, protocol, payment password, each required. */
export function checkUsdtCard(form: UsdtCardForm): Verdict {
  return firstFailure(form, [
    ['address', (f) => isBlank(f.address), messages['usdt.addressRequired']],
    ['protocol', (f) => isBlank(f.protocol), messages['usdt.protocolRequired']],
    ['payPassword', (f) => isBlank(f.payPassword), messages['usdt.payPasswordRequired']],
  ]);
}

/** The payment password of the bind and unbind forms: six digits. */
const PAY_PASSWORD_DIGITS = 6;

/**
 * A wallet address form as typed (the wallet page's bind popup, /addUsdtCard): the address loses non-word
 * characters (at most 42), the payment password keeps digits (at most 6); any other field (the protocol, the
 * wallet kind the page adds) as given.
 */
export function cleanWalletBind(field: string, value: string): string {
  if (field === 'address') return cleanAddress(value);
  if (field === 'payPassword') return digitsOnly(value, PAY_PASSWORD_DIGITS);
  return value;
}

/** The unbind dialog as typed: the payment password in digits, six at most; the account's id as given. */
export function cleanUnbind(field: string, value: string): string {
  return field === 'payPassword' ? digitsOnly(value, PAY_PASSWORD_DIGITS) : value;
}

/** The add-bank-card form as typed: card number digits only (at most 50), name at most 50, password 6 digits. */
export function cleanBankCard(field: keyof BankCardForm, value: string): string {
  if (field === 'cardNo') return digitsOnly(value, BANK_CARD_LIMITS.cardNoMaxLength);
  if (field === 'payPassword') return digitsOnly(value, PAY_PASSWORD_DIGITS);
  if (field === 'owner') return value.slice(0, BANK_CARD_LIMITS.ownerMaxLength);
  return value;
}
