import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'withdrawal',
    path: '/withdrawal',
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'form', name: '取款' } },
    alsoCalls: ['getcard', 'getservicerurl'],
    calls: [
      {
        name: 'getBetAmount',
        trigger: 'load',
        // The turnover's place says why it is missing, with 重试; a code other than 200 is toasted too (part 2 §8).
        faults: { shows: 'inline' },
      },
      {
        name: 'withdraw',
        player: 'cash',
        trigger: 'withdraw',
        faults: { shows: 'outcome' },
        // 提交成功，等待后台审核, then the withdrawals' tab (/transRecord?type=2) after 1.5 s.
        success: '/transRecord',
      },
    ],
    submits: ['withdraw'],
    forms: ['取款'],
    dialogs: [
      {
        opener: { role: 'button', name: '选择银行卡' },
        dialog: { role: 'dialog', name: '选择银行卡' },
        dismiss: '关闭',
      },
    ],
  },
];
