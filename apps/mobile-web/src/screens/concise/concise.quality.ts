import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'concise',
    path: '/concise',
    ready: { role: 'heading', name: '捕鱼游戏' },
    calls: [
      {
        name: 'gamelistBycode',
        trigger: 'load',
        // The list shows why it is missing, with 重试; a code other than 200 is also toasted (part 1 §8).
        faults: { shows: 'inline' },
      },
    ],
  },
];
