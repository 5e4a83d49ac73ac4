import { createHash } from 'node:crypto';
import type { HtmlTagDescriptor, Plugin, ResolvedConfig, Rolldown } from 'vite';

/** The early script's source (src/boot/early.ts), relative to the app's root. */
export const EARLY_ENTRY = 'src/boot/early.ts';

/** The early script as index.html loads it: first in the head, `async`, a module from this origin. */
const tag = (src: string): HtmlTagDescriptor => ({
  tag: 'script',
  attrs: { type: 'module', async: true, crossorigin: true, src },
  injectTo: 'head-prepend',
});

/**
 * index.html's early script (src/boot/early.ts): about 1 KiB that runs while the app's script is still arriving
 * and primes home's first calls (`@lobby/api/prime`). It is compiled on its own, by a build of that one file with
 * no config file and no plugins, not as a second entry of the app's build: two entries would share modules
 * through a common chunk, and the app's entry would then wait for one more file (or the early script for the
 * app's whole start chunk). That build is no learning pass: it runs once, beside the app's, and its output is
 * the file written. The page loads it first, from `./assets/` like every script (the policy allows scripts from
 * this origin only). The dev server serves the source file instead.
 */
export function earlyScript({ entry = EARLY_ENTRY }: { entry?: string } = {}): Plugin {
  let config: ResolvedConfig;
  let built: { fileName: string; code: string } | undefined;
  return {
    name: 'lobby-early-script',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.command !== 'build') return;
      const { build } = await import('vite');
      const output = await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          write: false,
          target: config.build.target,
          minify: config.build.minify,
          copyPublicDir: false,
          modulePreload: false,
          rolldownOptions: { input: entry },
        },
      });
      const [chunk] = (Array.isArray(output) ? output : [output])
        .flatMap((result) => ('output' in result ? result.output : []))
        .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      if (!chunk) throw new Error(`the early script (${entry}) built no chunk`);
      const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8);
      built = { fileName: `assets/early-${hash}.js`, code: chunk.code };
    },
    generateBundle() {
      if (built) this.emitFile({ type: 'asset', fileName: built.fileName, source: built.code });
    },
    transformIndexHtml() {
      if (config.command === 'serve') return [tag(`/${entry}`)];
      if (!built) throw new Error('the early script was not built');
      return [tag(`./${built.fileName}`)];
    },
  };
}
