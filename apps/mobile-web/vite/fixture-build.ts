// Test support for the plugins' tests: a few source files in a temporary folder, built by Vite without writing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type InlineConfig, type Rolldown } from 'vite';

/** Writes `files` (path relative to the folder → source) into a new temporary folder and returns it. */
export function fixtureRoot(files: Record<string, string>): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'lobby-vite-fixture-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Builds the fixture in `root` (no config file, nothing written) and returns its chunks. */
export async function buildFixture(root: string, config: InlineConfig): Promise<Rolldown.OutputChunk[]> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    ...config,
    build: { write: false, minify: false, modulePreload: false, ...config.build },
  });
  return (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}
