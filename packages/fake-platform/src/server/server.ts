import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { getResponse } from 'msw';
import { ASSET_PREFIX, generatedAsset } from '../assets.ts';
import { createHandlers } from '../handlers.ts';
import { DEFAULT_FAKE_KIND, type FakeKind } from '../kind.ts';
import { createScenarios, type Scenarios } from '../scenarios.ts';
import { createStore, DEFAULT_APPROVE_AFTER_MS, type Store } from '../store.ts';
import {
  answerClientError,
  guarded,
  HttpFailure,
  MAX_BODY_BYTES,
  readBody,
  refuseDeclaredOversize,
} from './answers.ts';
import { BACK_OFFICE_PREFIX, backOffice } from './back-office.ts';
import { acceptsGzip, gzipFast } from './compression.ts';
import { DataFileInUse, lockDataFile, type SameProcessRule } from './data-lock.ts';
import { API_HEADERS, CACHE_CONTROL, FAKE_ASSET_HEADERS, pageHeaders, pagePolicyReader } from './security-headers.ts';
import { createStaticFiles } from './static-files.ts';
import { createVitalsLog, type VitalsLog } from './vitals.ts';

/** Options of {@link startServer}. */
export type ServerOptions = {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** The built app to serve (apps/mobile-web/dist). */
  distDir: string;
  /** Where the store persists; it is loaded from here when the file exists. */
  dataFile: string;
  /** How long a deposit waits before approval (null: never by itself); 15 s by default. */
  approveAfterMs?: number | null;
  /** The backend the fake plays (`--kind`): `real` (its source, quirks included) by default, or `spec`. */
  kind?: FakeKind;
  /** Whether it answers the optional player-protection calls (`--protection`; see StoreOptions). */
  protection?: boolean;
  /** The fake's clock (deposit approval, record times); the wall clock by default. Tests pass their own. */
  now?: () => Date;
  /** The largest request body read; a larger one is answered 413 ({@link MAX_BODY_BYTES}, 1 MiB, by default). */
  maxBodyBytes?: number;
  /** How long a client may take to send a request's headers: 15 s by default, then 408 and the connection closes. */
  headersTimeoutMs?: number;
  /** How long a client may take to send a whole request (headers and body): 30 s by default, then 408. */
  requestTimeoutMs?: number;
  /**
   * Whether the back office's hooks answer (`/__fake/*`, see back-office.ts; to this machine only, under the
   * server's own Host): true by default; false (`--no-back-office`) makes every one a 404.
   */
  backOffice?: boolean;
};

/** The default of {@link ServerOptions.headersTimeoutMs}. */
export const HEADERS_TIMEOUT_MS = 15_000;
/** The default of {@link ServerOptions.requestTimeoutMs}. */
export const REQUEST_TIMEOUT_MS = 30_000;

export { BACK_OFFICE_PREFIX } from './back-office.ts';
export { formatVitalsSummary, type Vital, type VitalsLog, type VitalsReport, type VitalsRow } from './vitals.ts';
export { DataFileInUse };

/** A running fake platform server. */
export type RunningServer = {
  /** The origin with a trailing slash, for example `http://127.0.0.1:4173/`. */
  url: string;
  store: Store;
  scenarios: Scenarios;
  /** The field vitals the app's reporter sent to `POST /__fake/vitals` (in memory only). */
  vitals: VitalsLog;
  /** Stops listening and drops open connections (including requests a `hang` scenario holds). */
  close: () => Promise<void>;
};

/**
 * The store of a data file, or of the seed when there is none yet. `migrated`: the file was of version 2 (passwords
 * and tokens in plain text), hashed on load, to be written back at once so no plain text stays on disk.
 */
function loadStore(
  dataFile: string,
  approveAfterMs: number | null,
  now?: () => Date,
  kind: FakeKind = DEFAULT_FAKE_KIND,
  protection = false,
): { store: Store; migrated: boolean } {
  const store = createStore(undefined, { approveAfterMs, kind, protection, ...(now ? { now } : {}) });
  if (!existsSync(dataFile)) return { store, migrated: false };
  try {
    const contents: unknown = JSON.parse(readFileSync(dataFile, 'utf8'));
    store.restore(contents);
    return { store, migrated: (contents as { version?: unknown }).version === 2 };
  } catch (error) {
    throw new Error(`Cannot read the fake platform's data file ${dataFile}; delete it to start from the seed.`, {
      cause: error,
    });
  }
}

/** Writes the whole state beside the file and renames it over, so a crash never leaves half a file. */
function save(store: Store, dataFile: string): void {
  mkdirSync(dirname(dataFile), { recursive: true });
  const temporary = `${dataFile}.${process.pid}.tmp`;
  // Compact: the seeded history makes the state a few hundred records, written after every change.
  writeFileSync(temporary, JSON.stringify(store.snapshot()));
  renameSync(temporary, dataFile);
}

function toFetchRequest(request: IncomingMessage, origin: string, body: Buffer, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    signal,
    ...(hasBody ? { body: new Uint8Array(body) } : {}),
  });
}

