import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The repository root: `npm start` and `npm run dev` share its `.data/` folder. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The dev page's policy: hot reload needs React Refresh's inline preamble, which the page's policy (scripts from
 * this origin only) refuses. The dev page alone allows inline scripts; the built index.html keeps the strict one.
 */
export function devPolicy(html: string): string {
  return html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");
}

/**
 * `npm run dev`: the fake platform answers `/api/*` and `/fake-assets/*` inside the dev server's own process, with
 * the same handlers, demo accounts and persisted data file as `npm start`. Only the dev server loads it (`apply:
 * 'serve'`, imported on start), so no build ever contains the fake.
 */
export function fakePlatform(): Plugin {
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
    transformIndexHtml: devPolicy,
  };
}
