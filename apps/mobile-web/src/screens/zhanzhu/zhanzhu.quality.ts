import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'zhanzhu',
    path: '/zhanzhu',
    ready: { role: 'heading', name: '品牌赞助' },
    alsoCalls: ['article'],
    // The sponsorship article shows as soon as it loads, through the same sanitiser as the help articles.
    serverHtml: [{ call: 'article', field: 'content', reveal: null }],
  },
];
