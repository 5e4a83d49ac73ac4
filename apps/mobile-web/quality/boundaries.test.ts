import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The view boundary in biome.json, tried on planted views: a crossing fails the lint with the boundary's words,
// an honest view passes. (The rule once named only `providers.ts` while screens use `<name>.providers.ts`, so a
// view could import its providers unnoticed.) And the drivers' boundary: the app's code never imports a screen's
// test-only driver file, which only another driver may. And the layers (CONTEXT.md): root, screens, the wiring,
// the ground, each importing only its own layer or lower.
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const planted = `zz-boundary-${process.pid}`;
// Two levels down: the build's screen tables glob `src/screens/*/*.screen.tsx` and turbo builds while this runs, so a
// planted screen one level down once shipped in a build as a lazy screen of its own (the size suite caught it).
const folderIn = (layer: string) => join(repo, `apps/mobile-web/src/${layer}/${planted}/nested`);
const plantedRoot = (layer: string) => join(repo, `apps/mobile-web/src/${layer}/${planted}`);
const biome = join(repo, 'node_modules/.bin/biome');

afterAll(() => {
  for (const layer of ['screens', 'wiring', 'ground']) rmSync(plantedRoot(layer), { recursive: true, force: true });
});

/** Lints one planted view (or a file of another role, in a folder of another layer); its exit code and output. */
function lintView(source: string, role = 'view.tsx', layer = 'screens'): { code: number | null; output: string } {
  const folder = folderIn(layer);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `planted-${Math.abs(hash(source))}.${role}`);
  writeFileSync(file, source);
  const run = spawnSync(biome, ['lint', '--max-diagnostics=5', file], { cwd: repo, encoding: 'utf8' });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + (char.codePointAt(0) ?? 0)) | 0;
  return value;
}

describe('the view boundary', () => {
  it.each([
    ["a screen's providers", "import { liveWithdrawalMachine } from '../../withdrawal/withdrawal.providers.ts';"],
    ['a screen', "import { WithdrawalScreen } from '../../withdrawal/withdrawal.screen.tsx';"],
    ["the app's providers", "import { transport } from '../../../wiring/app/providers.ts';"],
    ['xstate', "import { createActor } from 'xstate';"],
    ['a domain rule', "import { checkWithdrawal } from '@lobby/domain/withdrawal';"],
  ])('refuses a view importing %s', (_what, line) => {
    const { code, output } = lintView(`${line}\n\nexport const planted = [${line.match(/\{ (\w+) \}/)?.[1]}];\n`);
    expect(code).not.toBe(0);
    expect(output).toContain('Boundary:');
  });

  it('lets a view import its view-model type and ui-kit', () => {
    const { code, output } = lintView(
      "import type { WithdrawalViewModel } from '@lobby/domain/withdrawal';\nimport { Button } from '@lobby/ui-kit';\n\nexport const planted: [typeof Button, WithdrawalViewModel | null] = [Button, null];\n",
    );
    expect(output).not.toContain('Boundary:');
    expect(code).toBe(0);
  });
});

describe("the drivers' boundary", () => {
  const line = "import { driver } from '../../mine/mine.driver.ts';\n\nexport const planted = [driver];\n";

  it.each([
    ['a screen', 'screen.tsx'],
    ["a screen's providers", 'providers.ts'],
    ['a view', 'view.tsx'],
  ])('refuses %s importing a driver file', (_what, role) => {
    const { code, output } = lintView(line, role);
    expect(code).not.toBe(0);
    expect(output).toContain('Boundary:');
  });

  it('lets a driver file import another', () => {
    const { code, output } = lintView(line, 'driver.ts');
    expect(output).not.toContain('Boundary:');
    expect(code).toBe(0);
  });
});

describe('the layers', () => {
  const planting = (line: string) => `${line}\n\nexport const planted = [${line.match(/\{ (\w+) \}/)?.[1]}];\n`;

  it.each([
    ['a screen', 'the root', 'screens', 'ts', "import { routes } from '../../../root/routes.ts';"],
    [
      'the wiring',
      'a screen',
      'wiring',
      'ts',
      "import { liveVipMachine } from '../../../screens/vip/vip.providers.ts';",
    ],
    [
      'a view of the wiring',
      "a screen's view",
      'wiring',
      'view.tsx',
      "import { VipView } from '../../../screens/vip/vip.view.tsx';",
    ],
    ['the ground', 'the wiring', 'ground', 'ts', "import { toaster } from '../../../wiring/app/effects.ts';"],
  ])('refuses %s importing %s', (_who, _what, layer, role, line) => {
    const { code, output } = lintView(planting(line), role, layer);
    expect(code).not.toBe(0);
    expect(output).toContain('Layers:');
  });

  it.each([
    ['a screen', 'the wiring', 'screens', "import { toaster } from '../../../wiring/app/effects.ts';"],
    ['a screen', 'the ground', 'screens', "import { safeUrl } from '../../../ground/effects/safe-url.ts';"],
    ['the wiring', 'the ground', 'wiring', "import { safeUrl } from '../../../ground/effects/safe-url.ts';"],
  ])('lets %s import %s', (_who, _what, layer, line) => {
    const { code, output } = lintView(planting(line), 'ts', layer);
    expect(output).not.toContain('Layers:');
    expect(code).toBe(0);
  });
});
