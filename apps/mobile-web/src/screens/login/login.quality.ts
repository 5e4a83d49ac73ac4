import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'login',
    path: '/login',
    ready: { role: 'form', name: '登录' },
    alsoCalls: ['getservicerurl'],
    calls: [
      {
        name: 'login',
        trigger: 'login',
        faults: { shows: 'toast' },
        timeoutMessage: 'auth',
        success: '/',
      },
    ],
    submits: ['login'],
    forms: ['登录'],
    lighthouse: true,
  },
  {
    key: 'register',
    path: '/login?type=1',
    ready: { role: 'form', name: '注册' },
    calls: [
      {
        name: 'register',
        trigger: 'register',
        faults: { shows: 'toast' },
        timeoutMessage: 'auth',
        // Registration in two steps (register with a one-time payment password, then the six digits through
        // editPayPassword): the player lands home only when both are done.
        success: '/',
      },
    ],
    submits: ['register'],
    forms: ['注册'],
  },
];
