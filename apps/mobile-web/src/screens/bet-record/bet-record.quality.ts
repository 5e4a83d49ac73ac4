import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'betRecord',
    path: '/betRecord',
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'heading', name: '投注记录' } },
    calls: [
      {
        name: 'betrecord',
        trigger: 'load',
        // The list says why it is missing, with 重试; a code other than 200 is toasted too (part 2 §8).
        faults: { shows: 'inline' },
      },
      {
        name: 'balancelist',
        trigger: 'load',
        faults: {
          shows: 'silent',
          why: 'the venue list only fills the platform filter: without it the filter offers 全部平台 and the records still load (a code other than 200 is toasted, part 2 §8)',
        },
      },
    ],
    dialogs: [
      // Picking sheets: focus starts on the chosen option (every venue; the popup has none chosen at first, so its ✕).
      {
        opener: { role: 'button', name: '游戏平台' },
        dialog: { role: 'dialog', name: '游戏平台' },
        dismiss: '关闭',
        focus: '全部平台',
      },
      { opener: { role: 'button', name: '更多日期' }, dialog: { role: 'dialog', name: '更多日期' }, dismiss: '关闭' },
    ],
  },
];
