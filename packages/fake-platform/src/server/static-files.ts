import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { compress, type Encoding, preferredEncoding } from './compression.ts';
import { CACHE_CONTROL, INSTALLED_APP_FILES } from './security-headers.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.svg', '.txt', '.xml']);

// Vite names everything under assets/ by content hash, so those files never change under the same name.
const IMMUTABLE = CACHE_CONTROL.hashedAsset;
const REVALIDATE = CACHE_CONTROL.page;

const PRECOMPRESSED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

async function fileSize(path: string): Promise<number | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}

/** Splits a raw request path into decoded segments; undefined when it tries to leave the folder or cannot be read. */
function safeSegments(rawPath: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((segment) => segment !== '' && segment !== '.');
  return segments.includes('..') ? undefined : segments;
}

/**
 * The Traditional Chinese build's folder inside the app's (apps/mobile-web/vite.config.ts, issue #33): a second page
 * with assets of its own, served as the root's are.
 */
const HANT = 'hant';

/** Serves a built single-page app from one folder, with the caching and compression a CDN would add. */
export function createStaticFiles(distDir: string) {
  const root = resolve(distDir);
  const cache = new Map<string, Buffer>();

  async function compressed(path: string, encoding: Encoding, mtimeMs: number): Promise<Buffer> {
    const key = `${path}\0${encoding}\0${mtimeMs}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const body = await compress(await readFile(path), encoding);
    cache.set(key, body);
    return body;
  }

  async function send(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    cacheControl: string,
    contentType?: string,
  ): Promise<void> {
    const extension = extname(path).toLowerCase();
    const info = await stat(path);
    response.setHeader('Content-Type', contentType ?? CONTENT_TYPES[extension] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', cacheControl);
    response.setHeader('Last-Modified', info.mtime.toUTCString());
    response.setHeader('X-Content-Type-Options', 'nosniff');

    const encoding = COMPRESSIBLE.has(extension) ? preferredEncoding(request) : undefined;
    if (COMPRESSIBLE.has(extension)) response.setHeader('Vary', 'Accept-Encoding');
    if (encoding) {
      response.setHeader('Content-Encoding', encoding);
      const sibling = `${path}${PRECOMPRESSED_SUFFIX[encoding]}`;
      const siblingSize = await fileSize(sibling);
      if (siblingSize !== undefined) {
        response.setHeader('Content-Length', siblingSize);
        if (request.method === 'HEAD') return void response.end();
        return pipeline(createReadStream(sibling), response);
      }
      const body = await compressed(path, encoding, info.mtimeMs);
      response.setHeader('Content-Length', body.length);
      return void response.end(request.method === 'HEAD' ? undefined : body);
    }
    response.setHeader('Content-Length', info.size);
    if (request.method === 'HEAD') return void response.end();
    return pipeline(createReadStream(path), response);
  }

  function plain(response: ServerResponse, status: number, text: string): void {
    response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE });
    response.end(text);
  }

  /** Answers one GET or HEAD request for a file, the app's index.html, or an error status. */
  return async function serveStatic(request: IncomingMessage, response: ServerResponse, rawPath: string) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return plain(response, 405, 'Method Not Allowed');
    }
    const segments = safeSegments(rawPath);
    if (!segments) return plain(response, 400, 'Bad Request');
    const path = resolve(root, ...segments);
    // Belt and braces: the segments were checked, and the resolved path must still lie inside the folder.
    if (path !== root && !path.startsWith(root + sep)) return plain(response, 400, 'Bad Request');

    // The Traditional build answers under hant/ as the root build does at /, when there is one.
    const hant = segments[0] === HANT && (await fileSize(join(root, HANT, 'index.html'))) !== undefined;
    const site = hant ? join(root, HANT) : root;
    const isAsset = segments[hant ? 1 : 0] === 'assets';
    if (hant && segments.length === 1 && !rawPath.endsWith('/')) {
      // `/hant` is `/hant/`: the page's files are named relative to it.
      response.writeHead(301, { Location: `/${HANT}/`, 'Cache-Control': REVALIDATE });
      return void response.end();
    }
    if (segments.length > (hant ? 1 : 0) && (await fileSize(path)) !== undefined) {
      const isIndex = path === join(site, 'index.html');
      // The service worker and the manifest: asked again each time, with their own types.
      const installed = INSTALLED_APP_FILES[`/${segments.join('/')}`];
      if (installed) return send(request, response, path, REVALIDATE, installed);
      return send(request, response, path, isAsset && !isIndex ? IMMUTABLE : REVALIDATE);
    }
    // A path that names a file (or lives under assets/) and is missing is a 404; anything else is an app route.
    const last = segments.at(-1) ?? '';
    if (isAsset || last.includes('.')) return plain(response, 404, 'Not Found');
    const index = join(site, 'index.html');
    if ((await fileSize(index)) === undefined) {
      return plain(
        response,
        404,
        `No index.html in ${root}: build the app first (pnpm --filter @lobby/mobile-web build).`,
      );
    }
    return send(request, response, index, REVALIDATE);
  };
}
