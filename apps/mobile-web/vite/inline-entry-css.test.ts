import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineEntryCss, inlineStylesheets } from './inline-entry-css.ts';

/** A bundle as Vite hands it to `transformIndexHtml`: two stylesheets and a script. */
const bundle = {
  'assets/index-Ab12.css': { type: 'asset', fileName: 'assets/index-Ab12.css', source: 'body{color:red}' },
  'assets/tokens-Cd34.css': {
    type: 'asset',
    fileName: 'assets/tokens-Cd34.css',
    source: ':root{--x:1}.a::after{content:"</style>"}',
  },
  'assets/index-Ef56.js': { type: 'chunk', fileName: 'assets/index-Ef56.js', code: 'console.log(1)' },
} as unknown as Rolldown.OutputBundle;

const PAGE = [
  '<head>',
  '<link rel="stylesheet" crossorigin href="./assets/index-Ab12.css">',
  '<link rel="stylesheet" crossorigin href="./assets/tokens-Cd34.css">',
  '<link rel="stylesheet" crossorigin href="./assets/gone-0000.css">',
  '<script type="module" crossorigin src="./assets/index-Ef56.js"></script>',
  '</head>',
].join('\n');

describe('the first page’s stylesheets inside index.html', () => {
  it('puts each file’s rules in the page and keeps its link, applying nothing', () => {
    const page = inlineStylesheets(PAGE, bundle);
    expect(page).toContain(
      '<style>body{color:red}</style><link rel="stylesheet" crossorigin href="./assets/index-Ab12.css" media="not all" disabled>',
    );
    // In order, and no rule can close the style element early.
    expect(page.indexOf('body{color:red}')).toBeLessThan(page.indexOf(':root{--x:1}'));
    expect(page).toContain('content:"<\\/style>"');
    expect(page.match(/<\/style>/g)).toHaveLength(2);
  });

  it('leaves a link to a file the bundle does not hold, and every script, as they were', () => {
    const page = inlineStylesheets(PAGE, bundle);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="./assets/gone-0000.css">\n');
    expect(page).toContain('<script type="module" crossorigin src="./assets/index-Ef56.js"></script>');
  });

  it('runs after Vite has written the links, in builds only', () => {
    const plugin = inlineEntryCss();
    expect(plugin.apply).toBe('build');
    const hook = plugin.transformIndexHtml as { order: string; handler: (html: string, ctx: object) => string };
    expect(hook.order).toBe('post');
    expect(hook.handler(PAGE, { bundle })).toBe(inlineStylesheets(PAGE, bundle));
    expect(hook.handler(PAGE, {})).toBe(PAGE);
  });
});
