import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on /responsibleGaming beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'responsibleGaming',
    path: '/responsibleGaming',
    ready: { role: 'heading', name: '负责任博彩' },
  },
];
