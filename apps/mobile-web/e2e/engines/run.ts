// Runs the engine journeys (journeys.ts) in one engine against the production build on the fake platform's Node
// server: every journey at 390 px and then at 360 px, and the layout of every route at both.
//
//   node e2e/engines/run.ts webkit|firefox [--width 390] [--grep text]
//
// A missing engine fails the run with the apt-get command that installs it. Ends with "N passed, N failed".
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Engine } from './engine.ts';
import { launchFirefox } from './firefox.ts';
import { type Journey, journeys, layoutJourneys } from './journeys.ts';
import { Player } from './player.ts';
import { startFakePlatform } from './processes.ts';
import { launchWebKit } from './webkit.ts';

const WIDTHS = [390, 360] as const;
const HEIGHT = 780;
const JOURNEY_TIMEOUT_MS = 120_000;

const launchers: Record<string, () => Promise<Engine>> = { webkit: launchWebKit, firefox: launchFirefox };

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

async function main(): Promise<number> {
  const which = process.argv[2] ?? '';
  const launch = launchers[which];
  if (!launch) {
    process.stderr.write(
      `usage: node e2e/engines/run.ts ${Object.keys(launchers).join('|')} [--width N] [--grep text]\n`,
    );
    return 2;
  }
  const appDir = resolve(import.meta.dirname, '../..');
  const shots = join(appDir, 'test-results', `engine-${which}`);
  mkdirSync(shots, { recursive: true });
  const widths = option('--width') ? [Number(option('--width'))] : [...WIDTHS];
  const grep = option('--grep');

  const started = Date.now();
  const server = await startFakePlatform(appDir);
  let engine: Engine | undefined;
  let passed = 0;
  let failed = 0;
  const failures: string[] = [];
  try {
    engine = await launch();
    const player = new Player(engine, server.baseUrl);
    const plan: Array<{ width: number | null; journey: Journey }> = [
      ...widths.flatMap((width) => journeys.map((journey) => ({ width, journey }))),
      ...layoutJourneys(widths).map((journey) => ({ width: null, journey })),
    ];
    for (const { width, journey } of plan) {
      const title = `${which} ${width ? `${width} px` : `${widths.join('+')} px`} › ${journey.name}`;
      if (grep && !title.includes(grep)) continue;
      const begun = Date.now();
      try {
        await player.reset();
        await engine.setViewport(width ?? widths[0] ?? 390, HEIGHT);
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          journey.run(player),
          new Promise((_, fail) => {
            timer = setTimeout(
              () => fail(new Error(`the journey took over ${JOURNEY_TIMEOUT_MS / 1000} s`)),
              JOURNEY_TIMEOUT_MS,
            );
          }),
        ]).finally(() => clearTimeout(timer));
        const errors = await player.errors();
        if (errors.length > 0) throw new Error(`the page threw: ${errors.join('; ')}`);
        passed += 1;
        process.stdout.write(`  ✓ ${title} (${((Date.now() - begun) / 1000).toFixed(1)} s)\n`);
      } catch (error) {
        failed += 1;
        const shot = join(shots, `${failed}.png`);
        await engine.screenshot(shot).catch(() => {});
        const message = error instanceof Error ? error.message : String(error);
        failures.push(`${title}\n    ${message.replaceAll('\n', '\n    ')}\n    screenshot: ${shot}`);
        process.stdout.write(`  ✘ ${title} (${((Date.now() - begun) / 1000).toFixed(1)} s)\n    ${message}\n`);
      }
    }
  } finally {
    await engine?.close().catch(() => {});
    server.stop();
  }
  if (failures.length > 0) process.stdout.write(`\nFailed in ${which}:\n  ${failures.join('\n  ')}\n`);
  process.stdout.write(
    `\n${which}: ${((Date.now() - started) / 1000).toFixed(0)} s\n${passed} passed, ${failed} failed\n`,
  );
  return failed === 0 && passed > 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
