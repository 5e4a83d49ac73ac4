import { PAY_PASSWORD_LIMITS } from '../input/input.ts';

/**
 * Bank card limits: card number 8 to 50 digits, cardholder name at most 50 (part 2 §6 "Inputs"), the bank's address
 * at most 100. The payment password is the one the player has: 6 to 72 characters (`PAY_PASSWORD_LIMITS`), not the
 * spec's 6 to 18, since the platform lets players choose longer ones and checks them whole.
 */
export const BANK_CARD_LIMITS = {
  cardNoMinLength: 8,
  cardNoMaxLength: 50,
  ownerMaxLength: 50,
  addressMaxLength: 100,
  payPasswordMinLength: PAY_PASSWORD_LIMITS.minLength,
  payPasswordMaxLength: PAY_PASSWORD_LIMITS.maxLength,
} as const;
