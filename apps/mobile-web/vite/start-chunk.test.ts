import { afterAll, describe, expect, it } from 'vitest';
import { buildFixture, fixtureRoot } from './fixture-build.ts';
import { startChunk } from './start-chunk.ts';

// A first page (`main.ts`) that imports a button (which imports React) and loads a screen lazily; the screen
// shares the button and a table with a second screen. The screen is also reachable from another entry
// (`other.ts`): Rolldown then splits the shared modules out of the first page's chunk, as it does in the app's
// larger graph (nine small chunks there), while a lone entry this small would be kept whole anyway.
const fixture = fixtureRoot({
  'main.ts': `import { button } from './button.ts';\nconsole.log(button());\naddEventListener('click', () => import('./login.ts').then((m) => m.default()));\n`,
  'other.ts': `addEventListener('click', () => import('./login.ts').then((m) => m.default()));\naddEventListener('keydown', () => import('./mine.ts').then((m) => m.default()));\n`,
  'react.ts': `export const react = () => 'react';\n`,
  'button.ts': `import { react } from './react.ts';\nexport const button = () => 'button ' + react();\n`,
  'table.ts': `export const table = () => 'table';\n`,
  'login.ts': `import { button } from './button.ts';\nimport { table } from './table.ts';\nexport default () => button() + table();\n`,
  'mine.ts': `import { table } from './table.ts';\nexport default () => table();\n`,
});
afterAll(() => fixture.remove());

const build = (plugins: ReturnType<typeof startChunk>[]) =>
  buildFixture(fixture.root, { plugins, build: { rolldownOptions: { input: ['main.ts', 'other.ts'] } } });

const names = (ids: readonly string[]) =>
  ids.filter((id) => id.startsWith(fixture.root)).map((id) => id.slice(fixture.root.length + 1));

type Chunks = Awaited<ReturnType<typeof build>>;

/** The source modules the first page runs, over the chunks it loads before running (its static imports). */
function firstPage(chunks: Chunks): { files: string[]; modules: string[] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('main.ts'));
  const files: string[] = [];
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  if (entry) visit(entry.fileName);
  const modules = files.flatMap((file) => names(byFile.get(file)?.moduleIds ?? []));
  return { files, modules: modules.sort() };
}

describe('the start chunk', () => {
  it('is needed: without it the first page loads what it shares with a screen as files of their own', async () => {
    const { files } = firstPage(await build([]));
    expect(files.length).toBeGreaterThan(1);
  });

  it('puts the entry and everything it imports statically into one chunk, and nothing lazy', async () => {
    const chunks = await build([startChunk()]);
    const start = chunks.find((chunk) => chunk.name === 'start');
    expect(names(start?.moduleIds ?? []).sort()).toEqual(['button.ts', 'main.ts', 'other.ts', 'react.ts']);
    // The first page runs exactly its static graph, from that chunk (its entry file is a facade over it or it).
    const { files, modules } = firstPage(chunks);
    expect(modules.filter((name) => name !== 'other.ts')).toEqual(['button.ts', 'main.ts', 'react.ts']);
    expect(files.filter((file) => file !== start?.fileName).length).toBeLessThanOrEqual(1);
    // A screen takes the shared button from it (loaded already) and keeps the table, shared only by screens, out.
    const login = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('login.ts'));
    expect(login?.imports).toContain(start?.fileName);
    expect(names(start?.moduleIds ?? [])).not.toContain('table.ts');
  });

  it('applies to builds only', () => {
    expect(startChunk().apply).toBe('build');
  });
});
