import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

// zlib's own thread pool: compressing never holds the server's event loop.
const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

/** A content coding the fake platform's server sends. */
export type Encoding = 'br' | 'gzip';

/** The codings a request accepts (`Accept-Encoding`), in lower case, without those it refuses with `q=0`. */
function acceptedEncodings(request: IncomingMessage): string[] {
  return String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .flatMap((part) => {
      const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
      const refused = parameters.some((parameter) => /^q=0(\.0{0,3})?$/.test(parameter));
      return name && !refused ? [name] : [];
    });
}

/** Brotli when the request accepts it, else gzip when it accepts that, else none. */
export function preferredEncoding(request: IncomingMessage): Encoding | undefined {
  const accepted = acceptedEncodings(request);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** Whether the request accepts gzip. */
export function acceptsGzip(request: IncomingMessage): boolean {
  return acceptedEncodings(request).includes('gzip');
}

/** Compresses a file's body, once, to be kept: brotli or gzip, at quality 9. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotlied(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipped(body, { level: 9 });
}

/** Gzips an answer made at each request at level 1, nginx's `gzip_comp_level` by default. */
export function gzipFast(body: Buffer): Promise<Buffer> {
  return gzipped(body, { level: 1 });
}
