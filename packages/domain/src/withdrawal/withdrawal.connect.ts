import { canAddAccount, maskAccount } from '../accounts/index.ts';
import { moneyLabels as labels } from '../messages/index.ts';
import {
  formatDecimal,
  outcomeLabel,
  outcomeNotice,
  parseDecimal,
  toDecimal,
  toUsdt,
  usdtReceived,
} from '../money/index.ts';
import type { WithdrawalEvent, WithdrawalField, WithdrawalSnapshot } from './withdrawal.machine.ts';
import {
  WITHDRAWAL_ADD_PATHS,
  type WithdrawalAccount,
  type WithdrawalMethod,
  type WithdrawalNetwork,
  withdrawalNetwork,
} from './withdrawal.rules.ts';

/** The player's rates and fees, from the session user (0 when unknown). */
export type WithdrawalRates = {
  /** Yuan per USDT for withdrawals. */
  rate: number;
  /** Network fees in USDT. */
  erc20Fee: number;
  trc20Fee: number;
};

/** One account of the picker. */
export type WithdrawalAccountItem = {
  id: number;
  /** The bank and the last 4 digits, or USDT / AnToken and the protocol. */
  title: string;
  /** The masked number: `**** **** **** 1234`, or `******` and an address's last 10 characters. */
  number: string;
  selected: boolean;
};

/** What a crypto tab shows under the amount: the USDT it converts to, the fee, what arrives. */
export type WithdrawalCrypto = {
  network: WithdrawalNetwork | null;
  /** The reference rate, as text ('' when the server sent none). */
  rate: string;
  /** The amount in USDT (折合USDT), floored to cents. */
  converted: string;
  /** The fee of the chosen network in USDT (每笔手续费); '' before a wallet is chosen. */
  fee: string;
  /** What the wallet receives: converted less the fee, never below 0 (`usdtReceived`). */
  received: string;
};

/** What the withdrawal view renders and every way it can answer. */
export type WithdrawalViewModel = {
  method: WithdrawalMethod;
  tabs: ReadonlyArray<{ value: WithdrawalMethod; label: string }>;
  accounts: {
    loading: boolean;
    /** Why the accounts are missing (shown with 重试); null otherwise. */
    error: string | null;
    items: readonly WithdrawalAccountItem[];
    /** The add button shows under 5 accounts (part 2 §5). */
    canAdd: boolean;
    addPath: string;
  };
  /** The chosen account's summary; null before one is chosen. */
  selected: WithdrawalAccountItem | null;
  pickerOpen: boolean;
  turnover: { value: string | null; loading: boolean; error: string | null };
  amount: string;
  payPassword: string;
  /** The USDT figures on the crypto tabs; null on the bank-card tab. */
  crypto: WithdrawalCrypto | null;
  /** A request is in flight or its outcome is being checked: the button shows busy, taps are ignored. */
  busy: boolean;
  /** The outcome of an unanswered request is being checked. */
  checking: boolean;
  /** The outcome could not be checked: the button reads the records again instead of sending. */
  unresolved: boolean;
  /** What the outcome check says while it runs or could not finish (`outcomeMessages`); null otherwise. */
  outcomeNotice: string | null;
  /**
   * The submit button's text while an outcome is open: 核实中… with the seconds checked, or 再次核实 when the
   * records could not be read (it reads them again, never resends); null otherwise.
   */
  outcomeLabel: string | null;
  fieldError: (field: WithdrawalField) => string | undefined;
  selectTab: (method: WithdrawalMethod) => void;
  openPicker: () => void;
  closePicker: () => void;
  selectAccount: (id: number) => void;
  setAmount: (value: string) => void;
  fillAll: (balance: number) => void;
  setPayPassword: (value: string) => void;
  submit: () => void;
  recheck: () => void;
  retryAccounts: () => void;
  retryTurnover: () => void;
};

const TOKEN_NAME = 'AnToken';

function money(value: number): string {
  const exact = toDecimal(value);
  return exact === null ? '0.00' : formatDecimal(exact, 2);
}

