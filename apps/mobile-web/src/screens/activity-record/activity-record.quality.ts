import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'activityRecord',
    path: '/activityRecord',
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'heading', name: '活动记录' } },
    calls: [
      {
        name: 'activityApplyLog',
        trigger: 'load',
        // The list says why it is missing, with 重试; a code other than 200 is toasted too (part 2 §8).
        faults: { shows: 'inline' },
      },
    ],
  },
];
