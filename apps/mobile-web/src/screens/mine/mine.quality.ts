import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'mine',
    path: '/mine',
    ready: { out: { role: 'link', name: '请登录' }, in: { role: 'button', name: '退出登录' } },
    alsoCalls: ['user', 'balance'],
    calls: [
      {
        name: 'logoff',
        session: 'in',
        trigger: 'logout',
        faults: { shows: 'silent', why: 'logout ends the session on any answer (part 1, section 4)' },
        landsOn: '/login',
      },
      {
        name: 'uploadimg',
        session: 'in',
        player: 'new',
        trigger: 'uploadAvatar',
        // The answer is ignored (part 2 §7); a refused or failed upload says why in a toast and the old avatar stays.
        faults: { shows: 'toast' },
      },
      {
        name: 'refreshusermoney',
        session: 'in',
        trigger: 'refreshMoney',
        // The wallet's refresh button: a failure keeps the balance shown and says why in a toast.
        faults: { shows: 'toast' },
      },
    ],
    submits: ['logout', 'refreshMoney'],
    dialogs: [{ opener: { role: 'button', name: '退出登录' }, dialog: { role: 'alertdialog', name: '提示' } }],
  },
];
