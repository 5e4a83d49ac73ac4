import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type RunningNginx, startNginx } from '../../../tooling/nginx.ts';
import {
  findRealBackend,
  freePort,
  type RealBackend,
  skipMessage,
  startRealBackend,
} from '../../../tooling/real-backend.ts';
import { DEPLOYS_ENV, type Deploys, SUITE } from './deploys.ts';

// Starts the two deploys the journeys run in, as an operator would set them up, and hands their addresses to the
// workers through the environment (Playwright's workers inherit what global setup sets):
// - same origin: dist/ (the build without VITE_API_BASE_URL) behind render-nginx's block with --api-upstream; the
//   backend's WAP_URL names only the nginx site;
// - cross origin: a build with VITE_API_BASE_URL naming its own backend, served by nginx without the proxy; that
//   backend's WAP_URL names that nginx site.
// The site ports are chosen first: the backend's origins and the cross build both name them.

const appDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(appDir, 'dist');

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!findRealBackend()) {
    process.stdout.write(`${skipMessage(SUITE)}\n`);
    return async () => {};
  }
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`${SUITE}: no ${dist}/index.html: build the app first (turbo's e2e:real depends on build)`);
  }
  const started = Date.now();
  const backends: RealBackend[] = [];
  const sites: RunningNginx[] = [];
  const folder = mkdtempSync(join(tmpdir(), 'lobby-e2e-real-'));
  const teardown = async () => {
    for (const site of sites) await site.stop();
    for (const backend of backends) backend.stop();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const [samePort, crossPort] = [await freePort(), await freePort()];
    const sameSite = `http://127.0.0.1:${samePort}`;
    const crossSite = `http://127.0.0.1:${crossPort}`;
    const [same, cross] = await Promise.all([
      startRealBackend({ name: 'e2e-same', origins: [sameSite] }),
      startRealBackend({ name: 'e2e-cross', origins: [crossSite] }),
    ]);
    backends.push(same, cross);
    // The cross-origin build: the deploy guide's first form, its API origin in the code and in connect-src.
    const crossDist = join(folder, 'dist-cross');
    await promisify(execFile)(
      process.execPath,
      [join(appDir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', crossDist, '--emptyOutDir'],
      { cwd: appDir, env: { ...process.env, VITE_API_BASE_URL: cross.url } },
    );
    sites.push(await startNginx({ name: 'same', dist, apiUpstream: same.url, port: samePort }));
    sites.push(await startNginx({ name: 'cross', dist: crossDist, port: crossPort }));
    const deploys: Deploys = {
      same: { site: sameSite, api: sameSite, backend: same.url, socket: same.socket },
      cross: { site: crossSite, api: cross.url, backend: cross.url, socket: cross.socket },
    };
    process.env[DEPLOYS_ENV] = JSON.stringify(deploys);
    process.stdout.write(
      `${SUITE}: same origin ${sameSite} (/api/ -> ${same.url}), cross origin ${crossSite} (API ${cross.url}), ` +
        `ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
