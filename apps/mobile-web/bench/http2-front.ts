// `--http2`: Lighthouse meets the app over HTTPS and HTTP/2, as the deploy guide has players meet it, instead of the
// fake platform's plain HTTP/1.1. Lighthouse's simulated network follows the protocol it saw: over HTTP/1.1 a page
// gets six connections to its origin, each opened with its own round trips (150 ms apiece in the simulation); over
// HTTP/2 one connection carries every request. A front on 127.0.0.1 with a certificate made for the run (Debian's
// `openssl`, which these machines have) passes each request to the fake's server unchanged, compressed answers
// included; the browser is told to accept the certificate. The pictures do not pass through it: the fake writes
// their addresses on its own origin, as the backend writes its uploads' on its own host (`APP_URL`), so they still
// come over HTTP/1.1 from there, the first banner included.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The flag that lets the browser accept the front's certificate, made for the run and trusted by nobody. */
export const ACCEPT_RUN_CERTIFICATE = '--ignore-certificate-errors';

/** Headers that belong to one connection, not to the request or answer. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'http2-settings']);

/** The headers that belong to the request or answer itself: neither a connection's nor HTTP/2's pseudo-headers. */
function endToEnd(headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) kept[name] = value;
  }
  return kept;
}

/** Serves `origin` (plain HTTP) over HTTPS and HTTP/2 on a free port of 127.0.0.1 for the length of `use`. */
export async function withHttp2Front<T>(origin: string, use: (front: string) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), 'lobby-bench-tls-'));
  const key = join(folder, 'key.pem');
  const cert = join(folder, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const target = new URL(origin);
  const server = createSecureServer(
    { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true },
    (incoming, outgoing) => {
      const headers = endToEnd(incoming.headers);
      const upstream = request(
        { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => {
        outgoing.writeHead(502);
        outgoing.end();
      });
      incoming.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    return await use(`https://127.0.0.1:${port}/`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  }
}
