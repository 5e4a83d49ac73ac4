import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'message',
    path: '/message?type=1',
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'heading', name: '消息中心' } },
    calls: [
      {
        name: 'noticeList',
        trigger: 'load',
        // The tab's list says why it is missing, with 重试; a code other than 200 is toasted too (part 2 §8).
        faults: { shows: 'inline' },
      },
    ],
    // Each message's content is server HTML, shown (sanitised) as the list loads.
    serverHtml: [{ call: 'noticeList', field: 'data[].content', reveal: null }],
  },
];
