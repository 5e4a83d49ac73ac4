// The platform's real backend (public repository endian001/javaxiangmu, Laravel) as the tests meet it: the kit in
// `../shared/real-backend/` (its source, unchanged, with a script that runs it on Debian's PHP, Laravel and MariaDB)
// started on ports of its own, in folders of its own, on 127.0.0.1 only, and stopped by the test that started it.
// Used by the real-backend journeys (apps/mobile-web/e2e-real/) and the fake-against-backend differential test
// (packages/fake-platform/src/real/). Plain Node 24 TypeScript (type stripping): no enums, relative imports with `.ts`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The environment variable that points at a copy of the kit when it is not at `../shared/real-backend`. */
export const REAL_BACKEND_ENV = 'LOBBY_REAL_BACKEND';

/** The seeded player of the kit's seed.sql, with its passwords. */
export const KIT_PLAYER = { name: 'kituser', password: 'Test1234', payPassword: '123456' } as const;

/** Where the kit is looked for: `LOBBY_REAL_BACKEND`, else `../shared/real-backend` beside the repository. */
function kitFolder(): string {
  const named = process.env[REAL_BACKEND_ENV];
  return named ? resolve(named) : resolve(repoRoot, '..', 'shared', 'real-backend');
}

/** The kit's folder, or null when there is none (then the suites skip, saying {@link skipMessage}). */
export function findRealBackend(): string | null {
  const folder = kitFolder();
  return existsSync(join(folder, 'start.sh')) ? folder : null;
}

/** What a suite prints when it skips because the kit is absent. */
export function skipMessage(suite: string): string {
  return (
    `${suite}: skipped: the real backend's kit is not at ${kitFolder()}. ` +
    `Point ${REAL_BACKEND_ENV} at a copy of shared/real-backend (its start.sh, source/, seed.sql; ` +
    `as root its install.sh, or npm test, installs Debian's PHP and MariaDB) and run again.`
  );
}

/** A free TCP port on 127.0.0.1, as the system hands it out. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

export type RealBackendOptions = {
  /** A short name for the folders and the log (`e2e-same`, `diff`). */
  name: string;
  /** The app's origins: `/api/getVisitUrl` answers "stay" for these and names the first to any other origin. */
  origins?: readonly string[];
  /** `stub` (default): the kit's stand-in game aggregator; `none`: an unreachable aggregator. */
  aggregator?: 'stub' | 'none';
  /** How long start.sh may take (default 120 s: the first start on a loaded machine unpacks and migrates). */
  timeoutMs?: number;
};

export type RealBackend = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  port: number;
  /** The socket of its MariaDB: {@link sqlAt} reaches it from another process (a Playwright worker). */
  socket: string;
  /** Runs SQL as root in the backend's database (`lobby`) and answers its tab-separated rows: the back office's hand. */
  sql(query: string): string;
  /** Stops the backend, its aggregator and its MariaDB, and removes its folders. */
  stop(): void;
};

/** Runs SQL as root in the database (`lobby`) of the backend whose MariaDB listens on `socket`; answers its rows. */
export function sqlAt(socket: string, query: string): string {
  const result = spawnSync('mariadb', ['--no-defaults', '-uroot', '-S', socket, '-N', '-B', 'lobby', '-e', query], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`sql failed: ${query}\n${result.stderr}`);
  return result.stdout;
}

/**
 * Starts a fresh copy of the backend (new database, seeded) and resolves when it answers. A start that fails is
 * tried once more on new ports and folders: in one clean-clone run, the first of three copies starting side by side
 * stopped after MariaDB's data-folder set-up (not seen in the runs before it); the error carries the database's logs.
 */
export async function startRealBackend(options: RealBackendOptions): Promise<RealBackend> {
  const kit = findRealBackend();
  if (!kit) throw new Error(skipMessage(options.name));
  try {
    return await startOnce(kit, options);
  } catch (first) {
    process.stderr.write(`${String(first)}\n(trying once more)\n`);
    return startOnce(kit, options);
  }
}

async function startOnce(kit: string, options: RealBackendOptions): Promise<RealBackend> {
  const [port, dbPort, aggPort] = [await freePort(), await freePort(), await freePort()];
  const base = join(tmpdir(), `lobby-real-${options.name}-${process.pid}-${port}`);
  rmSync(base, { recursive: true, force: true });
  mkdirSync(base, { recursive: true });
  const runDir = join(base, 'run');
  const env = {
    ...process.env,
    PORT: String(port),
    DB_PORT: String(dbPort),
    AGG_PORT: String(aggPort),
    RUN_DIR: runDir,
    APP_DIR: join(base, 'app'),
    AGGREGATOR: options.aggregator ?? 'stub',
    REBUILD: '1',
    RESET_DB: '1',
    ...(options.origins ? { LOBBY_ORIGINS: options.origins.join(',') } : {}),
  };
  const stop = () => {
    spawnSync('bash', [join(kit, 'stop.sh')], { env, stdio: 'ignore' });
    rmSync(base, { recursive: true, force: true });
  };
  const output: string[] = [];
  const ready = await new Promise<boolean>((done) => {
    const child = spawn('bash', [join(kit, 'start.sh')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      done(false);
    }, options.timeoutMs ?? 120_000);
    const read = (chunk: Buffer) => output.push(chunk.toString());
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done(code === 0 && output.join('').includes('READY'));
    });
  });
  if (!ready) {
    const logs = ['install.log', 'error.log']
      .map((name) => join(runDir, 'mariadb', name))
      .filter((file) => existsSync(file))
      .map((file) => `--- ${file}\n${readFileSync(file, 'utf8').slice(-1500)}`);
    stop();
    throw new Error(
      `the real backend (${options.name}) did not start:\n${output.join('').slice(-3000)}\n${logs.join('\n')}`,
    );
  }
  const socket = join(runDir, 'mariadb', 'mysqld.sock');
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    socket,
    sql: (query) => sqlAt(socket, query),
    stop,
  };
}
