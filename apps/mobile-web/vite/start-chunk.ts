import type { Plugin } from 'vite';

/** The name of the chunk that holds the code every start runs (Vite adds the hash: `assets/start-<hash>.js`). */
export const START_CHUNK = 'start';

/**
 * The code every start runs, in one file: the entry and everything it imports statically. The bundler otherwise
 * splits what the entry shares with lazy screens into small chunks (React, icons, the button...) that the entry
 * imports: eight requests on the first page's path, each compressed on its own (about 1.5 KiB more in gzip).
 * One static chunk group does it: Rolldown tags `$initial` every module an entry imports statically, directly or
 * through others, so the group captures exactly the first page's modules, in the same build (no first pass).
 * Lazy screens import what they share from it, loaded already. No module moves onto or off the first page's path.
 */
export function startChunk(): Plugin {
  return {
    name: 'lobby-start-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: START_CHUNK, tags: ['$initial'] }] } } },
      },
    }),
  };
}
