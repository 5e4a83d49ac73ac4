// What the engine runner needs from the machine: a free port, the Debian packages an engine runs on (a missing one
// stops the run with the command that installs it, never a skip), and the fake platform's server.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A port no one listens on now, asked of the system (port 0). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** Fails, naming the apt-get command, when a program an engine needs is not installed. */
export function requirePackages(engine: string, needs: ReadonlyArray<readonly [path: string, pkg: string]>) {
  const missing = needs.filter(([path]) => !existsSync(path)).map(([, pkg]) => pkg);
  if (missing.length > 0) {
    throw new Error(
      `${engine} cannot start: ${missing.join(', ')} not installed. Install: apt-get install -y ${missing.join(' ')} ` +
        '(npm test does this itself when run as root)',
    );
  }
}

/**
 * The fake platform's Node server on the production build, as the Playwright suite runs it: a free port, a fresh
 * data file (the seed), and deposits left to the back office's hook (`--approve-after never`).
 */
export async function startFakePlatform(appDir: string): Promise<{ baseUrl: string; stop: () => void }> {
  if (!existsSync(join(appDir, 'dist', 'index.html'))) {
    throw new Error('no production build in dist/: run the build first (turbo runs it before this task)');
  }
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'lobby-engines-'));
  const data = join(folder, 'fake-platform.json');
  const main = resolve(appDir, '../../packages/fake-platform/src/server/main.ts');
  // The engines test the engines: the fake as the specification words it (`spec`), so a journey meets the same
  // answers in every engine; the Chromium suites meet the real backend's quirks (`real`, the fake's default).
  const args = [
    main,
    '--port',
    String(port),
    '--dist',
    'dist',
    '--data',
    data,
    '--approve-after',
    'never',
    '--kind',
    'spec',
  ];
  const server: ChildProcess = spawn(process.execPath, args, { cwd: appDir, stdio: ['ignore', 'ignore', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}/`;
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the fake platform exited with ${server.exitCode}`);
    try {
      if ((await fetch(baseUrl)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > 60_000) {
      server.kill();
      throw new Error('the fake platform did not answer within 60 s');
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  const stop = () => {
    server.kill();
    rmSync(folder, { recursive: true, force: true });
  };
  return { baseUrl, stop };
}
