import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureRoot } from './fixture-build.ts';
import { precompress } from './precompress.ts';

const fixture = fixtureRoot({
  'index.html':
    '<!doctype html><html><head><title>x</title></head><body><script type="module" src="./main.ts"></script></body></html>',
  'main.ts': `import './main.css';\nconsole.log('the start', ${JSON.stringify('x'.repeat(2000))});\naddEventListener('click', () => import('./later.ts'));\n`,
  'main.css': `body { color: red; background: ${'#fff '.repeat(2)}; }\n`,
  'later.ts': `export default 'later';\n`,
});
afterAll(() => fixture.remove());

async function files(): Promise<Map<string, Rolldown.OutputChunk | Rolldown.OutputAsset>> {
  const output = await build({
    configFile: false,
    root: fixture.root,
    logLevel: 'silent',
    plugins: [precompress()],
    build: { write: false, minify: false, modulePreload: false, cssCodeSplit: true },
  });
  const results = Array.isArray(output) ? output : [output];
  const all = results.flatMap((result) => ('output' in result ? result.output : []));
  return new Map(all.map((file) => [file.fileName, file]));
}

const text = (file: Rolldown.OutputChunk | Rolldown.OutputAsset | undefined) =>
  file?.type === 'chunk' ? file.code : Buffer.from(file?.source ?? '').toString();
const bytes = (file: Rolldown.OutputChunk | Rolldown.OutputAsset | undefined) =>
  Buffer.from(file?.type === 'asset' ? file.source : '');

describe('precompress', () => {
  it('writes every script and style of assets/ beside it as gzip and brotli of exactly its text', async () => {
    const built = await files();
    const originals = [...built.keys()].filter((name) => /^assets\/.*\.(js|css)$/.test(name));
    expect(originals.length).toBeGreaterThanOrEqual(3);
    for (const name of originals) {
      expect(gunzipSync(bytes(built.get(`${name}.gz`))).toString(), name).toBe(text(built.get(name)));
      expect(brotliDecompressSync(bytes(built.get(`${name}.br`))).toString(), name).toBe(text(built.get(name)));
    }
    const start = originals.find((name) => text(built.get(name)).includes('the start')) ?? '';
    expect(bytes(built.get(`${start}.br`)).length).toBeLessThan(text(built.get(start)).length / 4);
  });

  it('leaves the page itself as it is: only assets/, whose names change with their content, get stored copies', async () => {
    const built = await files();
    expect(built.has('index.html')).toBe(true);
    expect([...built.keys()].filter((name) => /\.(gz|br)$/.test(name) && !name.startsWith('assets/'))).toEqual([]);
  });

  it('applies to builds only', () => {
    expect(precompress().apply).toBe('build');
  });
});
