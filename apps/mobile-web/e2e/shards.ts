// `pnpm run e2e`: the Playwright suite as shards side by side, each a Playwright process of its own with its own
// fake platform (playwright.config.ts picks a free port and a fresh data file in each process) and one browser.
// One process waits on its pages far more than it computes (measured: 36 % of a core over a whole run; two
// processes 78 %), so two shards share two cores with the other suites. Three were slower on a clean clone (the
// suite took 1,044 s against 820 s: the cores, not the waits, were then the limit). Every test is a group of its
// own (`fullyParallel` in the config), so the shards get as many tests each; a describe that must stay whole says
// so.
//
//   node e2e/shards.ts [playwright test arguments]     LOBBY_E2E_SHARDS=1 runs one process, as before
//
// Runs on Node 24's type stripping.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('../', import.meta.url));
const cli = join(dirname(createRequire(import.meta.url).resolve('@playwright/test/package.json')), 'cli.js');
const count = Number(process.env.LOBBY_E2E_SHARDS ?? '2');
if (!Number.isInteger(count) || count < 1) throw new Error(`LOBBY_E2E_SHARDS must be a whole number, not ${count}`);

/** Copies a child's output line by line, each line led by its shard, so that the shards' lines do not mix. */
function relay(from: NodeJS.ReadableStream, to: NodeJS.WriteStream, label: string): void {
  let rest = '';
  from.setEncoding('utf8');
  from.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) to.write(`${label}${line}\n`);
  });
  from.on('end', () => {
    if (rest) to.write(`${label}${rest}\n`);
  });
}

function runShard(index: number): Promise<number> {
  const env = { ...process.env };
  // Each process chooses its own port and data file (the config fills these when they are not set).
  delete env.LOBBY_E2E_PORT;
  delete env.LOBBY_E2E_DATA;
  // Each shard its own folder for traces and screenshots: a Playwright process empties its folder as it starts.
  const shard = count > 1 ? [`--shard=${index}/${count}`, `--output=test-results/shard-${index}`] : [];
  const child = spawn(process.execPath, [cli, 'test', ...shard, ...process.argv.slice(2)], {
    cwd: appDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const label = count > 1 ? `[${index}/${count}] ` : '';
  relay(child.stdout, process.stdout, label);
  relay(child.stderr, process.stderr, label);
  return new Promise((done) => {
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const children = Array.from({ length: count }, (_, index) => runShard(index + 1));
const codes = await Promise.all(children);
const failed = codes.flatMap((code, index) => (code === 0 ? [] : [`shard ${index + 1}/${count} (exit ${code})`]));
if (failed.length > 0) {
  process.stderr.write(`e2e: ${failed.join(', ')} failed\n`);
  process.exitCode = 1;
}
