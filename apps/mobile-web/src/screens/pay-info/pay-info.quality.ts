import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'payInfo',
    // No order of the seed has a fixed number, so the suites meet the page of an unknown order (its error state
    // with 重试); the journeys open real orders of each kind. Its heading shows in every state but AnToken's.
    path: '/payInfo?deposit_no=CZ-unknown',
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'heading', name: '支付信息' } },
    alsoCalls: ['getservicerurl'],
    calls: [
      {
        name: 'payinfo',
        trigger: 'load',
        // The page says why the order is missing, with 重试; a code other than 200 is toasted too.
        faults: { shows: 'inline' },
      },
    ],
  },
];
