// The lengths of a bank card's fields, in a module of their own (no message table, no object): the deposit page's
// bank fields take the same, and its chunk carries only the three numbers.

/** The longest card number (part 2 §6 "Inputs": digits only, max 50). */
export const CARD_NO_MAX_LENGTH = 50;

/** The longest cardholder (or depositor) name (part 2 §6 "Inputs": max 50). */
export const HOLDER_NAME_MAX_LENGTH = 50;

/** The longest bank branch address. */
export const BANK_ADDRESS_MAX_LENGTH = 100;
