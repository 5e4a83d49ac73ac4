import { createHash } from 'node:crypto';
import type { ResolvedConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { earlyScript, scriptHash, withScriptHash } from './early-script.ts';
import { fixtureRoot } from './fixture-build.ts';

// An early script that imports a helper module (as src/wiring/boot/early.ts imports storage and the api's prime).
const fixture = fixtureRoot({
  'boot/early.ts': `import { greet } from './helper.ts';\nif (location.hash === '') greet('early');\n`,
  'boot/helper.ts': `export const greet = (who: string) => console.log('hello ' + who);\nexport const unused = () => 'dropped';\n`,
});
afterAll(() => fixture.remove());

type Hooks = {
  configResolved: (config: ResolvedConfig) => void;
  buildStart: () => Promise<void>;
  transformIndexHtml: (
    html: string,
  ) =>
    | { html: string; tags: { tag: string; attrs: Record<string, unknown>; children: string; injectTo: string }[] }
    | { attrs: Record<string, unknown>; injectTo: string }[];
};

const config = (command: 'build' | 'serve') =>
  ({ command, root: fixture.root, mode: 'production', build: { target: 'es2020', minify: true } }) as ResolvedConfig;

const PAGE = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self'" />`;

describe('the early script', () => {
  it('is compiled on its own into code that imports nothing, first in the head, allowed by its hash alone', async () => {
    const plugin = earlyScript({ entry: 'boot/early.ts' }) as unknown as Hooks;
    plugin.configResolved(config('build'));
    await plugin.buildStart();
    const result = plugin.transformIndexHtml(PAGE);
    if (Array.isArray(result)) throw new Error('a build inlines the script');
    const [tag] = result.tags;
    expect(result.tags).toHaveLength(1);
    expect(tag?.attrs).toEqual({ type: 'module', async: true });
    expect(tag?.injectTo).toBe('head-prepend');
    const code = tag?.children ?? '';
    expect(code).toContain('hello ');
    expect(code).not.toMatch(/\bimport\b/);
    expect(code).not.toContain('dropped');
    const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    expect(scriptHash(code)).toBe(hash);
    expect(result.html).toContain(`script-src 'self' ${hash};`);
    expect(result.html.match(/sha256-/g)).toHaveLength(1);
  });

  it('refuses a page whose policy has no script-src to extend', () => {
    expect(() => withScriptHash(`<meta content="default-src 'self'" />`, "'sha256-x'")).toThrow(/script-src/);
  });

  it('is the source file in the dev server, with nothing built', async () => {
    const plugin = earlyScript({ entry: 'boot/early.ts' }) as unknown as Hooks;
    plugin.configResolved(config('serve'));
    await plugin.buildStart();
    const result = plugin.transformIndexHtml(PAGE);
    expect(Array.isArray(result) && result[0]?.attrs.src).toBe('/boot/early.ts');
  });
});
