import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newScreen, screenNames } from './new-screen.ts';

// The generator writes into a copy of the repository (sources only; every node_modules entry links to the real
// one, but `@lobby/*` to the copy's packages), so this checkout never holds a generated screen, and the copy's
// own typecheck and tests say whether the unit compiles against the real packages and is routed and checked.
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const PACKAGES = [
  '',
  'packages/api',
  'packages/domain',
  'packages/fake-platform',
  'packages/ui-kit',
  'apps/mobile-web',
  'apps/storybook',
];
const SKIP = new Set([
  'node_modules',
  'dist',
  'dist-bench',
  'storybook-static',
  'test-results',
  '.turbo',
  '.git',
  '.data',
]);
let copy = '';

function linkModules(dir: string): void {
  const real = join(repo, dir, 'node_modules');
  const linked = join(copy, dir, 'node_modules');
  mkdirSync(linked, { recursive: true });
  for (const entry of readdirSync(real)) {
    if (entry !== '@lobby') symlinkSync(join(real, entry), join(linked, entry));
  }
  if (!existsSync(join(real, '@lobby'))) return;
  mkdirSync(join(linked, '@lobby'));
  for (const name of readdirSync(join(real, '@lobby'))) {
    const target = name === 'mobile-web' || name === 'storybook' ? `apps/${name}` : `packages/${name}`;
    symlinkSync(join(copy, target), join(linked, '@lobby', name));
  }
}

/** Runs a package's own binary (tsc, vitest; or Node itself) in the copy with this Node, output without colours. */
function run(dir: string, bin: string, args: string[]): string {
  const command = bin === 'node' ? process.execPath : join(copy, dir, 'node_modules', '.bin', bin);
  return execFileSync(command, args, {
    cwd: join(copy, dir),
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', PATH: `${join(process.execPath, '..')}:${process.env.PATH ?? ''}` },
  });
}

let written: string[] = [];

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'lobby-new-screen-'));
  cpSync(repo, copy, { recursive: true, filter: (source) => !SKIP.has(source.split('/').at(-1) ?? '') });
  for (const dir of PACKAGES) linkModules(dir);
  written = newScreen(copy, screenNames('bonus-list', '奖金列表', 'part2 §9 Bonus list'));
}, 120_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new:screen', () => {
  it('writes the unit: machine, connect, entry, providers (each with a test), view, stories, screen, quality, driver, live story', () => {
    const app = 'apps/mobile-web/src/screens/bonus-list/bonus-list';
    const domain = 'packages/domain/src/bonus-list/bonus-list';
    for (const file of [
      `${domain}.machine.ts`,
      `${domain}.machine.test.ts`,
      `${domain}.connect.ts`,
      `${domain}.connect.test.ts`,
      'packages/domain/src/bonus-list/index.ts',
      `${app}.providers.ts`,
      `${app}.providers.test.ts`,
      `${app}.view.tsx`,
      `${app}.view.stories.tsx`,
      `${app}.screen.tsx`,
      `${app}.quality.ts`,
      `${app}.driver.ts`,
      `${app}.live.stories.tsx`,
    ]) {
      expect(written, file).toContain(join(copy, file));
    }
    expect(readFileSync(join(copy, 'apps/mobile-web/quality/generated/drivers.ts'), 'utf8')).toContain(
      "import { driver as bonusList } from '../../src/screens/bonus-list/bonus-list.driver.ts';",
    );
    expect(readFileSync(join(copy, 'apps/mobile-web/src/root/route-table.ts'), 'utf8')).toContain(
      "{ path: '/bonusList', title: '奖金列表' }",
    );
  });

  it('typechecks against the real packages: every file it wrote, with what they import', () => {
    // One run over the written files (Storybook's compiler options know the stories' imports too), not the three
    // packages' whole projects: the rest is the checkout's own typecheck.
    const config = join(copy, 'apps/storybook/tsconfig.new-screen.json');
    writeFileSync(config, JSON.stringify({ extends: './tsconfig.json', include: [], files: written }));
    expect(() => run('apps/storybook', 'tsc', ['-p', config])).not.toThrow();
  }, 240_000);

  it('passes its first tests, and the registry routes and checks the new screen', () => {
    const domain = run('packages/domain', 'vitest', ['run', 'src/bonus-list']);
    expect(domain).toMatch(/Tests\s+\S*5 passed/);
    const app = run('apps/mobile-web', 'vitest', [
      'run',
      'src/screens/bonus-list',
      'quality/routes.test.ts',
      'quality/drivers.test.ts',
    ]);
    expect(app).toMatch(/Test Files\s+\S*3 passed/);
    const screens = run('apps/mobile-web', 'node', [
      '-e',
      "import('./quality/routes.ts').then((m) => console.log(JSON.stringify(m.screens.find((s) => s.key === 'bonusList'))))",
    ]);
    expect(JSON.parse(screens)).toMatchObject({
      path: '/bonusList',
      module: 'src/screens/bonus-list/bonus-list.screen.tsx',
      ready: { out: { role: 'heading', name: '奖金列表' } },
    });
  }, 240_000);

  it('refuses a name that is not kebab case, and a route that exists', () => {
    expect(() => screenNames('BonusList')).toThrow(/kebab case/);
    expect(() => newScreen(copy, screenNames('vip'))).toThrow(/exists already|a route already/);
  });
});