/**
 * The smallest JSON answer sent compressed. nginx's `gzip_min_length` is 20 bytes; under a kilobyte the coding
 * saves less than a packet, and the backend's error envelopes stay readable in a capture.
 */
const GZIP_MIN_BYTES = 1024;

async function writeFetchResponse(
  fetched: Response,
  request: IncomingMessage,
  response: ServerResponse,
  isHead: boolean,
): Promise<void> {
  let body: Buffer = Buffer.from(await fetched.arrayBuffer());
  fetched.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') response.setHeader(name, value);
  });
  // As the deploy's nginx does for the proxied /api/ (`gzip on`, application/json, level 1): the game list is
  // 16 KB of JSON, 3 KB gzipped, on a first visit's critical path.
  if (/\bjson\b/.test(fetched.headers.get('content-type') ?? '')) {
    const vary = response.getHeader('Vary');
    response.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    if (body.length >= GZIP_MIN_BYTES && acceptsGzip(request)) {
      body = await gzipFast(body);
      response.setHeader('Content-Encoding', 'gzip');
    }
  }
  response.setHeader('Cache-Control', CACHE_CONTROL.api);
  response.setHeader('Content-Length', body.length);
  response.writeHead(fetched.status);
  response.end(isHead ? undefined : body);
}

/**
 * Serves one generated picture or page by its plain name, from memory: they are made from code at first use
 * (`generatedAsset`, as the browser worker serves them), not kept as files. Anything else is a 404.
 */
