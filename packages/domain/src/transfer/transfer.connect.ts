import { outcomeLabel, outcomeNotice } from '../money/index.ts';
import type { TransferEvent, TransferField, TransferSnapshot } from './transfer.machine.ts';
import {
  PLATFORM_WALLET,
  PLATFORM_WALLET_NAME,
  TRANSFER_AMOUNT_MAX_LENGTH,
  type TransferDirection,
  WALLETS_SHOWN,
} from './transfer.rules.ts';

/** A wallet of the list: the platform wallet first, then the venues. */
export type TransferWallet = {
  platform: string;
  name: string;
  /** null while it is being read (读取中). */
  balance: number | null;
  /** The platform wallet has no refresh of its own (the balance refresh above covers it). */
  isPlatform: boolean;
};

/** What the transfer view renders and every way it can answer. */
export type TransferViewModel = {
  /** The platform wallet; null until the session knows it. */
  balance: number | null;
  /** The wallets shown: the first 4 until expanded. */
  wallets: readonly TransferWallet[];
  /** More than 4 wallets: the 展开 / 收起 link shows. */
  expandable: boolean;
  expanded: boolean;
  venuesLoading: boolean;
  /** Why the venues are missing (shown with 重试); null otherwise. */
  venuesError: string | null;
  seamless: boolean;
  switching: boolean;
  /** Every wallet a picker offers, the platform wallet first. */
  options: ReadonlyArray<{ platform: string; name: string }>;
  source: { platform: string; name: string };
  target: { platform: string; name: string } | null;
  amount: string;
  /** The amount inputs' `maxlength` (the form's and the quota sheet's): 50. */
  amountMaxLength: number;
  picker: 'source' | 'target' | null;
  sheet: {
    platform: string;
    name: string;
    platformBalance: number | null;
    venueBalance: number | null;
    direction: TransferDirection;
    amount: string;
  } | null;
  /** A money call is in flight or being checked: every money control is busy. */
  busy: boolean;
  checking: boolean;
  unresolved: boolean;
  /** What the outcome check says while it runs or could not finish (`outcomeMessages`); null otherwise. */
  outcomeNotice: string | null;
  /**
   * The money buttons' text while an outcome is open: 核实中… with the seconds checked, or 再次核实 when the
   * records could not be read (it reads them again, never resends); null otherwise.
   */
  outcomeLabel: string | null;
  recovering: boolean;
  refreshingMoney: boolean;
  fieldError: (field: TransferField) => string | undefined;
  toggleList: () => void;
  toggleSeamless: () => void;
  refreshWallet: (platform: string) => void;
  openPicker: (side: 'source' | 'target') => void;
  closePicker: () => void;
  choose: (platform: string) => void;
  setAmount: (value: string) => void;
  fillMax: () => void;
  submit: () => void;
  openSheet: (platform: string) => void;
  closeSheet: () => void;
  setDirection: (direction: TransferDirection) => void;
  setSheetAmount: (value: string) => void;
  submitSheet: () => void;
  recoverAll: () => void;
  refreshMoney: () => void;
  recheck: () => void;
  retryVenues: () => void;
};

/** Turns a transfer snapshot into the view model; `balance` is the platform wallet from the session. */
export function connectTransfer(
  snapshot: TransferSnapshot,
  send: (event: TransferEvent) => void,
  balance: number | null,
): TransferViewModel {
  const { context } = snapshot;
  const platformWallet: TransferWallet = {
    platform: PLATFORM_WALLET,
    name: PLATFORM_WALLET_NAME,
    balance,
    isPlatform: true,
  };
  const venues: TransferWallet[] = (context.venues ?? []).map((venue) => ({
    platform: venue.platform,
    name: venue.name,
    balance: venue.platform === context.refreshing ? null : venue.balance,
    isPlatform: false,
  }));
  const all = [platformWallet, ...venues];
  const options = all.map(({ platform, name }) => ({ platform, name }));
  const nameOf = (platform: string) => options.find((option) => option.platform === platform)?.name ?? platform;
  const balanceOf = (platform: string) => all.find((wallet) => wallet.platform === platform)?.balance ?? null;
  const sheet = context.sheet;
  return {
    balance,
    wallets: context.expanded ? all : all.slice(0, WALLETS_SHOWN),
    expandable: all.length > WALLETS_SHOWN,
    expanded: context.expanded,
    venuesLoading: context.venues === null && snapshot.hasTag('venuesLoading'),
    venuesError: snapshot.hasTag('venuesFailed') ? context.venuesError?.message || '加载失败' : null,
    seamless: context.seamless,
    switching: snapshot.hasTag('switching'),
    options,
    source: { platform: context.source, name: nameOf(context.source) },
    target: context.target === '' ? null : { platform: context.target, name: nameOf(context.target) },
    amount: context.amount,
    amountMaxLength: TRANSFER_AMOUNT_MAX_LENGTH,
    picker: context.picker,
    sheet:
      sheet === null
        ? null
        : {
            platform: sheet.platform,
            name: nameOf(sheet.platform),
            platformBalance: balance,
            venueBalance: balanceOf(sheet.platform),
            direction: sheet.direction,
            amount: sheet.amount,
          },
    busy: snapshot.hasTag('busy'),
    checking: snapshot.hasTag('checking'),
    unresolved: snapshot.hasTag('unresolved'),
    outcomeNotice: outcomeNotice(snapshot),
    outcomeLabel: outcomeLabel(snapshot, context.checkElapsedMs),
    recovering: snapshot.matches({ money: 'submitting' }) && context.draft?.kind === 'recover',
    refreshingMoney: snapshot.hasTag('refreshingMoney'),
    fieldError: (field) => (context.error?.field === field ? context.error.message : undefined),
    toggleList: () => send({ type: 'list.toggle' }),
    toggleSeamless: () => send({ type: 'seamless.toggle' }),
    refreshWallet: (platform) => send({ type: 'wallet.refresh', platform }),
    openPicker: (side) => send({ type: 'picker.open', side }),
    closePicker: () => send({ type: 'picker.close' }),
    choose: (platform) => send({ type: 'wallet.choose', platform }),
    setAmount: (value) => send({ type: 'amount.change', value }),
    fillMax: () => send({ type: 'amount.max', balance: balanceOf(context.source) ?? 0 }),
    submit: () => send({ type: 'submit' }),
    openSheet: (platform) => send({ type: 'sheet.open', platform }),
    closeSheet: () => send({ type: 'sheet.close' }),
    setDirection: (direction) => send({ type: 'sheet.direction', direction }),
    setSheetAmount: (value) => send({ type: 'sheet.amount', value }),
    submitSheet: () => send({ type: 'sheet.submit' }),
    recoverAll: () => send({ type: 'recoverAll' }),
    refreshMoney: () => send({ type: 'money.refresh' }),
    recheck: () => send({ type: 'outcome.recheck' }),
    retryVenues: () => send({ type: 'venues.retry' }),
  };
}
