import type { ResolvedConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { earlyScript } from './early-script.ts';
import { fixtureRoot } from './fixture-build.ts';

// An early script that imports a helper module (as src/boot/early.ts imports storage and the api's prime).
const fixture = fixtureRoot({
  'boot/early.ts': `import { greet } from './helper.ts';\nif (location.hash === '') greet('early');\n`,
  'boot/helper.ts': `export const greet = (who: string) => console.log('hello ' + who);\nexport const unused = () => 'dropped';\n`,
});
afterAll(() => fixture.remove());

type Hooks = {
  configResolved: (config: ResolvedConfig) => void;
  buildStart: () => Promise<void>;
  generateBundle: (this: { emitFile: (file: unknown) => void }) => void;
  transformIndexHtml: () => { attrs: Record<string, unknown>; injectTo: string }[];
};

const config = (command: 'build' | 'serve') =>
  ({ command, root: fixture.root, mode: 'production', build: { target: 'es2020', minify: true } }) as ResolvedConfig;

describe('the early script', () => {
  it('is compiled on its own into one file that imports nothing, and loaded first in the head', async () => {
    const plugin = earlyScript({ entry: 'boot/early.ts' }) as unknown as Hooks;
    plugin.configResolved(config('build'));
    await plugin.buildStart();
    const emitted: { type: string; fileName: string; source: string }[] = [];
    plugin.generateBundle.call({ emitFile: (file) => emitted.push(file as (typeof emitted)[number]) });
    expect(emitted).toHaveLength(1);
    const [file] = emitted;
    expect(file?.fileName).toMatch(/^assets\/early-[\w-]{8}\.js$/);
    expect(file?.source).toContain('hello ');
    expect(file?.source).not.toMatch(/\bimport\b/);
    expect(file?.source).not.toContain('dropped');
    expect(plugin.transformIndexHtml()).toEqual([
      {
        tag: 'script',
        attrs: { type: 'module', async: true, crossorigin: true, src: `./${file?.fileName}` },
        injectTo: 'head-prepend',
      },
    ]);
  });

  it('is the source file in the dev server, with nothing built', async () => {
    const plugin = earlyScript({ entry: 'boot/early.ts' }) as unknown as Hooks;
    plugin.configResolved(config('serve'));
    await plugin.buildStart();
    const emitted: unknown[] = [];
    plugin.generateBundle.call({ emitFile: (file) => emitted.push(file) });
    expect(emitted).toEqual([]);
    expect(plugin.transformIndexHtml()[0]?.attrs.src).toBe('/boot/early.ts');
  });
});