function serveAsset(rawPath: string, request: IncomingMessage, response: ServerResponse) {
  const asset = generatedAsset(rawPath.slice(ASSET_PREFIX.length));
  if (!asset) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    return void response.end('Not Found');
  }
  const body = typeof asset.body === 'string' ? Buffer.from(asset.body, 'utf8') : Buffer.from(asset.body);
  response.writeHead(200, {
    'Content-Type': asset.type,
    'Content-Length': body.length,
    'Cache-Control': 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Options of {@link createFakeMiddleware}. */
export type FakeMiddlewareOptions = Pick<
  ServerOptions,
  'dataFile' | 'approveAfterMs' | 'now' | 'maxBodyBytes' | 'backOffice' | 'kind' | 'protection'
> & {
  /**
   * When this very process holds the data file already: `'take over'` (the default, for the dev server, which
   * builds a new middleware on a restart before it closes the old one: the old one stops writing) or `'refuse'`
   * (the Node server). Another running process holding it is always refused (see data-lock.ts).
   */
  sameProcess?: SameProcessRule;
};

/** What {@link createFakeMiddleware} gives. */
export type FakeMiddlewareHandle = {
  store: Store;
  scenarios: Scenarios;
  vitals: VitalsLog;
  middleware: FakeMiddleware;
  /** Stops writing the data file and gives up its lock. */
  close: () => void;
};

/** A Node (connect-style) request handler: answers what it knows, hands anything else to `next`. */
export type FakeMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * The fake platform as a Node middleware: `/api/*` answered by the same MSW handlers the tests use (through msw's
 * `getResponse`, no interception), `/fake-assets/*` from the generated pictures, the back office's hooks
 * under `/__fake/` (see backOffice), anything else passed to `next`.
 * The store is loaded from `dataFile` and saved after each change, so a restart keeps accounts and balances; the
 * file is locked first, so a second server on it throws {@link DataFileInUse} instead of overwriting this one's
 * writes. The Node server below and the app's Vite dev server (`npm run dev`) both answer through it.
 */
export function createFakeMiddleware({
  dataFile,
  approveAfterMs = DEFAULT_APPROVE_AFTER_MS,
  kind = DEFAULT_FAKE_KIND,
  protection = false,
  now,
  maxBodyBytes = MAX_BODY_BYTES,
  backOffice: backOfficeOn = true,
  sameProcess = 'take over',
}: FakeMiddlewareOptions): FakeMiddlewareHandle {
  let stopSaving = () => {};
  const lock = lockDataFile(dataFile, { sameProcess, retire: () => stopSaving() });
  let store: Store;
  try {
    const loaded = loadStore(dataFile, approveAfterMs, now, kind, protection);
    store = loaded.store;
    const unsubscribe = store.subscribe(() => save(loaded.store, dataFile));
    stopSaving = () => void unsubscribe();
    if (loaded.migrated) save(store, dataFile);
  } catch (error) {
    lock.release();
    throw error;
  }
  const scenarios = createScenarios();
  const handlers = createHandlers(store, { scenarios });
  const vitals = createVitalsLog();

  async function answerApi(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const aborter = new AbortController();
    response.on('close', () => aborter.abort());
    // Answers name pictures on the origin that asked, so the Host header decides it.
    const origin = originOf(request);
    // Methods a fetch Request cannot carry (TRACE, TRACK, CONNECT): no call of the backend uses them.
    if (FETCH_FORBIDDEN_METHODS.has(request.method ?? '')) throw new HttpFailure(405);
    const body = await readBody(request, maxBodyBytes);
    let fetchRequest: Request;
    try {
      fetchRequest = toFetchRequest(request, origin, body, aborter.signal);
    } catch {
      // Anything else a standard Request refuses (a header value, a method name) is the client's mistake.
      throw new HttpFailure(400);
    }
    const fetched = await getResponse(handlers, fetchRequest);
    if (response.destroyed) return;
    if (!fetched || fetched.type === 'error') {
      // No handler (or a network-error answer): the client sees the connection drop, as with a dead backend.
      if (!fetched) {
        response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
        return void response.end('<!DOCTYPE html><title>Not Found</title><h1>404 Not Found</h1>');
      }
      return void response.destroy();
    }
    await writeFetchResponse(fetched, request, response, request.method === 'HEAD');
  }

  // Every route runs guarded: whatever it throws, at once or later, is answered (400 or 500 in the backend's
  // envelope) and never reaches the listener, so no request can take the process down.
  const middleware: FakeMiddleware = (request, response, next) =>
    guarded(request, response, () => {
      const rawPath = requestPath(request);
      if (!isFakeRoute(rawPath)) return next();
      setHeaders(response, rawPath.startsWith(ASSET_PREFIX) ? FAKE_ASSET_HEADERS : API_HEADERS);
      refuseDeclaredOversize(request, maxBodyBytes);
      if (rawPath.startsWith(BACK_OFFICE_PREFIX)) {
        return backOffice(store, backOfficeOn, rawPath, request, response, vitals);
      }
      if (rawPath.startsWith('/api/')) return answerApi(request, response);
      return serveAsset(rawPath, request, response);
    });
  const close = () => {
    stopSaving();
    lock.release();
  };
  return { store, scenarios, vitals, middleware, close };
}

/** Sets each of `headers` on the answer (a later setHeader or writeHead may still replace one). */
function setHeaders(response: ServerResponse, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
}

/** The methods the Fetch standard forbids for a Request: `new Request` throws on them. */
const FETCH_FORBIDDEN_METHODS: ReadonlySet<string> = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** Whether the fake answers this path itself (the api, its pictures, the back office) rather than `next`. */
function isFakeRoute(rawPath: string): boolean {
  return rawPath.startsWith('/api/') || rawPath.startsWith(ASSET_PREFIX) || rawPath.startsWith(BACK_OFFICE_PREFIX);
}

/** The path of a request's target, without its query; a target that is not a path (`*`, `http://…`) is a 400. */
function requestPath(request: IncomingMessage): string {
  const target = request.url ?? '/';
  if (!target.startsWith('/')) throw new HttpFailure(400);
  return target.split('?')[0] ?? '/';
}

/** The origin a request was sent to, from its Host header; a Host that is no host[:port] is a 400. */
function originOf(request: IncomingMessage): string {
  const host = request.headers.host ?? '127.0.0.1';
  if (!/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host)) throw new HttpFailure(400);
  return `http://${host}`;
}

/**
 * Starts the fake platform over HTTP: the fake's middleware ({@link createFakeMiddleware}) for `/api/*` and
 * `/fake-assets/*`, everything else from the built app.
 */
export async function startServer({
  port = 0,
  host = '127.0.0.1',
  distDir,
  dataFile,
  approveAfterMs = DEFAULT_APPROVE_AFTER_MS,
  kind = DEFAULT_FAKE_KIND,
  protection = false,
  now,
  maxBodyBytes = MAX_BODY_BYTES,
  headersTimeoutMs = HEADERS_TIMEOUT_MS,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  backOffice = true,
}: ServerOptions): Promise<RunningServer> {
  const fake = createFakeMiddleware({
    dataFile,
    approveAfterMs,
    kind,
    protection,
    now,
    maxBodyBytes,
    backOffice,
    sameProcess: 'refuse',
  });
  const { store, scenarios, vitals, middleware } = fake;
  const serveStatic = createStaticFiles(distDir);
  // The built page's own policy (its meta tag), read again when the page changes: the header and the page never
  // disagree, a deploy over the running server included.
  const pagePolicy = pagePolicyReader(distDir);

  const server = createServer(
    {
      // A client that trickles its headers or body is answered 408 and cut off (a `hang` scenario is not: it holds
      // the answer, after the request was read). Node checks the deadlines every `connectionsCheckingInterval`.
      headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.max(25, Math.min(1_000, Math.floor(headersTimeoutMs / 4))),
    },
    (request, response) => {
      // Every answer carries the security headers; the fake's own routes replace the page's with theirs.
      setHeaders(response, pageHeaders(pagePolicy()));
      middleware(request, response, () =>
        guarded(request, response, () => {
          // The app's files read no body: a large one is refused before Node would drain it.
          refuseDeclaredOversize(request, maxBodyBytes);
          return serveStatic(request, response, requestPath(request));
        }),
      );
    },
  );
  // What the parser refuses (a bad request line or header, headers over the size limit) or a request that outlives
  // the timeouts: an envelope on the socket, then the connection closes.
  server.on('clientError', answerClientError);

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    // The port was taken, say: the data file is free again for the next try.
    fake.close();
    throw error;
  }
  const address = server.address() as AddressInfo;
  const hostForUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const origin = `http://${hostForUrl}:${address.port}`;

  return {
    url: `${origin}/`,
    store,
    scenarios,
    vitals,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          fake.close();
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}
