import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'transfer',
    path: '/transfer',
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'region', name: '游戏钱包' } },
    alsoCalls: ['refreshusermoney', 'getservicerurl'],
    calls: [
      {
        name: 'balancelist',
        trigger: 'load',
        // The wallet list says why the venues are missing, with 重试; a code other than 200 is toasted too.
        faults: { shows: 'inline' },
      },
      {
        name: 'balancelist2',
        trigger: 'poll',
        faults: {
          shows: 'silent',
          why: 'polled every 1.5 s; a failed tick keeps the balances shown and the next tick tries again',
        },
      },
      {
        name: 'userapimoney',
        trigger: 'refreshWallet',
        // A refused refresh says why (part 2 §7: non-200 shows the message); network trouble keeps the balance shown.
        faults: {
          shows: 'silent',
          why: 'one wallet read again on a tap: the old balance stays, a server refusal is toasted, and the poll goes on',
        },
      },
      {
        name: 'transfer',
        player: 'cash',
        trigger: 'transfer',
        faults: { shows: 'outcome' },
      },
      {
        // The same call from a venue's quota sheet (in or out).
        name: 'transfer',
        player: 'cash',
        trigger: 'quotaTransfer',
        faults: { shows: 'outcome' },
      },
      {
        name: 'transall',
        player: 'cash',
        trigger: 'recoverAll',
        faults: { shows: 'outcome' },
      },
      {
        name: 'uptransferstatus',
        player: 'cash',
        trigger: 'switchSeamless',
        // The switch stays as it was and the server's words (or the network's) show as a toast.
        faults: { shows: 'toast' },
      },
    ],
    submits: ['transfer', 'quotaTransfer', 'recoverAll', 'refreshMoney', 'switchSeamless'],
    forms: ['转账'],
    dialogs: [
      {
        opener: { role: 'button', name: '转出钱包' },
        dialog: { role: 'dialog', name: '选择钱包' },
        dismiss: '关闭',
      },
      {
        opener: { role: 'button', name: 'AG真人 额度转换' },
        dialog: { role: 'dialog', name: '额度转换' },
        dismiss: '关闭',
        field: '操作金额',
      },
    ],
  },
];
