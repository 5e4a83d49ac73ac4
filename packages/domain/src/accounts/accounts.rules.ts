import {
  ADDRESS_MAX_LENGTH,
  cleanAddress,
  cleanPayPassword,
  digitsOnly,
  PAY_PASSWORD_LIMITS,
  passwordLength,
} from '../input/index.ts';
import { messages } from '../messages/index.ts';
import { firstFailure, isBlank, type Rule, type Verdict } from '../result/index.ts';
import { BANK_ADDRESS_MAX_LENGTH, CARD_NO_MAX_LENGTH, HOLDER_NAME_MAX_LENGTH } from './bank-card-limits.ts';

// The limit sits in its own module (no message table), for screens that show accounts without binding them.
export { canAddAccount, MAX_ACCOUNTS } from './account-limit.ts';

/** The chains a USDT wallet may use, default first; the token wallet (AnToken) takes only TRC20. */
export const WALLET_PROTOCOLS = ['TRC20', 'ERC20'] as const;

/** A wallet chain. */
export type WalletProtocol = (typeof WALLET_PROTOCOLS)[number];

/**
 * Bank card limits: card number 8 to 50 digits, cardholder name at most 50 (part 2 §6 "Inputs"), the bank's address
 * at most 100. The payment password is the one the player has: 6 to 72 characters (`PAY_PASSWORD_LIMITS`), not the
 * spec's 6 to 18, since the platform lets players choose longer ones and checks them whole.
 */
export const BANK_CARD_LIMITS = {
  cardNoMinLength: 8,
  cardNoMaxLength: CARD_NO_MAX_LENGTH,
  ownerMaxLength: HOLDER_NAME_MAX_LENGTH,
  addressMaxLength: BANK_ADDRESS_MAX_LENGTH,
  payPasswordMinLength: PAY_PASSWORD_LIMITS.minLength,
  payPasswordMaxLength: PAY_PASSWORD_LIMITS.maxLength,
} as const;

/** The add-bank-card inputs' `maxlength`s (the form machine's `maxLength`); the payment password is cleaned to 72. */
export const BANK_CARD_MAX_LENGTH = {
  address: BANK_CARD_LIMITS.addressMaxLength,
  cardNo: BANK_CARD_LIMITS.cardNoMaxLength,
  owner: BANK_CARD_LIMITS.ownerMaxLength,
} as const;

/** A wallet address input's `maxlength` (the wallet page's bind popup, /addUsdtCard): 42 (part 2 §6). */
export const WALLET_ADDRESS_MAX_LENGTH = { address: ADDRESS_MAX_LENGTH } as const;

/** Whether a payment password the player has is of a length the platform lets exist (6 to 72 code points). */
function isPayPasswordLength(text: string): boolean {
  const length = passwordLength(text);
  return length >= PAY_PASSWORD_LIMITS.minLength && length <= PAY_PASSWORD_LIMITS.maxLength;
}

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

/**
 * Checks the unbind dialog: the payment password the player has, 6 to 72 characters of any kind (the spec's
 * "exactly 6 digits" would lock out players whose password is longer); the dialog stays open otherwise. The
 * message keeps the spec's text, 请输入6位数字支付密码.
 */
export function checkUnbind(form: UnbindForm): Verdict {
  return firstFailure(form, [
    ['payPassword', (f) => !isPayPasswordLength(f.payPassword), messages['wallet.unbindPayPassword']],
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
  ['payPassword', (f) => !isPayPasswordLength(f.payPassword), messages['bankCard.payPasswordLength']],
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

/**
 * A wallet address form as typed (the wallet page's bind popup, /addUsdtCard): the address loses non-word
 * characters (at most 42), the payment password keeps every character (at most 72); any other field (the protocol, the
 * wallet kind the page adds) as given.
 */
export function cleanWalletBind(field: string, value: string): string {
  if (field === 'address') return cleanAddress(value);
  if (field === 'payPassword') return cleanPayPassword(value);
  return value;
}

/** The unbind dialog as typed: the payment password as the player has it (at most 72); the account's id as given. */
export function cleanUnbind(field: string, value: string): string {
  return field === 'payPassword' ? cleanPayPassword(value) : value;
}

/**
 * The add-bank-card form as typed: card number digits only (at most 50), name at most 50, the payment password
 * as the player has it (at most 72).
 */
export function cleanBankCard(field: keyof BankCardForm, value: string): string {
  if (field === 'cardNo') return digitsOnly(value, BANK_CARD_LIMITS.cardNoMaxLength);
  if (field === 'payPassword') return cleanPayPassword(value);
  if (field === 'owner') return value.slice(0, BANK_CARD_LIMITS.ownerMaxLength);
  return value;
}
