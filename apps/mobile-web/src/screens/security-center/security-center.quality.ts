import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'securityCenter',
    path: '/securitycenter',
    ready: { role: 'heading', name: '安全中心' },
    carousel: { role: 'region', name: '安全中心横幅' },
  },
];
