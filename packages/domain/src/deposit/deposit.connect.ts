import { failureMessage } from '../form/index.ts';
import { moneyText } from '../input/index.ts';
import { checkingLabel, outcomeNotice, parseDecimal, RECHECK_LABEL, toUsdt } from '../money/index.ts';
import {
  type DepositEvent,
  type DepositField,
  type DepositProtocol,
  type DepositReceivingAccount,
  type DepositSnapshot,
  type DepositValues,
  protocolsOf,
} from './deposit.machine.ts';
import { BANK_DEPOSIT_MAX_LENGTH, type DepositChannel, type DepositRange, QUICK_AMOUNTS } from './deposit.rules.ts';

/** The channels' names on the page (the message table's deposit labels where it has them). */
export const CHANNEL_LABELS: Readonly<Record<DepositChannel, string>> = {
  dsfpay: '聚合支付',
  card: '网银转账',
  usdt: 'USDT',
  antoken: 'AnToken',
  wechat: '微信',
  alipay: '支付宝',
};

/** The quiet note of a page that offers the bank transfer alone, because the other channels could not be read. */
export const BANK_ONLY_NOTE = '其他存款方式暂时无法加载，您可以先使用网银转账存款。';

/** The bank transfer offered alone: the note, and 重试 (busy while the channels are read again). */
export type BankOnlyNotice = { message: string; retrying: boolean; retry: () => void };

/** The amount field's placeholder: the channel's range. */
export function amountPlaceholder({ min, max }: DepositRange): string {
  return `请输入存款金额（${min}-${max}）`;
}

/**
 * The USDT a yuan amount buys at `rate`, floored to 2 decimals and written with both (`27.84`); null while the
 * amount is no plain decimal or the rate is unknown, so no estimate shows for what would not be sent.
 */
export function usdtEstimate(amount: string, rate: number): string | null {
  if (parseDecimal(amount) === null || !(rate > 0)) return null;
  return toUsdt(Number(amount), rate).toFixed(2);
}

/** What is said while an unanswered order is checked, or once its outcome is unknown (with the recheck button). */
export type OutcomeNotice = {
  message: string;
  /** 核实中… with the seconds checked, while the records are read; null otherwise. */
  progress: string | null;
  canRecheck: boolean;
  recheckLabel: string;
};

/** The bank channel's extras: where to pay and the banks the depositor's bank is picked from. */
export type BankPanel = {
  loading: boolean;
  /** Why a list could not be read (the server's or the network's words); null when both were read. */
  error: string | null;
  accounts: readonly DepositReceivingAccount[];
  banks: readonly string[];
  retry: () => void;
};

/** What the /recharge view renders and every way it can answer, with no xstate in sight. */
export type DepositViewModel = {
  /** The channels are being read. */
  loading: boolean;
  /** The channels could not be read and no bank transfer can be offered: the page says why (`error`) with `retry`. */
  failed: boolean;
  error: string | null;
  retry: () => void;
  /**
   * The channels could not be read, but the platform lists a receiving account: the bank transfer is offered
   * alone, with a quiet note and 重试; null otherwise.
   */
  bankOnly: BankOnlyNotice | null;
  channels: { value: DepositChannel; label: string }[];
  channel: DepositChannel | null;
  selectChannel: (channel: DepositChannel) => void;
  /** The networks to choose from (USDT: TRC20 and ERC20; AnToken: TRC20); none for other channels. */
  protocols: readonly DepositProtocol[];
  protocol: DepositProtocol;
  selectProtocol: (protocol: DepositProtocol) => void;
  range: DepositRange;
  rangeLoading: boolean;
  amountPlaceholder: string;
  quickAmounts: readonly number[];
  chooseAmount: (amount: number) => void;
  values: DepositValues;
  /** The bank channel's text inputs' `maxlength`s (depositor, card number, bank address). */
  maxLength: typeof BANK_DEPOSIT_MAX_LENGTH;
  fieldError: (field: DepositField) => string | undefined;
  /** Types into a field; the amount is cleaned as typed (digits, one point, two decimals). */
  setField: (field: DepositField, value: string) => void;
  /** The USDT channel's estimate (null until the amount is a number) and reference rate; null elsewhere. */
  usdt: { estimate: string | null; rate: number } | null;
  /** The bank channel's receiving accounts and bank list; null on other channels. */
  bank: BankPanel | null;
  /** No bank, USDT or AnToken account is bound: the blocking notice shows. */
  needsAccount: boolean;
  /** An order is in flight or under check: the button shows busy and taps do nothing. */
  busy: boolean;
  submit: () => void;
  /** What is said about an order whose answer was lost; null otherwise. */
  outcome: OutcomeNotice | null;
  /** Reads the records again after an unknown outcome (never sends the order). */
  recheck: () => void;
};

function bankPanel(snapshot: DepositSnapshot, send: (event: DepositEvent) => void): BankPanel | null {
  const { channel, receiving, banks, bankError } = snapshot.context;
  if (channel !== 'card') return null;
  return {
    loading: receiving === null || banks === null,
    error: bankError === null ? null : failureMessage(bankError),
    accounts: receiving ?? [],
    banks: banks ?? [],
    retry: () => send({ type: 'bank.retry' }),
  };
}

function outcomeOf(snapshot: DepositSnapshot): OutcomeNotice | null {
  const message = outcomeNotice(snapshot);
  if (message === null) return null;
  const progress = snapshot.hasTag('checking') ? checkingLabel(snapshot.context.checkElapsedMs) : null;
  return { message, progress, canRecheck: snapshot.hasTag('unresolved'), recheckLabel: RECHECK_LABEL };
}

/** Turns a deposit snapshot into the view model; `send` is the actor's send. */
export function connectDeposit(snapshot: DepositSnapshot, send: (event: DepositEvent) => void): DepositViewModel {
  const { context } = snapshot;
  const { channel, error } = context;
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.hasTag('failed'),
    error: context.setupError === null || !snapshot.hasTag('failed') ? null : failureMessage(context.setupError),
    retry: () => send({ type: 'retry' }),
    bankOnly: snapshot.hasTag('bankOnly')
      ? { message: BANK_ONLY_NOTE, retrying: snapshot.hasTag('payWaysRetrying'), retry: () => send({ type: 'retry' }) }
      : null,
    channels: context.channels.map((value) => ({ value, label: CHANNEL_LABELS[value] })),
    channel,
    selectChannel: (next) => send({ type: 'channel.select', channel: next }),
    protocols: protocolsOf(channel),
    protocol: context.protocol,
    selectProtocol: (protocol) => send({ type: 'protocol.select', protocol }),
    range: context.range,
    rangeLoading: snapshot.hasTag('rangeLoading'),
    amountPlaceholder: amountPlaceholder(context.range),
    quickAmounts: QUICK_AMOUNTS,
    chooseAmount: (amount) => send({ type: 'amount.choose', amount }),
    values: context.values,
    maxLength: BANK_DEPOSIT_MAX_LENGTH,
    fieldError: (field) => (error?.field === field ? error.message : undefined),
    setField: (field, value) =>
      send({ type: 'field.change', field, value: field === 'amount' ? moneyText(value) : value }),
    usdt:
      channel === 'usdt'
        ? { estimate: usdtEstimate(context.values.amount, context.usdtRate), rate: context.usdtRate }
        : null,
    bank: bankPanel(snapshot, send),
    needsAccount: context.boundAccounts === 0,
    busy: snapshot.hasTag('busy'),
    submit: () => send({ type: 'submit' }),
    outcome: outcomeOf(snapshot),
    recheck: () => send({ type: 'outcome.recheck' }),
  };
}
