import type { IncomingMessage, ServerResponse } from 'node:http';
import { SEED_PASSWORDS, type Store } from '../store.ts';
import { answerEnvelope, HttpFailure, readBody } from './answers.ts';
import { parseVitalsReport, type VitalsLog } from './vitals.ts';

/** The back office's test hooks: outside `/api/`, so no contract names them and the app never calls them. */
export const BACK_OFFICE_PREFIX = '/__fake/';

/** Answers a back-office hook with JSON, never cached. */
function answerJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

/** Whether a peer address is this machine (IPv4 loopback, IPv6 loopback, or IPv4 loopback mapped into IPv6). */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(?:::ffff:)?127(?:\.\d{1,3}){3}$/i.test(address);
}

/** The request facts the access rule reads (a Node request has them all). */
export type BackOfficeRequest = Pick<IncomingMessage, 'headers'> & {
  socket: { remoteAddress?: string | undefined; localPort?: number | undefined };
};

/**
 * Why a request may not use the back office, or undefined when it may. The hooks approve deposits and hand out new
 * players with their passwords, so they answer only:
 * - a client on this machine (the peer is a loopback address), even when the server listens more widely;
 * - whose `Host` is this server's own `127.0.0.1:<port>`, `localhost:<port>` or `[::1]:<port>` (a DNS-rebound
 *   name never is);
 * - that is no cross-origin browser request: an `Origin` other than the server's own (`null` included) is refused,
 *   as is a `Sec-Fetch-Site` other than `same-origin` or `none`. No CORS header is ever sent, so no other page
 *   can read an answer either.
 */
export function backOfficeRefusal(request: BackOfficeRequest): string | undefined {
  if (!isLoopback(request.socket.remoteAddress)) return 'not from this machine';
  const port = request.socket.localPort;
  const host = (request.headers.host ?? '').toLowerCase();
  const own = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
  if (port === undefined || !own.includes(host)) return `Host ${host || '(none)'} is not this server`;
  const origin = request.headers.origin;
  if (origin !== undefined && origin.toLowerCase() !== `http://${host}`) return `Origin ${origin} is not this server`;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `a ${site} request`;
  return undefined;
}

/**
 * The fake back office, for journeys and for trying the app by hand. Served by the Node server and the dev server
 * only (never by the api handlers, so the contract and Storybook never see it), to requests that pass
 * {@link backOfficeRefusal} (else 403 in the envelope); every hook is a POST:
 * - `/__fake/deposits/<order number>/approve` credits a pending deposit now, `.../reject` refuses it: 200 with
 *   `{ done: true }`, or 404 with `{ done: false }` when no pending deposit has that number;
 * - `/__fake/players/cash` and `/__fake/players/history` open a player of that kind (the store's `openPlayer`):
 *   200 with `{ username, password, payPassword }`, so a test that changes what a player holds has its own;
 * - `/__fake/vitals` takes a beacon of the app's field-vitals reporter (`{ metrics: [...] }`, see vitals.ts) into
 *   `vitals`: 204, or 400 when the body is not such a report. A same-origin beacon passes the rule above.
 * Switched off (`enabled` false, `--no-back-office`), every path under `/__fake/` is a 404.
 */
export function backOffice(
  store: Store,
  enabled: boolean,
  rawPath: string,
  request: IncomingMessage,
  response: ServerResponse,
  vitals: VitalsLog,
): void | Promise<void> {
  if (!enabled) return void answerEnvelope(response, 404);
  const refusal = backOfficeRefusal(request);
  if (refusal) return void answerEnvelope(response, 403, `禁止访问：${refusal}`);
  const deposit = /^\/__fake\/deposits\/([^/]+)\/(approve|reject)$/.exec(rawPath);
  const player = /^\/__fake\/players\/(cash|history)$/.exec(rawPath);
  if (request.method === 'POST' && deposit) {
    // A malformed percent-encoding throws URIError: the guard answers 400.
    const orderNo = decodeURIComponent(deposit[1] ?? '');
    const done = deposit[2] === 'approve' ? store.approveDeposit(orderNo) : store.rejectDeposit(orderNo);
    return void answerJson(response, done ? 200 : 404, { done });
  }
  if (request.method === 'POST' && player) {
    const user = store.openPlayer(player[1] === 'cash' ? 'cash' : 'history');
    // The store keeps only hashes: an opened player's passwords are the seed's, by definition.
    return void answerJson(response, 200, { username: user.username, ...SEED_PASSWORDS });
  }
  if (request.method === 'POST' && rawPath === '/__fake/vitals') {
    return readBody(request, VITALS_BODY_BYTES).then((body) => {
      const report = parseVitalsReport(body.toString('utf8'));
      if (!report) throw new HttpFailure(400);
      vitals.add(report);
      response.writeHead(204, { 'Cache-Control': 'no-store' });
      response.end();
    });
  }
  answerEnvelope(response, 404);
}

/** The largest beacon read: a page's three metrics per route it visited, far under this. */
const VITALS_BODY_BYTES = 64 * 1024;
