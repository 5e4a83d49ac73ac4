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
        // The real backend refuses the spec's six-digit payment password (AuthController: min 8), so no registration
        // the app sends lands home there (api CONTEXT.md, for the operator).
        refused: '密码8到20位',
      },
    ],
    submits: ['register'],
    forms: ['注册'],
  },
];
