import { connect, type Socket } from 'node:net';

/**
 * A raw HTTP/1.1 exchange over one TCP connection, for tests that send what fetch cannot express (bad
 * percent-encoding, broken request lines, header floods, truncated or trickled bodies). Test code only.
 */

/** What came back: the first answer on the connection (if any) and how the connection ended. */
export type RawAnswer = {
  /** The answer's status; undefined when the server closed without answering. */
  status: number | undefined;
  /** Header names in lower case (the last value when repeated). */
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection (cleanly or not) before or after answering. */
  closed: boolean;
  /** A socket error seen on the way (ECONNRESET, EPIPE), if any. */
  error: string | undefined;
  /** Neither an answer nor a close came within the time allowed. */
  timedOut: boolean;
};

/** Reads the first complete answer out of the bytes received so far; undefined while it is incomplete. */
function parseAnswer(received: Buffer, closed: boolean): Omit<RawAnswer, 'closed' | 'error' | 'timedOut'> | undefined {
  const end = received.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = received.subarray(end + 4);
  const length = headers['content-length'];
  if (length !== undefined) {
    if (rest.length < Number(length)) return undefined;
    return { status, headers, body: rest.subarray(0, Number(length)).toString('utf8') };
  }
  if (headers['transfer-encoding']?.includes('chunked')) {
    const text = rest.toString('latin1');
    if (!text.includes('\r\n0\r\n') && !text.startsWith('0\r\n') && !closed) return undefined;
    let body = '';
    let at = 0;
    for (;;) {
      const lineEnd = text.indexOf('\r\n', at);
      if (lineEnd < 0) break;
      const size = Number.parseInt(text.slice(at, lineEnd), 16);
      if (!(size > 0)) break;
      body += text.slice(lineEnd + 2, lineEnd + 2 + size);
      at = lineEnd + 2 + size + 2;
    }
    return { status, headers, body: Buffer.from(body, 'latin1').toString('utf8') };
  }
  // No length: the body runs to the close (or there is none, for a status that has none).
  if (!closed && status !== 204 && status !== 304) return undefined;
  return { status, headers, body: rest.toString('utf8') };
}

/**
 * Opens a connection to 127.0.0.1:`port`, lets `send` write to it (at once or over time), and resolves with the
 * first answer, or with how the connection ended when none came, or after `timeoutMs`. The connection is closed
 * before resolving; with `untilClose`, it resolves only when the server closed it (or at the time limit).
 */
export function rawExchange(
  port: number,
  send: string | Buffer | ((socket: Socket) => void),
  { timeoutMs = 5_000, untilClose = false }: { timeoutMs?: number; untilClose?: boolean } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let error: string | undefined;
    let settled = false;
    const finish = (closed: boolean, timedOut = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const answer = parseAnswer(received, true);
      resolve({
        status: answer?.status,
        headers: answer?.headers ?? {},
        body: answer?.body ?? '',
        closed,
        error,
        timedOut,
      });
    };
    const timer = setTimeout(() => finish(false, true), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (!untilClose && parseAnswer(received, false)) finish(false);
    });
    socket.on('error', (problem: NodeJS.ErrnoException) => {
      error = problem.code ?? problem.message;
    });
    socket.on('close', () => finish(true));
    socket.once('connect', () => {
      if (typeof send === 'function') send(socket);
      else socket.write(send);
    });
  });
}
