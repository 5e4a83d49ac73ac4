import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The repository root: `npm start` and `npm run dev` share its `.data/` folder. */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * `npm run dev`: the fake platform answers `/api/*` and `/fake-assets/*` inside the dev server's own process, with
 * the same handlers, demo accounts and persisted data file as `npm start`. Only the dev server loads it (`apply:
 * 'serve'`, imported on start), so no build ever contains the fake.
 */
function fakePlatform(): Plugin {
  return {
    name: 'lobby-fake-platform',
    apply: 'serve',
    async configureServer(server) {
      const { createFakeMiddleware } = await import('@lobby/fake-platform/server');
      const dataFile = process.env.LOBBY_DATA_FILE ?? `${repoRoot}.data/fake-platform.json`;
      const approveAfter = Number(process.env.LOBBY_APPROVE_AFTER_MS);
      const { middleware } = createFakeMiddleware({
        dataFile,
        ...(Number.isInteger(approveAfter) && approveAfter >= 0 ? { approveAfterMs: approveAfter } : {}),
      });
      server.middlewares.use(middleware);
      server.config.logger.info(`  fake platform: demo01 / demo1234 (pay password 123456), data in ${dataFile}`);
    },
    // Hot reload needs React Refresh's inline preamble, which the page's policy (scripts from this origin only)
    // refuses. The dev page alone allows inline scripts; the built index.html keeps the strict policy.
    transformIndexHtml: (html) => html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
  };
}

/**
 * The first page's stylesheets go inside index.html: a player on a slow network sees the page start (the boot
 * mark, then the app) one round trip sooner, since no stylesheet request holds the first paint. Each inlined file
 * keeps a `<link media="not all">` that applies nothing and blocks nothing: Vite's loader of lazy chunks looks for
 * a stylesheet link of that address before it adds one, so a lazy chunk that shares the file never adds it twice
 * (which would reorder the cascade). The size suite still counts these files (the manifest lists them).
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'lobby-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\.\/(assets\/[^"]+\.css)">/g,
          (link, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset' || typeof asset.source !== 'string') return link;
            const css = asset.source.replaceAll('</style', '<\\/style');
            return `<style>${css}</style>${link.replace('>', ' media="not all">')}`;
          },
        );
      },
    },
  };
}

// `vite build --mode bench` makes the benchmark's build (bench/bench.ts): React's profiling build, so <Profiler>
// reports in production code, readable component names, and its own folder. Code for it sits behind
// `import.meta.env.MODE === 'bench'`, which the normal build replaces with false and drops.
export default defineConfig(({ mode }) => {
  const bench = mode === 'bench';
  return {
    plugins: [react(), fakePlatform(), inlineEntryCss()],
    base: './',
    resolve: bench ? { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] } : {},
    build: {
      target: 'es2020',
      cssCodeSplit: true,
      reportCompressedSize: false,
      // dist/.vite/manifest.json: which chunks and styles each route loads, for the size suite and the benchmark.
      manifest: true,
      outDir: bench ? 'dist-bench' : 'dist',
      minify: !bench,
      // The fallback logo and avatar ship as files, cached on their own, instead of as text inside the entry's JS.
      assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1' },
  };
});
