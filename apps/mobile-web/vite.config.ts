import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { apiOriginPolicy } from './vite/api-origin-policy.ts';
import { earlyScript } from './vite/early-script.ts';
import { fakePlatform } from './vite/fake-platform.ts';
import { hant } from './vite/hant.ts';
import { inlineEntryCss } from './vite/inline-entry-css.ts';
import { loadedPreloads } from './vite/loaded-preloads.ts';
import { precompress } from './vite/precompress.ts';
import { HANT_FOLDER, pwa } from './vite/pwa.ts';
import { startChunk } from './vite/start-chunk.ts';

// `vite build --mode bench` makes the benchmark's build (bench/bench.ts): React's profiling build, so <Profiler>
// reports in production code, readable component names, and its own folder. Code for it sits behind
// `import.meta.env.MODE === 'bench'`, which the normal build replaces with false and drops.
export default defineConfig(({ mode, command }) => {
  const bench = mode === 'bench';
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  return {
    plugins: [
      react(),
      // dev server only: the fake platform in-process
      fakePlatform(),
      // the page's connect-src names the build's API origin (and its field-vitals endpoint's, VITE_RUM_ENDPOINT)
      apiOriginPolicy(env.VITE_API_BASE_URL, env.VITE_RUM_ENDPOINT),
      // the cold start (see CONTEXT.md, "The start sequence"): index.html's early script, the first page's
      // stylesheets inside index.html, the first page's code in one chunk
      earlyScript(),
      inlineEntryCss(),
      startChunk(),
      // a lazy import's preload list leaves out what its importer has loaded already; the deposit limits' check,
      // loaded by /recharge's first send, has none
      loadedPreloads(/\/protection\/deposit-guard\.ts$/),
      // the service worker and the manifest: the production build only (no manifest link in the dev server)
      pwa({ enabled: command === 'build', hant: mode === 'hant' }),
      // `vite build --mode hant`: the Traditional Chinese build, into dist/hant/ beside the Simplified one (issue #33;
      // vite/hant.ts); `pnpm build` makes both
      ...(mode === 'hant' ? [hant()] : []),
      // each file of assets/ also as .gz and .br beside it, for nginx's gzip_static (deploy/) and the fake's server
      precompress(),
    ],
    base: './',
    resolve: {
      alias: [
        // @xstate/react and wouter import the shim of useSyncExternalStore that React 16 and 17 needed; React 19 has
        // the hook itself, so the shim's code would only weigh on the first page's script.
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
        {
          find: /^use-sync-external-store\/shim\/with-selector$/,
          replacement: 'use-sync-external-store/with-selector',
        },
        ...(bench ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] : []),
      ],
    },
    build: {
      target: 'es2020',
      cssCodeSplit: true,
      reportCompressedSize: false,
      // dist/.vite/manifest.json: which chunks and styles each route loads, for the size suite and the benchmark.
      manifest: true,
      // Browsers without <link rel="modulepreload"> (Safari before 17, Firefox before 115) fetch a lazy chunk's
      // imports once it has arrived instead of beside it: slower there, never broken, and no polyfill on every
      // player's first paint for them.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // React's forwardRef has no effect of its own: a component a library defines and the app never uses
        // (wouter's Link) is left out.
        treeshake: { manualPureFunctions: ['forwardRef'] },
        output: {
          // The start chunk names 76 files in its preload list, where every character costs gzip almost a byte:
          // a lazy chunk is its hash alone (seven characters, 42 bits, the least Rolldown accepts for this many
          // chunks: it refuses six; eight cost home's cold start 72 B more; its name, which only a developer
          // reads, is in the manifest), the entry and the styles keep name and seven.
          chunkFileNames: 'assets/[hash:7].js',
          entryFileNames: 'assets/[name]-[hash:7].js',
          assetFileNames: 'assets/[name]-[hash:7][extname]',
          // formatMessage (112 B of code in a chunk of its own, 150 B gzip, for /mine and /recharge alone) travels
          // with the deposit messages, which both load already (/mine through the whole table): one file less on
          // /recharge and in the start chunk's preload list.
          // The three smallest helpers of the forms (the rule runner, a failure's words, a field's props: 400 B
          // of code) travel in one chunk: apart, each file cost more gzip than its code (~75 B of overhead a file,
          // on every member form and money screen).
          codeSplitting: {
            groups: [
              { name: 'messages.deposit', test: /domain\/src\/messages\.(deposit|format)\.ts$/ },
              {
                name: 'form-kit',
                test: /(domain\/src\/verdict|domain\/src\/form\/failure-message|ui-kit\/src\/field-binding)\.ts$/,
                // Their own imports (the shell's messages) are the entry's: pulled in, they took the entry apart.
                includeDependenciesRecursively: false,
              },
              // Player protection's sign-in pieces (the 18+ notice, a break's refusal, the device's store, the
              // session clock and time) in one chunk: login, /mine and the game page import them from the start chunk's preload list, where
              // each file of their own cost its name (four files: +49 B gzip on every cold start; one: +12 B).
              {
                name: 'protection-kit',
                test: /(mobile-web\/src\/wiring\/protection\/(adult-notice|device-db|session-clock|session-time)\.tsx?|domain\/src\/(messages\.notice|protection\/(sign-in|elapsed))\.ts)$/,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
      outDir: bench ? 'dist-bench' : mode === 'hant' ? `dist/${HANT_FOLDER}` : 'dist',
      minify: !bench,
      // The fallback logo and avatar ship as files, cached on their own, instead of as text inside the entry's JS.
      assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1' },
  };
});
