// What each route loads on a cold start, read from Vite's manifest (dist/.vite/manifest.json), and its size
// compressed as a server sends it. Bytes are deterministic, so the size suite can fail on them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ScreenCheck } from './routes.ts';

/** One chunk of Vite's build manifest. */
type ManifestChunk = {
  file: string;
  /** The chunk's name: its module's file name, or a package entry's (`carousel` for `@lobby/ui-kit/carousel`). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

/** Vite's build manifest: chunks by source key (`index.html`, `src/screens/login/login.screen.tsx`). */
export type Manifest = Record<string, ManifestChunk>;

/** A size in bytes as stored and as sent with each encoding. */
export type Bytes = { raw: number; gzip: number; brotli: number };

/** The JS and CSS of one set of files. */
export type Weight = { js: Bytes; css: Bytes; files: string[] };

/** What one route loads: everything on a cold start, and its own part (beyond the entry and the deferred table). */
export type RouteSize = { key: string; path: string; coldStart: Weight; own: Weight };

/** The module that imports every screen off the first paint's path. */
export const DEFERRED_TABLE = 'src/root/deferred-screens.ts';

const zero = (): Bytes => ({ raw: 0, gzip: 0, brotli: 0 });

/** Reads the manifest of a build folder. */
export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The key of the build's entry chunk (index.html). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('The manifest has no entry chunk; was the app built with build.manifest?');
  return key;
}

/**
 * The script files index.html loads besides the entry's chunks (none today: the early script is inline, see
 * {@link inlineScripts}): every visit fetches them, whatever the route.
 */
export function pageScripts(distDir: string, manifest: Manifest = readManifest(distDir)): string[] {
  const chunks = new Set(Object.values(manifest).map((chunk) => chunk.file));
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc="\.\/([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .filter((file) => file !== '' && !chunks.has(file));
}

/**
 * The code of the page's inline scripts (the early script, which the build writes into index.html): every visit
 * runs it, whatever the route, so it weighs in each cold start as the files do.
 */
export function inlineScripts(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '');
}

/** A file's or a text's size, compressed as a CDN would: gzip level 9 and brotli quality 11. */
export function measureText(text: string | Buffer): Bytes {
  const body = typeof text === 'string' ? Buffer.from(text) : text;
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** A chunk and every chunk it imports statically, transitively (what the browser fetches with it). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function filesOf(manifest: Manifest, keys: Iterable<string>): string[] {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files].sort();
}

/** Measures files of a build folder (see {@link measureText}), each once. */
export function createMeter(distDir: string): (file: string) => Bytes {
  const cache = new Map<string, Bytes>();
  return (file) => {
    const known = cache.get(file);
    if (known) return known;
    const bytes = measureText(readFileSync(join(distDir, file)));
    cache.set(file, bytes);
    return bytes;
  };
}

/** The files' JS and CSS, and `inlineJs` (inline scripts' code) with the JS. */
function weigh(files: string[], measure: (file: string) => Bytes, inlineJs: readonly string[] = []): Weight {
  const weight: Weight = { js: zero(), css: zero(), files };
  const add = (total: Bytes, bytes: Bytes) => {
    total.raw += bytes.raw;
    total.gzip += bytes.gzip;
    total.brotli += bytes.brotli;
  };
  for (const file of files) add(file.endsWith('.css') ? weight.css : weight.js, measure(file));
  for (const code of inlineJs) add(weight.js, measureText(code));
  return weight;
}

/**
 * The chunks a cold start on a lazy module fetches before it: the dynamic entries on the way from the entry (the
 * deferred screens' table for most screens), each with its static imports. Empty for a module the entry imports
 * dynamically itself.
 */
function wayTo(manifest: Manifest, entry: Set<string>, target: string): Set<string> {
  const cameFrom = new Map<string, string | null>();
  const queue: string[] = [];
  for (const key of entry) {
    for (const next of manifest[key]?.dynamicImports ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, null);
        queue.push(next);
      }
    }
  }
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (key === target) break;
    for (const next of manifest[key]?.dynamicImports ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, key);
        queue.push(next);
      }
    }
  }
  const way = new Set<string>();
  for (let step = cameFrom.get(target) ?? null; step !== null; step = cameFrom.get(step) ?? null) {
    staticClosure(manifest, step, way);
  }
  return way;
}

/** The screens whose loads differ: maintenance (inside the entry) and a second mode of one route count once. */
export function sizedScreens(screens: readonly ScreenCheck[]): ScreenCheck[] {
  const seen = new Set<string>();
  return screens.filter((screen) => {
    const id = `${screen.path.split('?')[0]} ${screen.module ?? ''}`;
    if (screen.maintenance || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * What each screen loads on a cold start (the entry, the chunks on the way, its lazy chunk and their static
 * imports, with their CSS)
 * and its own part (what it adds beyond the entry; all of it for a screen inside the entry).
 */
export function routeSizes(distDir: string, screens: readonly ScreenCheck[]): RouteSize[] {
  const manifest = readManifest(distDir);
  const measure = createMeter(distDir);
  const entry = staticClosure(manifest, entryKey(manifest));
  const page = pageScripts(distDir, manifest);
  const inline = inlineScripts(distDir);
  return sizedScreens(screens).map((screen) => {
    const way = screen.module ? wayTo(manifest, entry, screen.module) : new Set<string>();
    const route = screen.module ? staticClosure(manifest, screen.module, new Set([...entry, ...way])) : entry;
    // The chunks on the way (the deferred table) are the app's like the entry: every visit fetches them once the
    // browser is idle, whatever the route. They weigh in the cold start and in `deferredTableSize`, not here.
    const own = screen.module ? [...route].filter((key) => !entry.has(key) && !way.has(key)) : [...route];
    return {
      key: screen.key,
      path: screen.path.split('?')[0] ?? '/',
      coldStart: weigh([...page, ...filesOf(manifest, route)], measure, inline),
      own: weigh(filesOf(manifest, own), measure),
    };
  });
}

/** The deferred screens' table (src/root/deferred-screens.ts) with what it imports statically. */
export function deferredTableSize(distDir: string): Weight {
  const manifest = readManifest(distDir);
  const entry = staticClosure(manifest, entryKey(manifest));
  const table = [...staticClosure(manifest, DEFERRED_TABLE)].filter((key) => !entry.has(key));
  return weigh(filesOf(manifest, table), createMeter(distDir));
}

/** The lazy screen modules the build holds (dynamic entries under src/screens/). */
export function lazyScreenModules(distDir: string): string[] {
  const manifest = readManifest(distDir);
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && /^src\/screens\/.*\.screen\.tsx$/.test(key))
    .map(([key]) => key)
    .sort();
}

/** Every JS file of a build folder, by manifest, for checks on what ships. */
export function builtScripts(distDir: string): string[] {
  const manifest = readManifest(distDir);
  const chunks = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'));
  return [...pageScripts(distDir, manifest), ...chunks];
}