/** An account as the picker lists it. */
export function withdrawalAccountItem(
  method: WithdrawalMethod,
  account: WithdrawalAccount,
  selectedId: number | null,
): WithdrawalAccountItem {
  const isCard = method === 1;
  const compact = account.number.replace(/\s/g, '');
  const title = isCard
    ? `${account.bank}（尾号${compact.slice(-4)}）`
    : `${method === 2 ? 'USDT' : TOKEN_NAME}-${withdrawalNetwork(method, account) ?? 'TRC20'}`;
  return {
    id: account.id,
    title,
    number: maskAccount(isCard ? 'card' : 'crypto', account.number),
    selected: account.id === selectedId,
  };
}

function cryptoOf(
  method: WithdrawalMethod,
  amount: string,
  account: WithdrawalAccount | undefined,
  rates: WithdrawalRates,
): WithdrawalCrypto | null {
  if (method === 1) return null;
  const network = withdrawalNetwork(method, account);
  const fee = network === 'ERC20' ? rates.erc20Fee : network === 'TRC20' ? rates.trc20Fee : 0;
  const typed = parseDecimal(amount);
  const value = typed === null ? 0 : Number(amount);
  return {
    network,
    rate: rates.rate > 0 ? String(rates.rate) : '',
    converted: money(toUsdt(value, rates.rate)),
    fee: network === null ? '' : money(fee),
    received: money(network === null ? toUsdt(value, rates.rate) : usdtReceived(value, rates.rate, fee)),
  };
}

const errorText = (error: { message: string } | null): string | null =>
  error === null ? null : error.message || '加载失败';

/** Turns a withdrawal snapshot into the view model; `send` is the actor's send. */
export function connectWithdrawal(
  snapshot: WithdrawalSnapshot,
  send: (event: WithdrawalEvent) => void,
  rates: WithdrawalRates,
): WithdrawalViewModel {
  const { context } = snapshot;
  const list = context.accounts ?? [];
  const items = list.map((account) => withdrawalAccountItem(context.method, account, context.accountId));
  const chosen = list.find((account) => account.id === context.accountId);
  return {
    method: context.method,
    tabs: labels.withdrawalTabs,
    accounts: {
      loading: snapshot.hasTag('accountsLoading'),
      error: snapshot.hasTag('accountsFailed') ? errorText(context.accountsError) : null,
      items,
      canAdd: context.accounts !== null && canAddAccount(list.length),
      addPath: WITHDRAWAL_ADD_PATHS[context.method],
    },
    selected: items.find((item) => item.selected) ?? null,
    pickerOpen: context.pickerOpen,
    turnover: {
      value: context.turnover === null ? null : money(context.turnover),
      loading: context.turnover === null && !snapshot.hasTag('turnoverFailed'),
      error: snapshot.hasTag('turnoverFailed') ? errorText(context.turnoverError) : null,
    },
    amount: context.amount,
    payPassword: context.payPassword,
    crypto: cryptoOf(context.method, context.amount, chosen, rates),
    busy: snapshot.hasTag('busy'),
    checking: snapshot.hasTag('checking'),
    unresolved: snapshot.hasTag('unresolved'),
    outcomeNotice: outcomeNotice(snapshot),
    outcomeLabel: outcomeLabel(snapshot, context.checkElapsedMs),
    fieldError: (field) => (context.error?.field === field ? context.error.message : undefined),
    selectTab: (method) => send({ type: 'tab.select', method }),
    openPicker: () => send({ type: 'picker.open' }),
    closePicker: () => send({ type: 'picker.close' }),
    selectAccount: (id) => send({ type: 'account.select', id }),
    setAmount: (value) => send({ type: 'amount.change', value }),
    fillAll: (balance) => send({ type: 'amount.all', balance }),
    setPayPassword: (value) => send({ type: 'payPassword.change', value }),
    submit: () => send({ type: 'submit' }),
    recheck: () => send({ type: 'outcome.recheck' }),
    retryAccounts: () => send({ type: 'accounts.retry' }),
    retryTurnover: () => send({ type: 'turnover.retry' }),
  };
}
