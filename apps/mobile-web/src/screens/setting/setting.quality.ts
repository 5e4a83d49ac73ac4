import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'setting',
    path: '/setting',
    // A visitor is sent to log in first (requireAuth), then back to the settings.
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'heading', name: '设置' } },
    alsoCalls: ['user', 'balance', 'getservicerurl', 'logoff'],
    submits: ['logout'],
    dialogs: [{ opener: { role: 'button', name: '退出登录' }, dialog: { role: 'alertdialog', name: '提示' } }],
  },
];
