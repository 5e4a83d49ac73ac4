import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'applyAgent',
    path: '/applyagent',
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'form', name: '申请代理' } },
    alsoCalls: ['getservicerurl'],
    calls: [
      {
        name: 'applyagentdo',
        player: 'new',
        trigger: 'applyAgent',
        faults: { shows: 'toast' },
      },
    ],
    submits: ['applyAgent'],
    forms: ['申请代理'],
  },
];
