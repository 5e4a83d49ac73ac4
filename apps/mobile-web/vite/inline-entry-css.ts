import type { Plugin, Rolldown } from 'vite';

/** The stylesheet links Vite writes into the built index.html (relative base). */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\.\/(assets\/[^"]+\.css)">/g;

/**
 * Puts each stylesheet index.html links into the page itself, and keeps the link `disabled` with
 * `media="not all"`: it then applies nothing, blocks nothing and is not even fetched (a disabled stylesheet is
 * loaded only once enabled; with `media` alone Chromium still fetched it, at the lowest priority, beside the
 * first visit's start chunk and banner). Vite's loader of lazy chunks still finds a stylesheet link of that
 * address before it would add one, so a lazy chunk that shares the file never adds it twice (which would repeat
 * its rules after a screen's own). A link to a file the bundle does not hold as text is left as it is.
 */
export function inlineStylesheets(html: string, bundle: Rolldown.OutputBundle): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset' || typeof asset.source !== 'string') return link;
    const css = asset.source.replaceAll('</style', '<\\/style');
    return `<style>${css}</style>${link.replace('>', ' media="not all" disabled>')}`;
  });
}

/**
 * The first page's stylesheets go inside index.html: a player on a slow network sees the page start (the boot
 * mark, then the app) one round trip sooner, since no stylesheet request holds the first paint. The size suite
 * still counts these files (the manifest lists them) and checks both halves (`e2e/size-budget.e2e.ts`).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'lobby-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => (bundle ? inlineStylesheets(html, bundle) : html),
    },
  };
}
