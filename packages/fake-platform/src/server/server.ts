import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { getResponse } from 'msw';
import { createHandlers } from '../handlers.ts';
import { createScenarios, type Scenarios } from '../scenarios.ts';
import { createStore, type Store } from '../store.ts';
import { createStaticFiles } from './static-files.ts';

/** Options of {@link startServer}. */
export type ServerOptions = {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** The built app to serve (apps/mobile-web/dist). */
  distDir: string;
  /** Where the store persists; it is loaded from here when the file exists. */
  dataFile: string;
};

/** A running fake platform server. */
export type RunningServer = {
  /** The origin with a trailing slash, for example `http://127.0.0.1:4173/`. */
  url: string;
  store: Store;
  scenarios: Scenarios;
  /** Stops listening and drops open connections (including requests a `hang` scenario holds). */
  close: () => Promise<void>;
};

function loadStore(dataFile: string): Store {
  const store = createStore();
  if (existsSync(dataFile)) {
    try {
      store.restore(JSON.parse(readFileSync(dataFile, 'utf8')));
    } catch (error) {
      throw new Error(`Cannot read the fake platform's data file ${dataFile}; delete it to start from the seed.`, {
        cause: error,
      });
    }
  }
  return store;
}

/** Writes the whole state beside the file and renames it over, so a crash never leaves half a file. */
function save(store: Store, dataFile: string): void {
  mkdirSync(dirname(dataFile), { recursive: true });
  const temporary = `${dataFile}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(store.snapshot(), null, 2)}\n`);
  renameSync(temporary, dataFile);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
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

async function writeFetchResponse(fetched: Response, response: ServerResponse, isHead: boolean): Promise<void> {
  const body = Buffer.from(await fetched.arrayBuffer());
  fetched.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') response.setHeader(name, value);
  });
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Content-Length', body.length);
  response.writeHead(fetched.status);
  response.end(isHead ? undefined : body);
}

/**
 * Starts the fake platform over HTTP: `/api/*` answered by the same MSW handlers the tests use (through msw's
 * `getResponse`, no interception), everything else served from the built app. The store is saved after each
 * change, so a restart keeps accounts and balances.
 */
export async function startServer({
  port = 0,
  host = '127.0.0.1',
  distDir,
  dataFile,
}: ServerOptions): Promise<RunningServer> {
  const store = loadStore(dataFile);
  store.subscribe(() => save(store, dataFile));
  const scenarios = createScenarios();
  const handlers = createHandlers(store, { scenarios });
  const serveStatic = createStaticFiles(distDir);
  let origin = '';

  async function answerApi(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const aborter = new AbortController();
    response.on('close', () => aborter.abort());
    const fetchRequest = toFetchRequest(request, origin, await readBody(request), aborter.signal);
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
    await writeFetchResponse(fetched, response, request.method === 'HEAD');
  }

  const server = createServer((request, response) => {
    const rawPath = (request.url ?? '/').split('?')[0] ?? '/';
    const answer = rawPath.startsWith('/api/') ? answerApi(request, response) : serveStatic(request, response, rawPath);
    answer.catch((error: unknown) => {
      console.error('[fake-platform]', error);
      if (response.headersSent) return void response.destroy();
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Internal Server Error');
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostForUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  origin = `http://${hostForUrl}:${address.port}`;

  return {
    url: `${origin}/`,
    store,
    scenarios,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
