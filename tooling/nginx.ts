// A private nginx for tests: one build of the app served with exactly the server block that `deploy/render-nginx.mjs`
// writes for an operator (headers, caching, and with `apiUpstream` the `/api/` proxy), on 127.0.0.1 and a port of
// its own, in the foreground (`daemon off`), its pid, logs and temp files in a folder of its own, stopped by who
// started it. Used by the real-backend journeys (apps/mobile-web/e2e-real/). Plain Node 24 TypeScript (type
// stripping): no enums, relative imports with `.ts`.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './real-backend.ts';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Where Debian's nginx package puts the binary and the MIME table. */
export const NGINX_PATH = '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';

/** Whether this machine has the nginx the suites need. */
export function hasNginx(): boolean {
  return existsSync(NGINX_PATH) && existsSync(MIME_TYPES);
}

export type NginxOptions = {
  /** A short name for the folder and the log (`same`, `cross`). */
  name: string;
  /** The build to serve (a folder holding `index.html`): render-nginx reads its policy and serves it as the root. */
  dist: string;
  /** Passed as `--api-upstream`: nginx passes `/api/` to this origin (a build without VITE_API_BASE_URL). */
  apiUpstream?: string;
  /** The port to listen on (127.0.0.1); a free one by default. */
  port?: number;
  /** How long nginx may take to answer (default 20 s). */
  timeoutMs?: number;
};

export type RunningNginx = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  port: number;
  /** The server block render-nginx wrote, as nginx read it. */
  serverBlock: string;
  /** nginx's access log so far (one line a request: method, path, status). */
  accessLog(): string;
  /** Stops nginx and removes its folder. */
  stop(): Promise<void>;
};

/** Whether something answers a TCP connection on 127.0.0.1:`port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

/** Starts nginx on `options.dist` with render-nginx's server block, and resolves once it accepts connections. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!hasNginx()) throw new Error(`no nginx at ${NGINX_PATH} (apt-get install -y nginx)`);
  const port = options.port ?? (await freePort());
  const prefix = mkdtempSync(join(tmpdir(), `lobby-nginx-${options.name}-`));
  const temp = join(prefix, 'temp');
  mkdirSync(temp);
  const site = join(prefix, 'site.conf');
  const render = spawnSync(
    process.execPath,
    [
      join(repoRoot, 'deploy', 'render-nginx.mjs'),
      '--dist',
      options.dist,
      '--root',
      resolve(options.dist),
      '--server-name',
      '127.0.0.1',
      '--listen',
      `127.0.0.1:${port}`,
      ...(options.apiUpstream ? ['--api-upstream', options.apiUpstream] : []),
      '--out',
      site,
    ],
    { encoding: 'utf8' },
  );
  if (render.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`render-nginx failed:\n${render.stderr}`);
  }
  // The smallest main configuration around the operator's server block, as /etc/nginx/nginx.conf holds it.
  const main = [
    // Started as root, nginx would run its workers as `nobody`, who cannot read a build in a folder made by
    // mkdtemp (mode 0700): every file would be a 404. This nginx serves 127.0.0.1 only, for the test that started it.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `    include ${MIME_TYPES};`,
    '    default_type application/octet-stream;',
    '    sendfile on;',
    `    access_log ${join(prefix, 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${join(temp, kind)};`),
    `    include ${site};`,
    '}',
    '',
  ].join('\n');
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, main);
  const output: string[] = [];
  const child: ChildProcess = spawn(
    NGINX_PATH,
    ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const stop = async () => {
    if (!gone) {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  while (!(await listening(port))) {
    if (gone || Date.now() > deadline) {
      const log = existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '';
      await stop();
      throw new Error(`nginx (${options.name}) did not start on 127.0.0.1:${port}:\n${output.join('')}${log}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    serverBlock: readFileSync(site, 'utf8'),
    accessLog: () => {
      const log = join(prefix, 'access.log');
      return existsSync(log) ? readFileSync(log, 'utf8') : '';
    },
    stop,
  };
}
