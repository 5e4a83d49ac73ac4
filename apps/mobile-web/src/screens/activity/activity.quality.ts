import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'activity',
    path: '/activity',
    // The list is a region named after the category shown (all offers first).
    ready: { role: 'region', name: '全部优惠' },
    calls: [
      {
        name: 'activitytype',
        trigger: 'load',
        // The menu keeps all offers and says why the others are missing, with 重试; a code other than 200 is toasted too.
        faults: { shows: 'inline' },
      },
      {
        name: 'activitylist',
        trigger: 'load',
        // The list says why it is missing, with 重试; a code other than 200 is toasted too (part 1 §8).
        faults: { shows: 'inline' },
      },
    ],
  },
];
