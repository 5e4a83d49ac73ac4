import { createHash } from 'node:crypto';
import type { HtmlTagDescriptor, Plugin, ResolvedConfig, Rolldown } from 'vite';

/** The early script's source (src/wiring/boot/early.ts), relative to the app's root. */
export const EARLY_ENTRY = 'src/wiring/boot/early.ts';

/** The early script as the dev server's page loads it: first in the head, `async`, a module from this origin. */
const tag = (src: string): HtmlTagDescriptor => ({
  tag: 'script',
  attrs: { type: 'module', async: true, crossorigin: true, src },
  injectTo: 'head-prepend',
});

/** The early script inside the built page: first in the head, `async`, its code in the tag. */
const inlineTag = (code: string): HtmlTagDescriptor => ({
  tag: 'script',
  attrs: { type: 'module', async: true },
  children: code,
  injectTo: 'head-prepend',
});

/** The policy source that allows exactly this inline script: its SHA-256, as CSP spells it. */
export const scriptHash = (code: string): string => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** index.html with `script-src` allowing, besides this origin's files, the one inline script of this hash. */
export function withScriptHash(html: string, hash: string): string {
  let replaced = 0;
  const result = html.replace(/script-src 'self'/, () => {
    replaced += 1;
    return `script-src 'self' ${hash}`;
  });
  if (replaced !== 1) throw new Error("index.html has no script-src 'self' in its Content-Security-Policy");
  return result;
}

/**
 * index.html's early script (src/wiring/boot/early.ts): about 1 KiB that runs while the app's script is still arriving
 * and primes home's first calls (`@lobby/api/prime`). It is compiled on its own, by a build of that one file with
 * no config file and no plugins, not as a second entry of the app's build: two entries would share modules
 * through a common chunk, and the app's entry would then wait for one more file (or the early script for the
 * app's whole start chunk). That build is no learning pass: it runs once, beside the app's. Its code goes into
 * the page itself, first in the head: the first lists and the first banner leave as the HTML arrives, not one
 * round trip later after a file of their own (the page's largest paint, on a slow network, is that banner). The
 * policy allows it by its hash and still no other inline script. The dev server serves the source file instead.
 */
export function earlyScript({ entry = EARLY_ENTRY }: { entry?: string } = {}): Plugin {
  let config: ResolvedConfig;
  let built: string | undefined;
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
      // Inside a <script> element the HTML parser ends the script at `</script` and treats `<!--` specially.
      if (/<\/script|<!--/i.test(chunk.code)) throw new Error(`the early script (${entry}) cannot be inlined as is`);
      built = chunk.code;
    },
    transformIndexHtml(html) {
      if (config.command === 'serve') return [tag(`/${entry}`)];
      if (!built) throw new Error('the early script was not built');
      return { html: withScriptHash(html, scriptHash(built)), tags: [inlineTag(built)] };
    },
  };
}
