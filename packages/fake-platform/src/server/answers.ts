import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { API_HEADERS, CACHE_CONTROL } from './security-headers.ts';

/**
 * The server's own failures, answered in the backend's envelope (`{code, message, data: ""}`, the HTTP status as
 * the code) so a client reads them like any other refusal. No request, however malformed, may take the process
 * down: every route's failure ends here and the server goes on.
 */

/** The Chinese messages of the server's own refusals, by HTTP status. */
export const FAILURE_MESSAGES: Readonly<Record<number, string>> = {
  400: '请求格式错误',
  403: '禁止访问',
  404: '接口不存在',
  405: '请求方法不允许',
  408: '请求超时',
  413: '请求内容过大',
  431: '请求头过大',
  500: '服务器内部错误',
};

/** A failure with the status to answer: thrown by a route, answered by {@link answerFailure}. */
export class HttpFailure extends Error {
  readonly status: number;
  constructor(status: number, message = FAILURE_MESSAGES[status] ?? '请求失败') {
    super(message);
    this.name = 'HttpFailure';
    this.status = status;
  }
}

/** The envelope's body for a status: `{"code":400,"message":"请求格式错误","data":""}`. */
export function envelopeBody(status: number, message = FAILURE_MESSAGES[status] ?? '请求失败'): string {
  return JSON.stringify({ code: status, message, data: '' });
}

/** Answers the envelope with that HTTP status, never cached; `close` ends the connection after it. */
export function answerEnvelope(response: ServerResponse, status: number, message?: string, close = false): void {
  const body = envelopeBody(status, message);
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.setHeader('Cache-Control', CACHE_CONTROL.api);
  if (close) response.setHeader('Connection', 'close');
  response.end(body);
}

/** Error codes that mean the client closed the connection, not that the server failed. */
// ERR_STREAM_UNABLE_TO_PIPE: the connection closed between the file's lookup and its first byte (pipeline refuses a
// destroyed answer); the e2e suites' aborted pictures and chunks logged dozens of these a run.
const CLIENT_GONE: ReadonlySet<string> = new Set([
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_UNABLE_TO_PIPE',
  'ECONNRESET',
  'EPIPE',
]);

/** Sockets a raw answer was already written to (see {@link answerClientError}): nothing more goes there. */
const answeredRaw = new WeakSet<object>();

/**
 * Answers whatever a route threw: {@link HttpFailure} with its status, a malformed percent-encoding (URIError)
 * with 400, anything else with 500 (logged). When the answer already started, or the connection is gone, the
 * connection is dropped instead: a second answer cannot be written.
 */
export function answerFailure(error: unknown, request: IncomingMessage, response: ServerResponse): void {
  const status = error instanceof HttpFailure ? error.status : error instanceof URIError ? 400 : 500;
  // A client that went away while its answer was written (a file piped to a closed connection) is no failure.
  const clientGone = CLIENT_GONE.has((error as NodeJS.ErrnoException | undefined)?.code ?? '');
  if (status === 500 && !clientGone) console.error('[fake-platform]', error);
  const socket = request.socket;
  if (answeredRaw.has(socket) || socket.destroyed || !socket.writable || response.writableEnded) return;
  if (response.headersSent) return void response.destroy();
  // A refused body is left unread: the connection cannot carry another request after it.
  answerEnvelope(response, status, error instanceof HttpFailure ? error.message : undefined, status === 413);
}

/**
 * Runs a route and answers its failure, thrown at once or later (a rejected promise), so no exception escapes the
 * request listener.
 */
export function guarded(
  request: IncomingMessage,
  response: ServerResponse,
  route: () => void | Promise<void> | undefined,
): void {
  try {
    const answer = route();
    if (answer) answer.catch((error: unknown) => answerFailure(error, request, response));
  } catch (error) {
    answerFailure(error, request, response);
  }
}

/** The status of a parser or timeout error of Node's HTTP server. */
function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * The http server's 'clientError' listener: a request the parser refused (bad request line, bad header, headers
 * over the size limit), a request that took longer than the server's timeouts, or a connection that ended in the
 * middle of one. Answers the envelope straight on the socket when nothing was answered there yet, then closes it.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  const pending = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || pending?.headersSent || answeredRaw.has(socket)) {
    return void socket.destroy();
  }
  answeredRaw.add(socket);
  const status = clientErrorStatus(error.code);
  const body = envelopeBody(status);
  const reason =
    { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[status] ?? 'Bad Request';
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    ...API_HEADERS,
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head.join('')}\r\n${body}`);
}

/** The largest request body the server reads: 1 MiB (an avatar is at most 200 KB). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Refuses (413) a request whose declared Content-Length is over the limit, before anything of it is read. */
export function refuseDeclaredOversize(request: IncomingMessage, limit: number): void {
  const declared = request.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) throw new HttpFailure(413);
}

/**
 * Reads a request body of at most `limit` bytes. A declared length over it is refused at once; a body without one
 * (chunked) is counted as it streams and refused (413) as soon as it passes the limit, without reading the rest:
 * the answer closes the connection. A connection that ends before the body does rejects.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  refuseDeclaredOversize(request, limit);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onGone);
      request.off('close', onGone);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        // The rest is not kept: the stream drains into nothing until the 413 closes the connection.
        request.resume();
        return reject(new HttpFailure(413));
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    // The client went away in the middle (an 'aborted' error, or a close): nothing to answer, nothing to log.
    const onGone = () => {
      stop();
      reject(new HttpFailure(400, '请求不完整'));
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onGone);
    request.on('close', onGone);
  });
}
