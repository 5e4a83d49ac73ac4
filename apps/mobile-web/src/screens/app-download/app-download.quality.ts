import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'appDownload',
    path: '/app',
    ready: { role: 'heading', name: 'Lobby娱乐城APP' },
  },
];
