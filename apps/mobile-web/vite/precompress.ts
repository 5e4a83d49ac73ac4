import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The files under `assets/` that travel compressed: scripts, styles and pictures drawn as text. */
const COMPRESSIBLE = /^(?:.*\/)?assets\/[^/]+\.(?:js|css|svg)$/;

/**
 * Writes each file of `assets/` also compressed, beside it: `<file>.gz` (gzip, level 9) and `<file>.br` (brotli,
 * quality 11), the sizes `quality/bundle-size.ts` budgets. A server that compresses as it answers does it at a
 * level it can afford on every request: nginx's `gzip on` at level 1 (the start chunk 131 KB, against 111 KB at
 * level 9 and 96 KB in brotli 11), the fake platform's brotli at 9 (103 KB). nginx's `gzip_static` (deploy/nginx.conf) and the fake platform's server send the
 * stored file instead. Only `assets/`: its names change with their content, so a stored copy is never stale (the
 * page, the service worker and the manifest are compressed as they are asked for).
 */
export function precompress(): Plugin {
  return {
    name: 'lobby-precompress',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (!COMPRESSIBLE.test(file.fileName)) continue;
          const body = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gzipSync(body, { level: 9 }) });
          this.emitFile({
            type: 'asset',
            fileName: `${file.fileName}.br`,
            source: brotliCompressSync(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            }),
          });
        }
      },
    },
  };
}
