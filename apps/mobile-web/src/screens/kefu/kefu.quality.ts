import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'kefu',
    path: '/kefu',
    ready: { role: 'button', name: '联系在线客服' },
    alsoCalls: ['getservicerurl'],
  },
];
