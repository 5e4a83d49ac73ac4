import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'help',
    path: '/boutBallBet',
    ready: { role: 'heading', name: '帮助中心' },
  },
  {
    key: 'helpArticle',
    path: '/boutBallBetInfo?type=1',
    ready: { role: 'heading', name: '常见问题' },
    calls: [
      {
        name: 'article',
        trigger: 'load',
        // The article's place says why it is missing, with 重试 (the spec shows nothing; we say what happened).
        faults: { shows: 'inline' },
      },
    ],
    // The article shows as soon as it loads: nothing to open first.
    serverHtml: [{ call: 'article', field: 'content', reveal: null }],
  },
];
