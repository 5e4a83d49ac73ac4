import { maskAccount } from './mask.ts';

/** A bound account as the api reads it: the fields its card shows. */
export type BoundAccountLike = {
  id: number;
  bank: string;
  number: string;
  lastFour: string;
  owner: string;
  address: string;
};

/** Which list an account is in: a bank card (1) or a wallet (2 USDT, 4 the token wallet), with its noun. */
export type AccountListKind = { cardType: 1 | 2 | 4; noun: string };

/** One bound account as the wallet page shows it: the number already masked. */
export type AccountCardViewModel = {
  id: number;
  /** The bank's name, USDT or AnToken. */
  bank: string;
  /** The cardholder, or for wallets the protocol. */
  owner: string;
  /** The masked number: the last 4 digits of a card, the tail of an address. */
  number: string;
  /** The opening branch (bank cards); '' for wallets. */
  address: string;
  /** The account in a few words (中国工商银行（尾号3445）): the delete button and the unbind dialog name it. */
  name: string;
};

/** A bound account as the page shows it: the number masked, the wallet's protocol in the owner's place. */
export function toAccountCard(kind: AccountListKind, account: BoundAccountLike): AccountCardViewModel {
  const isCard = kind.cardType === 1;
  const bank = isCard ? account.bank : kind.cardType === 2 ? 'USDT' : 'AnToken';
  return {
    id: account.id,
    bank,
    owner: account.owner,
    number: maskAccount(isCard ? 'card' : 'crypto', account.number),
    address: isCard ? account.address : '',
    name: `${isCard ? bank : kind.noun}（尾号${account.lastFour}）`,
  };
}
