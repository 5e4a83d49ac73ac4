import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'recharge',
    path: '/recharge',
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'form', name: '存款' } },
    alsoCalls: ['user', 'getcard', 'banklist', 'getservicerurl'],
    calls: [
      {
        name: 'getPayWay',
        trigger: 'load',
        faults: {
          shows: 'silent',
          why: "the bank transfer stays open (the real backend answers every get_pay_way with an HTTP 500): when getpaybank lists a receiving account the page offers 网银转账 alone with a quiet note (a status, no error) and 重试, and a code other than 200 is toasted; only when getpaybank fails or lists none does the form's place say why, with 重试 (domain's deposit machine tests)",
        },
      },
      {
        name: 'getPayRange',
        trigger: 'load',
        faults: {
          shows: 'silent',
          why: 'the range only narrows the amount check: 200 to 10000 stands until it answers (part 2 §9), the server still refuses an order out of range, and a code other than 200 is toasted',
        },
      },
      {
        name: 'getpaybank',
        trigger: 'chooseBankChannel',
        // The bank channel says why its receiving accounts are missing, with 重试; a code other than 200 is toasted too.
        faults: { shows: 'inline' },
      },
      {
        name: 'recharge',
        player: 'cash',
        trigger: 'deposit',
        faults: { shows: 'outcome' },
        success: '/payInfo',
      },
    ],
    submits: ['deposit'],
    forms: ['存款'],
    lighthouse: true,
  },
];
