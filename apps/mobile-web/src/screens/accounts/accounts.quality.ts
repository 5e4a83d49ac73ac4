import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'wallet',
    // Bank cards (type 1); the USDT popup's triggers open /wallet?type=2 themselves.
    path: '/wallet',
    // Every type's list is the region 已绑定账户 (the heading says which type).
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'region', name: '已绑定账户' } },
    calls: [
      {
        name: 'getcard',
        trigger: 'load',
        // The list says why it is missing, with 重试; a code other than 200 is toasted too (part 2 §8).
        faults: { shows: 'inline' },
      },
      {
        name: 'bindcard',
        player: 'cash',
        trigger: 'bindWallet',
        faults: { shows: 'toast' },
      },
      {
        name: 'delcard',
        player: 'cash',
        trigger: 'unbindCard',
        faults: { shows: 'toast' },
      },
    ],
    submits: ['bindWallet', 'unbindCard'],
    dialogs: [
      {
        // The first delete button (names match as substrings): other suites may unbind seeded cards.
        opener: { role: 'button', name: '删除' },
        dialog: { role: 'dialog', name: '解绑卡片' },
      },
    ],
  },
  {
    key: 'addBankCard',
    path: '/addBankCard',
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'form', name: '确认添加' } },
    calls: [
      {
        name: 'banklist',
        trigger: 'load',
        // Under the bank picker: why the banks are missing, with 重试; a code other than 200 is toasted too.
        faults: { shows: 'inline' },
      },
      {
        name: 'bindcard',
        player: 'cash',
        trigger: 'addBankCard',
        faults: { shows: 'toast' },
        // 绑定成功, then back (to the bank cards when the visit started here).
        success: '/wallet',
      },
    ],
    submits: ['addBankCard'],
    forms: ['确认添加'],
  },
  {
    key: 'addUsdtCard',
    path: '/addUsdtCard',
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'form', name: '确认' } },
    calls: [
      {
        name: 'bindcard',
        player: 'cash',
        trigger: 'addUsdtCard',
        faults: { shows: 'toast' },
        // The server's message, then back (to the USDT wallets when the visit started here).
        success: '/wallet?type=2',
      },
    ],
    submits: ['addUsdtCard'],
    forms: ['确认'],
  },
];
