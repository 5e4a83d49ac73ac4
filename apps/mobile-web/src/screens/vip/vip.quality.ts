import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'vip',
    path: '/vip',
    ready: { role: 'heading', name: 'VIP特权' },
    calls: [
      {
        name: 'uservip',
        trigger: 'load',
        // The levels' place says why they are missing, with 重试; a code other than 200 is toasted too (part 2 §8).
        faults: { shows: 'inline' },
      },
    ],
  },
];
