import { afterAll, describe, expect, it } from 'vitest';
import { buildFixture, fixtureRoot } from './fixture-build.ts';
import { loadedPreloads } from './loaded-preloads.ts';

// A page that imports a kit statically and opens a screen lazily; the screen uses the kit and a table it shares with
// a second screen (so the table is a chunk of its own); a check, loaded lazily too, uses the table.
const fixture = fixtureRoot({
  'main.ts': [
    `import { kit } from './kit.ts';`,
    `console.log(kit());`,
    `addEventListener('click', () => import('./screen.ts').then((m) => m.default()));`,
    `addEventListener('keydown', () => import('./other.ts').then((m) => m.default()));`,
    '',
  ].join('\n'),
  'kit.ts': `export const kit = () => 'kit';\n`,
  'table.ts': `export const table = () => 'table';\n`,
  'screen.ts': [
    `import { kit } from './kit.ts';`,
    `export default () => import('./check.ts').then((m) => m.default() + kit());`,
    '',
  ].join('\n'),
  'other.ts': `import { table } from './table.ts';\nexport default () => table();\n`,
  'check.ts': `import { table } from './table.ts';\nimport { kit } from './kit.ts';\nexport default () => table() + kit();\n`,
});
afterAll(() => fixture.remove());

const build = (plugins: ReturnType<typeof loadedPreloads>[]) =>
  buildFixture(fixture.root, {
    plugins,
    build: {
      modulePreload: { polyfill: false },
      rolldownOptions: { input: 'main.ts', output: { chunkFileNames: '[name].js', entryFileNames: '[name].js' } },
    },
  });

type Chunks = Awaited<ReturnType<typeof build>>;

/** The files a chunk's lazy imports name for preloading (Vite's `__vite__mapDeps` list), or [] without one. */
function preloadList(chunks: Chunks, name: string): string[] {
  const code = chunks.find((chunk) => chunk.name === name)?.code ?? '';
  const list = /m\.f=(\[[^\]]*\])/.exec(code)?.[1];
  return list ? (JSON.parse(list) as string[]).map((file) => file.replace(/^\.?\//, '')) : [];
}

describe('lazy imports’ preload lists', () => {
  it('name, without the plugin, files their importer has loaded already', async () => {
    expect(preloadList(await build([]), 'screen')).toContain('main.js');
  });

  it('leave out what the importer has loaded and keep what it has not', async () => {
    const chunks = await build([loadedPreloads()]);
    const list = preloadList(chunks, 'screen');
    expect(list).not.toContain('main.js');
    expect(list).toEqual(expect.arrayContaining(['check.js', 'table.js']));
  });

  it('are left out whole for a module the plugin is told to leave unlisted', async () => {
    const chunks = await build([loadedPreloads(/\/check\.ts$/)]);
    expect(preloadList(chunks, 'screen')).toEqual([]);
    expect(chunks.find((chunk) => chunk.name === 'screen')?.code).toContain(`import("./check.js")`);
  });
});
