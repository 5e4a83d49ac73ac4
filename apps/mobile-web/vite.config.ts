import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type InlineConfig, loadEnv, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { apiOriginPolicy } from './vite/api-origin-policy.ts';
import { pwa } from './vite/pwa.ts';

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
      // LOBBY_FAKE_KIND=spec plays the specification where it and the backend disagree (real by default).
      const kind = process.env.LOBBY_FAKE_KIND === 'spec' ? 'spec' : 'real';
      const { middleware } = createFakeMiddleware({
        dataFile,
        kind,
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

/** Builds without writing and returns the chunks: how the two plugins below look at a build of their own. */
async function buildChunks(inline: InlineConfig): Promise<Rolldown.OutputChunk[]> {
  const { build } = await import('vite');
  const output = await build({ ...inline, build: { ...inline.build, write: false } });
  return (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}

/** The early script's source (see its header). */
const EARLY_ENTRY = 'src/boot/early.ts';

/**
 * index.html's early script (src/boot/early.ts): about 1 KiB that runs while the app's script is still arriving
 * and sends home's first calls. It is built on its own, by a second Vite build of that one file, not as a second
 * entry of the app's build: two entries would share modules through a common chunk, and the app's entry would
 * then wait for one more file. The page loads it first, `async`, from `./assets/` like every script (the policy
 * allows scripts from this origin only). The dev server serves the source file instead.
 */
function earlyScript(): Plugin {
  let config: ResolvedConfig;
  let built: { fileName: string; code: string } | undefined;
  const tag = (src: string) => ({
    tag: 'script',
    attrs: { type: 'module', async: true, crossorigin: true, src },
    injectTo: 'head-prepend' as const,
  });
  return {
    name: 'lobby-early-script',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.command !== 'build') return;
      const [chunk] = await buildChunks({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          target: config.build.target,
          minify: config.build.minify,
          copyPublicDir: false,
          modulePreload: false,
          rolldownOptions: { input: EARLY_ENTRY },
        },
      });
      if (!chunk) throw new Error(`the early script (${EARLY_ENTRY}) built no chunk`);
      const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8);
      built = { fileName: `assets/early-${hash}.js`, code: chunk.code };
    },
    generateBundle() {
      if (built) this.emitFile({ type: 'asset', fileName: built.fileName, source: built.code });
    },
    transformIndexHtml() {
      if (config.command === 'serve') return [tag(`/${EARLY_ENTRY}`)];
      if (!built) throw new Error('the early script was not built');
      return [tag(`./${built.fileName}`)];
    },
  };
}

/** Set while startChunk's first pass builds, so that pass does not start one of its own. */
const LEARNING = 'LOBBY_START_CHUNK_PASS';

/**
 * The code every start runs, in one file: the entry and everything it imports statically. The bundler otherwise
 * splits what the entry shares with lazy screens into small chunks (React, icons, the button...) that the entry
 * imports: eight requests on the first page's path, each compressed on its own (about 1.5 KiB more in gzip). A
 * first build, not written, names the modules of the entry's chunk and of the chunks it imports statically; the
 * real build then groups exactly those into one chunk, which becomes the entry's. Lazy screens import what they
 * share from it, loaded already. No module moves onto or off the first page's path.
 */
function startChunk(): Plugin {
  return {
    name: 'lobby-start-chunk',
    apply: 'build',
    async config(_, { mode }) {
      if (process.env[LEARNING]) return;
      process.env[LEARNING] = '1';
      let built: Rolldown.OutputChunk[];
      try {
        built = await buildChunks({
          configFile: fileURLToPath(import.meta.url),
          mode,
          logLevel: 'silent',
          build: { manifest: false },
        });
      } finally {
        delete process.env[LEARNING];
      }
      const chunks = new Map(built.map((chunk) => [chunk.fileName, chunk]));
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('startChunk: the first pass built no entry');
      const startModules = new Set<string>();
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || seen.has(fileName)) return;
        seen.add(fileName);
        for (const id of chunk.moduleIds) startModules.add(id);
        for (const imported of chunk.imports) visit(imported);
      };
      visit(entry.fileName);
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: 'start', test: (id: string) => startModules.has(id) }] } },
          },
        },
      };
    },
  };
}

// `vite build --mode bench` makes the benchmark's build (bench/bench.ts): React's profiling build, so <Profiler>
// reports in production code, readable component names, and its own folder. Code for it sits behind
// `import.meta.env.MODE === 'bench'`, which the normal build replaces with false and drops.
export default defineConfig(({ mode, command }) => {
  const bench = mode === 'bench';
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  // The service worker and the manifest belong to the written production build only: not the dev server (no
  // manifest link to a file it does not serve), not startChunk's first pass, which only learns the chunks.
  const learning = Boolean(process.env[LEARNING]);
  const installable = command === 'build' && !learning;
  return {
    plugins: [
      react(),
      fakePlatform(),
      apiOriginPolicy(env.VITE_API_BASE_URL),
      earlyScript(),
      inlineEntryCss(),
      startChunk(),
      pwa({ enabled: installable }),
    ],
    base: './',
    resolve: {
      alias: [
        // @xstate/react imports the shim of useSyncExternalStore that React 16 and 17 needed; React 19 has the hook
        // itself, so the shim's code would only weigh on the first page's script.
        { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
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
      outDir: bench ? 'dist-bench' : 'dist',
      minify: !bench,
      // The fallback logo and avatar ship as files, cached on their own, instead of as text inside the entry's JS.
      assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1' },
  };
});
