import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'maintenance',
    path: '/',
    ready: { role: 'heading', name: '系统维护中' },
    maintenance: true,
  },
];
