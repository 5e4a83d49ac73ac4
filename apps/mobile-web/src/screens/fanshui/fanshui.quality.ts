import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'fanshui',
    path: '/fanshui',
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'heading', name: '返水记录' } },
    alsoCalls: ['getservicerurl'],
    calls: [
      {
        name: 'getfanshui',
        trigger: 'load',
        // The list says why it is missing, with 重试; a code other than 200 is toasted too (part 2 §8).
        faults: { shows: 'inline' },
      },
      {
        name: 'balancelist',
        trigger: 'load',
        faults: {
          shows: 'silent',
          why: 'the platform filter keeps 全部平台 and the rebates still load (a server refusal is toasted)',
        },
      },
      {
        name: 'dofanshui',
        player: 'new',
        trigger: 'claimRebate',
        // The server's words, or the network's, as a toast; the list and the sums stay as they were.
        faults: { shows: 'toast' },
      },
    ],
    submits: ['claimRebate'],
    dialogs: [
      {
        opener: { role: 'button', name: '游戏平台 全部平台' },
        dialog: { role: 'dialog', name: '游戏平台' },
        dismiss: '关闭',
        focus: '全部平台',
      },
      {
        opener: { role: 'button', name: '日期 近30日' },
        dialog: { role: 'dialog', name: '日期' },
        dismiss: '关闭',
        focus: '近30日',
      },
    ],
  },
];
