import {
  canAddAccount,
  checkUnbind,
  checkWalletBind,
  cleanUnbind,
  cleanWalletBind,
  toAccountCard,
  WALLET_ADDRESS_MAX_LENGTH,
  WALLET_PROTOCOLS,
} from '@lobby/domain/accounts';
import { connectForm } from '@lobby/domain/form';
import { connectLoad } from '@lobby/domain/load';
import { messages } from '@lobby/domain/messages';
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { goBack, navigate } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { openCustomerService } from '../../wiring/app/providers.ts';
import {
  type CardType,
  liveCardListMachine,
  liveUnbindMachine,
  liveWalletBindMachine,
  toastSuccess,
} from './accounts.providers.ts';
import { WalletView } from './wallet.view.tsx';

/** What each `type` of the query shows. */
type WalletKind = {
  cardType: CardType;
  title: string;
  noun: string;
  addLabel: string;
  /** bindcard's `bank` for a wallet; '' for bank cards (they are added on /addBankCard). */
  bank: string;
  protocols: readonly string[];
  /** The `show` value that opens the bind popup at once. */
  show: string | null;
};

const KINDS: Readonly<Record<'1' | '2' | '3', WalletKind>> = {
  '1': { cardType: 1, title: '银行卡', noun: '银行卡', addLabel: '添加银行卡', bank: '', protocols: [], show: null },
  '2': {
    cardType: 2,
    title: 'USDT钱包',
    noun: 'USDT地址',
    addLabel: '添加USDT地址',
    bank: 'USDT',
    protocols: WALLET_PROTOCOLS,
    show: '1',
  },
  // The token wallet takes TRC20 only (part 2 §9).
  '3': {
    cardType: 4,
    title: 'AnToken',
    noun: 'AnToken地址',
    addLabel: '添加AnToken地址',
    bank: 'antoken',
    protocols: ['TRC20'],
    show: '2',
  },
};

function Wallet({ kind, showAtOnce }: { kind: WalletKind; showAtOnce: boolean }) {
  const [listSnapshot, sendList] = useMachine(liveCardListMachine, {
    input: { params: kind.cardType, isEmpty: (list) => list.length === 0 },
  });
  const [bindOpen, setBindOpen] = useState(showAtOnce);
  const [unbindId, setUnbindId] = useState<number | null>(null);

  const bindMachine = useMemo(
    () =>
      liveWalletBindMachine.provide({
        actions: {
          succeed: (_, { message }: { message: string }) => {
            toastSuccess(message || messages['bankCard.bound']);
            setBindOpen(false);
            sendList({ type: 'reload' });
          },
        },
      }),
    [sendList],
  );
  const [bindSnapshot, sendBind] = useMachine(bindMachine, {
    input: {
      values: { bank: kind.bank, address: '', protocol: 'TRC20', payPassword: '' },
      check: checkWalletBind,
      clean: cleanWalletBind,
      maxLength: WALLET_ADDRESS_MAX_LENGTH,
      clearOnSuccess: true,
    },
  });

  const unbindMachine = useMemo(
    () =>
      liveUnbindMachine.provide({
        actions: {
          succeed: () => {
            toastSuccess(messages['wallet.unbound']);
            setUnbindId(null);
            sendList({ type: 'reload' });
          },
        },
      }),
    [sendList],
  );
  const [unbindSnapshot, sendUnbind] = useMachine(unbindMachine, {
    input: { values: { id: '', payPassword: '' }, check: checkUnbind, clean: cleanUnbind, clearOnSuccess: true },
  });

  const load = connectLoad(listSnapshot, sendList);
  const accounts = load.value ?? [];
  const items = accounts.map((account) => toAccountCard(kind, account));
  const target = items.find((item) => item.id === unbindId);

  return (
    <WalletView
      title={kind.title}
      noun={kind.noun}
      list={{ ...load, value: load.value === undefined ? undefined : items }}
      canAdd={load.value !== undefined && canAddAccount(accounts.length)}
      addLabel={kind.addLabel}
      onAdd={() => (kind.cardType === 1 ? navigate('/addBankCard') : setBindOpen(true))}
      bind={{
        open: bindOpen,
        form: connectForm(bindSnapshot, sendBind),
        protocols: kind.protocols,
        onCancel: () => {
          // Cancel resets the form to TRC20 (part 2 §4).
          sendBind({ type: 'reset' });
          setBindOpen(false);
        },
      }}
      unbind={{
        open: unbindId !== null,
        target: target?.name ?? '',
        form: connectForm(unbindSnapshot, sendUnbind),
        onOpen: (id) => {
          // The dialog opens with an empty payment password (part 2 §4).
          sendUnbind({ type: 'values.set', values: { id: String(id), payPassword: '' } });
          setUnbindId(id);
        },
        onCancel: () => setUnbindId(null),
      }}
      onBack={() => goBack('/mine')}
      onOpenService={openCustomerService}
    />
  );
}

/** /wallet?type=1|2|3&show=1|2: the bound bank cards, USDT wallets or token wallets. */
export function WalletScreen() {
  const params = new URLSearchParams(useSearch());
  const type = params.get('type');
  const kind = KINDS[type === '2' || type === '3' ? type : '1'];
  const show = params.get('show');
  // Keyed by type: another type is another list.
  return <Wallet key={kind.cardType} kind={kind} showAtOnce={kind.show !== null && show === kind.show} />;
}

/** The route table loads the screen by its default export. */
export default WalletScreen;
