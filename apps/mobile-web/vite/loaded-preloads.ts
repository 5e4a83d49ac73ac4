import type { Plugin, Rolldown } from 'vite';

/**
 * Lazy imports name only the files their importer has not loaded yet. For each `import()`, Vite writes into the
 * importing chunk the list of files to fetch beside the lazy chunk (its static imports, transitively), file names
 * that cost about 12 B of gzip each. The files the importing chunk itself imports statically (the start chunk, the
 * shared kits) are already loaded when its code runs: naming them again preloads nothing. Their names leave the list;
 * what a lazy import fetches, and when, is unchanged. Styles are Vite's to list (it adds them after this choice).
 *
 * A module matching `unlisted` is imported with no list at all: its chunk arrives, then what it imports. For code
 * loaded by a tap long after the page (the deposit limits' check), from the service worker's cache by then, the
 * second round trip is not felt, and its six names would cost the route that imports it about 70 B.
 */
export function loadedPreloads(unlisted?: RegExp): Plugin {
  let bundle: Rolldown.OutputBundle | undefined;
  const loadedBy = new Map<string, Set<string>>();

  /** The files a chunk has loaded when its code runs: itself and its static imports, transitively. */
  const loaded = (host: string): Set<string> => {
    const known = loadedBy.get(host);
    if (known) return known;
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      const chunk = bundle?.[file];
      if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
    };
    visit(host);
    loadedBy.set(host, files);
    return files;
  };

  return {
    name: 'lobby-loaded-preloads',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (file, deps, { hostId, hostType }) => {
            if (hostType !== 'js' || !bundle) return deps;
            const chunk = bundle[file];
            if (unlisted && chunk?.type === 'chunk' && unlisted.test(chunk.facadeModuleId ?? '')) return [];
            return deps.filter((dep) => !loaded(hostId).has(dep));
          },
        },
      },
    }),
    // Runs before Vite's own generateBundle writes the lists (a build plugin of Vite's, ordered after the user's).
    generateBundle(_options, output) {
      bundle = output;
      loadedBy.clear();
    },
  };
}
