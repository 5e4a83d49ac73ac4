import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'loginPassword',
    path: '/password?type=1',
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'form', name: '修改登录密码' } },
    calls: [
      {
        name: 'editPassword',
        trigger: 'changeLoginPassword',
        faults: { shows: 'toast' },
        // A changed login password ends the session: storage cleared, polling stopped, /login.
        success: '/login',
      },
    ],
    submits: ['changeLoginPassword'],
    forms: ['修改登录密码'],
  },
  {
    key: 'payPassword',
    path: '/password?type=2',
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'form', name: '修改支付密码' } },
    calls: [
      {
        name: 'editPayPassword',
        trigger: 'changePayPassword',
        faults: { shows: 'toast' },
        successAlert: '密码修改成功！',
      },
    ],
    submits: ['changePayPassword'],
    forms: ['修改支付密码'],
    // The success alert (密码修改成功！) opens after a change, not from a control: the journeys check it.
    dialogs: [],
  },
];
