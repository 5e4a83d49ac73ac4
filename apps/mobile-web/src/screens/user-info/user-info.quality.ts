import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'userInfo',
    path: '/userInfo',
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'form', name: '个人资料' } },
    calls: [
      {
        name: 'updateuserinfo',
        player: 'new',
        trigger: 'saveProfile',
        faults: { shows: 'toast' },
      },
    ],
    submits: ['saveProfile'],
    forms: ['个人资料'],
  },
];
