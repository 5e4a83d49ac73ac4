import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'activityInfo',
    path: '/activityInfo?id=1',
    ready: { role: 'heading', name: '活动详情' },
    calls: [
      {
        name: 'activitydeatil',
        trigger: 'load',
        // The page says why the promotion is missing, with 重试; a code other than 200 is toasted too (part 2 §8).
        faults: { shows: 'inline' },
      },
      {
        name: 'doactivityapply',
        session: 'in',
        player: 'new',
        trigger: 'activityApply',
        // The server's words as a toast whatever the code (part 2 §7); the dialog keeps the amount typed.
        faults: { shows: 'toast' },
      },
    ],
    submits: ['activityApply'],
    // The apply form has no client check (part 2 §5) and lives in its dialog: the dialog check covers its keyboard use.
    forms: [],
    dialogs: [
      { opener: { role: 'button', name: '报名参与' }, dialog: { role: 'dialog', name: '活动申请' }, field: '彩金金额' },
    ],
    // The content and the memo show as the promotion loads.
    serverHtml: [
      { call: 'activitydeatil', field: 'content', reveal: null },
      { call: 'activitydeatil', field: 'memo', reveal: null },
    ],
  },
];
