#!/usr/bin/env node
// The README's commands start here: `npm start` and `npm test` (and `npm run dev`, `npm run storybook`,
// `npm run new:screen`) on a fresh clone with only Node 20+ and npm.
// The stack needs Node 24 and pnpm 12, so this script brings the pinned versions from the npm registry into the
// git-ignored `.tools/` folder when the system ones are older, installs the lockfile, and (for tests, as root)
// Debian's chromium and CJK fonts. Everything is skipped on a second run when it is already there.
// Plain Node 20 JavaScript with no dependencies: it runs before anything is installed.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');
const tools = join(root, '.tools');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const NODE_VERSION = manifest.lobby.node;
const PNPM_VERSION = manifest.lobby.pnpm;

function log(message) {
  process.stdout.write(`[lobby] ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
  }
}

function isAtLeast(version, wanted) {
  const a = version.split('.').map(Number);
  const b = wanted.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

/** Returns the bin folder of a Node at least as new as the pinned one, fetching the pinned one if needed. */
function ensureNode() {
  if (isAtLeast(process.versions.node, NODE_VERSION)) return null;
  const dir = join(tools, `node-${NODE_VERSION}`);
  const bin = join(dir, 'bin');
  if (existsSync(join(bin, 'node'))) return bin;
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  if (process.platform !== 'linux' || !arch) {
    throw new Error(`Node ${NODE_VERSION} is needed; install it yourself on ${process.platform}/${process.arch}.`);
  }
  log(
    `system Node ${process.versions.node} is older than ${NODE_VERSION}: fetching Node ${NODE_VERSION} from the npm registry`,
  );
  const download = join(tools, 'download');
  rmSync(download, { recursive: true, force: true });
  mkdirSync(download, { recursive: true });
  const tarball = execFileSync(
    'npm',
    ['pack', `node-linux-${arch}@${NODE_VERSION}`, '--pack-destination', download, '--silent'],
    // Outside the project, so npm does not read this package.json's engines.
    { cwd: tmpdir(), encoding: 'utf8' },
  )
    .trim()
    .split('\n')
    .pop();
  const staging = join(download, 'node');
  mkdirSync(staging);
  run('tar', ['xzf', join(download, tarball), '-C', staging, '--strip-components=1']);
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  rmSync(download, { recursive: true, force: true });
  return bin;
}

/** Returns the bin folder that holds the pinned pnpm, installing it with npm if needed. */
function ensurePnpm(env) {
  const dir = join(tools, `pnpm-${PNPM_VERSION}`);
  const bin = join(dir, 'node_modules', '.bin');
  if (existsSync(join(bin, 'pnpm'))) return bin;
  log(`installing pnpm ${PNPM_VERSION} into .tools`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  run('npm', ['install', '--no-audit', '--no-fund', '--no-save', `pnpm@${PNPM_VERSION}`], { cwd: dir, env });
  return bin;
}

function lockHash() {
  return createHash('sha256')
    .update(readFileSync(join(root, 'pnpm-lock.yaml')))
    .update(NODE_VERSION)
    .digest('hex');
}

/** Installs the workspace from the lockfile unless the same lockfile is already installed. */
function ensureDependencies(env) {
  const stamp = join(root, 'node_modules', '.lobby-installed');
  const hash = lockHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  log('installing dependencies from pnpm-lock.yaml');
  run('pnpm', ['install', '--frozen-lockfile'], { env });
  writeFileSync(stamp, hash);
}

function hasDebianPackage(name) {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format syntax, not a template.
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

/**
 * Debian's packages the tests drive: chromium's headless shell (every suite; chromium itself for the benchmark and
 * the icons) and CJK glyphs; Firefox ESR and WebKitGTK's WebDriver
 * with Xvfb for the other engines' journeys (`e2e:firefox`, `e2e:webkit`). Installed through apt-get when we may.
 */
const TEST_PACKAGES = [
  'chromium',
  'chromium-headless-shell',
  'fonts-noto-cjk',
  'firefox-esr',
  'webkit2gtk-driver',
  'xvfb',
];

/**
 * The real backend's kit (`../shared/real-backend`, or where LOBBY_REAL_BACKEND points; see tooling/real-backend.ts)
 * runs the platform's Laravel source on Debian's PHP 8.2, Laravel 8.83 and MariaDB (the packages of its install.sh),
 * and its journeys serve the build through nginx, as the deploy guide does. Only where the kit is there to run.
 */
const REAL_BACKEND_PACKAGES = [
  'php-cli',
  'php-mysql',
  'php-mbstring',
  'php-xml',
  'php-curl',
  'php-bcmath',
  'php-laravel-framework',
  'php-doctrine-dbal',
  'mariadb-server',
  'mariadb-client',
  'nginx',
  'curl',
  'patch',
];

function hasRealBackendKit() {
  const named = process.env.LOBBY_REAL_BACKEND;
  const folder = named ? resolve(named) : resolve(root, '..', 'shared', 'real-backend');
  return existsSync(join(folder, 'start.sh'));
}

function ensureBrowser() {
  const wanted = hasRealBackendKit() ? [...TEST_PACKAGES, ...REAL_BACKEND_PACKAGES] : TEST_PACKAGES;
  const missing = wanted.filter((name) => !hasDebianPackage(name));
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    log(
      `missing Debian packages: ${missing.join(' ')}. Install them (apt-get install ${missing.join(' ')}) and rerun.`,
    );
    if (!existsSync('/usr/bin/chromium-headless-shell')) process.exit(1);
    return;
  }
  log(`installing ${missing.join(' ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
}

function exec(command, args, env) {
  const child = spawn(command, args, { stdio: 'inherit', cwd: root, env });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');
const FAILURE_LINE = /\bFAIL\b|×|✘|\berror\b|Error:|failed|Timeout|timed out|expected|Received|Unable to find/i;

/**
 * After a red run, tells again, last and short, which tasks failed and the lines of their output that say why.
 * The tasks run side by side for twenty minutes, so a browser test's failure is otherwise buried under thousands
 * of lines of the end-to-end suite, and a log that keeps only its end (CI's) loses it. Turbo writes no log file
 * for an uncached task (every browser suite), so the lines come from the output this command saw, by the prefix
 * turbo puts on each task's lines.
 */
function failureDigest(since, output) {
  const runs = join(root, '.turbo', 'runs');
  // Every run of this command: the suites, then the other engines' journeys.
  const summaries = existsSync(runs)
    ? readdirSync(runs)
        .filter((name) => name.endsWith('.json'))
        .map((name) => join(runs, name))
        .filter((path) => statSync(path).mtimeMs >= since)
    : [];
  if (summaries.length === 0) return;
  const failed = summaries.flatMap((path) =>
    JSON.parse(readFileSync(path, 'utf8')).tasks.filter((task) => task.execution?.exitCode),
  );
  const lines = [`[lobby] ${failed.length} task(s) failed: ${failed.map((task) => task.taskId).join(', ')}`];
  const seen = output.replace(ANSI, '').split('\n');
  for (const task of failed) {
    const prefix = `${task.taskId.replace('#', ':')}: `;
    const text = seen.filter((line) => line.startsWith(prefix)).map((line) => line.slice(prefix.length).trim());
    // A passing test named for a failure ("✓ Server Error") says nothing; what failed does.
    const telling = [...new Set(text.filter((line) => !line.startsWith('✓') && FAILURE_LINE.test(line)))];
    lines.push(`[lobby] ${task.taskId}:`);
    for (const line of [...telling.slice(0, 40), '...', ...text.slice(-8)]) {
      if (line) lines.push(`  ${line.slice(0, 240)}`);
    }
    lines.push(...pageSnapshots(task, telling));
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * What the page showed when each failed browser test stopped: the "Page snapshot" of the error context Playwright
 * writes beside it (the test's output names the file), so a failure seen only in CI can be read without a rerun.
 */
function pageSnapshots(task, telling) {
  const contexts = new Set(telling.flatMap((line) => line.match(/^Error Context: (\S+error-context\.md)$/)?.[1] ?? []));
  const lines = [];
  for (const context of [...contexts].slice(0, 3)) {
    const path = join(root, task.directory ?? '', context);
    if (!existsSync(path)) continue;
    const text = readFileSync(path, 'utf8');
    const snapshot = text.match(/# Page snapshot\s+```yaml\n([\s\S]*?)```/)?.[1]?.split('\n') ?? [];
    lines.push(`[lobby] the page at the end of ${context}:`);
    for (const line of snapshot.slice(0, 80)) if (line) lines.push(`    ${line.slice(0, 200)}`);
    if (snapshot.length > 80) lines.push(`    ... (${snapshot.length - 80} more lines in ${context})`);
  }
  return lines;
}

/** Runs turbo with its output shown as it comes and kept, for the digest. */
function turbo(args, env) {
  return new Promise((done) => {
    const child = spawn('turbo', args, { stdio: ['inherit', 'pipe', 'pipe'], cwd: root, env });
    let output = '';
    const keep = (stream) => (chunk) => {
      stream.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      done({ status: signal ? 1 : code, output });
    });
  });
}

async function main() {
  const [task = 'test', ...rest] = process.argv.slice(2);
  mkdirSync(tools, { recursive: true });
  const nodeBin = ensureNode();
  const pathParts = [nodeBin, process.env.PATH].filter(Boolean);
  const env = { ...process.env, PATH: pathParts.join(':'), TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
  const pnpmBin = ensurePnpm(env);
  env.PATH = [nodeBin, pnpmBin, join(root, 'node_modules', '.bin'), process.env.PATH].filter(Boolean).join(':');
  ensureDependencies(env);

  if (task === 'test') {
    ensureBrowser();
    // Three tasks at a time on two cores: more only makes the browser suites fight over the CPU (the e2e task in a
    // turbo run of its own beside the others, with three shards, took 1,044 s against 820 s). Started first in a
    // run of its own beside the others (two at a time), the build and e2e did not end sooner either: this run took
    // 17.5 min, that one 18.1 (rehearsals of 3d1c808 and 6797513); the CPU, not the order, sets the pace. `--summarize`
    // records each task's exit code, so a failure can be told again at the very end (see failureDigest).
    const started = Date.now();
    const args = ['run', 'lint', 'typecheck', 'test', 'build-storybook', 'e2e', '--continue', '--concurrency=3'];
    const result = await turbo([...args, '--summarize', ...rest], env);
    // Then the money and sign-in journeys in WebKit and Firefox, once the suites above have left the CPU: they
    // run against the same build (turbo replays it from its cache), the two engines side by side, one a core
    // (measured here: 104 s for both, 179 s one after the other; each waits on its page far more than it computes).
    // The journeys on the platform's real backend (e2e:real: two backends, two nginx, a second build and chromium)
    // take the core the first task done leaves; where the backend's kit is absent they skip, saying how to get one.
    const engines = [
      'run',
      'e2e:webkit',
      'e2e:firefox',
      'test:real',
      'e2e:real',
      '--continue',
      '--concurrency=2',
      '--summarize',
    ];
    const enginesResult = await turbo([...engines, ...rest], env);
    const code = (result.status ?? 1) || (enginesResult.status ?? 1);
    if (code !== 0) failureDigest(started, result.output + enginesResult.output);
    process.exit(code);
  } else if (task === 'start') {
    // The app reports its field vitals to the fake (POST /__fake/vitals), which prints the 75th percentile per route
    // when it stops; a VITE_RUM_ENDPOINT of the caller's own wins. turbo.json keys the build on VITE_*, so this build
    // and the suites' (without it) never stand in for each other.
    const startEnv = { VITE_RUM_ENDPOINT: '/__fake/vitals', ...env };
    run('turbo', ['run', 'build', '--filter=@lobby/mobile-web', '--output-logs=errors-only'], { env: startEnv });
    exec('pnpm', ['--filter', '@lobby/fake-platform', 'run', 'serve', ...rest], env);
  } else if (task === 'dev') {
    // The app on Vite's dev server with hot reload; the fake platform answers inside the same process.
    exec('pnpm', ['--filter', '@lobby/mobile-web', 'run', 'dev', ...rest], env);
  } else if (task === 'storybook') {
    // Storybook on 127.0.0.1:6006: every component and view state, and the live screens on the fake platform.
    exec('pnpm', ['--filter', '@lobby/storybook', 'run', 'storybook', ...rest], env);
  } else if (task === 'turbo') {
    exec('turbo', rest, env);
  } else if (task === 'new:screen') {
    // A new screen unit, routed and in every quality suite: `npm run new:screen <kebab-name> -- --title 标题`.
    exec('pnpm', ['--filter', '@lobby/mobile-web', 'run', 'new:screen', ...rest], env);
  } else {
    log(`unknown task ${task}: use start, test, dev, storybook, turbo or new:screen`);
    process.exit(2);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
