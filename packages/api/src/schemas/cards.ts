import * as z from 'zod/mini';
import { integer, listOf, looseText, optionalMoney, optionalText } from './primitives.ts';

/** A withdrawal account the member bound (/api/getcard): a bank card, a USDT wallet or a token wallet. */
export type BoundAccount = {
  id: number;
  /** The bank's name, or USDT, or antoken. */
  bank: string;
  /** The card number or the wallet address. */
  number: string;
  /** The card number's last 4 digits (`bank_not`), computed when the backend leaves it out. */
  lastFour: string;
  /** The card holder; for wallets the protocol (TRC20 or ERC20), which the backend keeps in this column. */
  owner: string;
  /** The opening branch; '' for wallets. */
  address: string;
  /** The bank's icon; '' when none. */
  icon: string;
  createdAt: string;
};

const boundAccountSchema = z.pipe(
  z.looseObject({
    id: integer,
    bank: z.string(),
    bank_no: looseText,
    bank_not: looseText,
    bank_owner: optionalText,
    bank_address: optionalText,
    ico: optionalText,
    created_at: optionalText,
  }),
  z.transform(
    (wire): BoundAccount => ({
      id: wire.id,
      bank: wire.bank,
      number: wire.bank_no,
      lastFour: wire.bank_not || wire.bank_no.slice(-4),
      owner: wire.bank_owner,
      address: wire.bank_address,
      icon: wire.ico,
      createdAt: wire.created_at,
    }),
  ),
);

/** `data` of POST /api/getcard. */
export const cardListDataSchema = listOf(boundAccountSchema);

/** A bank a member can bind (/api/banklist). */
export type Bank = {
  id: number;
  /** Short code such as ICBC; '' when none. */
  code: string;
  name: string;
  icon: string;
  /** The largest payout to this bank; 0 when unlimited. */
  maxAmount: number;
};

const bankSchema = z.pipe(
  z.looseObject({
    id: integer,
    code: optionalText,
    bank_name: z.string(),
    ico: optionalText,
    max_amount: optionalMoney,
  }),
  z.transform(
    (wire): Bank => ({
      id: wire.id,
      code: wire.code,
      name: wire.bank_name,
      icon: wire.ico,
      maxAmount: wire.max_amount,
    }),
  ),
);

/** `data` of POST /api/banklist. */
export const bankListDataSchema = listOf(bankSchema);

/** A platform bank account that receives bank deposits (/api/getpaybank, payinfo's `cardlist`). */
export type ReceivingAccount = {
  id: number;
  /** The bank's name (`bank_data.bank_name`); '' when the bank is gone. */
  bankName: string;
  number: string;
  owner: string;
  /** The opening branch. */
  address: string;
  /** A note from the back office; '' when none. */
  info: string;
  icon: string;
};

/** One receiving account row; shared with payinfo. */
export const receivingAccountSchema = z.pipe(
  z.looseObject({
    id: integer,
    bank_no: looseText,
    bank_owner: optionalText,
    bank_address: optionalText,
    info: optionalText,
    ico: optionalText,
    bank_data: z.optional(z.nullable(z.looseObject({ bank_name: optionalText }))),
  }),
  z.transform(
    (wire): ReceivingAccount => ({
      id: wire.id,
      bankName: wire.bank_data?.bank_name ?? '',
      number: wire.bank_no,
      owner: wire.bank_owner,
      address: wire.bank_address,
      info: wire.info,
      icon: wire.ico,
    }),
  ),
);

/** `data` of POST /api/getpaybank. */
export const payBankDataSchema = listOf(receivingAccountSchema);
