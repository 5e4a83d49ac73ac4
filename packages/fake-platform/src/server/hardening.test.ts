import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RawAnswer, rawExchange } from './raw-client.ts';
import { type RunningServer, type ServerOptions, startServer } from './server.ts';

let folder = '';
let distDir = '';
let dataFile = '';
let running: RunningServer | undefined;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lobby-fake-hardening-'));
  distDir = join(folder, 'dist');
  dataFile = join(folder, 'data', 'fake-platform.json');
  await mkdir(join(distDir, 'assets'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Lobby</title>');
});

afterEach(async () => {
  await running?.close();
  running = undefined;
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function start(options: Partial<ServerOptions> = {}): Promise<{ server: RunningServer; port: number }> {
  running = await startServer({ distDir, dataFile, approveAfterMs: null, ...options });
  return { server: running, port: Number(new URL(running.url).port) };
}

/** A request as written on the wire; the Host is the server's own unless the head names one. */
function wire(port: number, head: string, body = ''): string {
  const withHost = /\r\nhost:/i.test(`\r\n${head}`) ? head : `${head}\r\nHost: 127.0.0.1:${port}`;
  return `${withHost}\r\nConnection: close\r\n\r\n${body}`;
}

function expectEnvelope(answer: RawAnswer, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer.body)).toEqual({ code: status, message: expect.any(String), data: '' });
}

/** The server still answers a plain call after whatever came before. */
async function expectAlive(server: RunningServer): Promise<void> {
  const answer = await fetch(new URL('api/app', server.url), { method: 'POST' });
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({ code: 200 });
}

describe('a malformed request', () => {
  it('answers 400 in the envelope for bad percent-encoding in a back-office path, and the server goes on', async () => {
    const { server, port } = await start();

    const answer = await rawExchange(port, wire(port, 'POST /__fake/deposits/%ZZ/approve HTTP/1.1'));

    expectEnvelope(answer, 400);
    await expectAlive(server);
  });

  it('answers 400 for a request target that is not a path, and for a Host that is no host', async () => {
    const { server, port } = await start();

    expectEnvelope(await rawExchange(port, wire(port, 'POST http://elsewhere.test/api/app HTTP/1.1')), 400);
    expectEnvelope(await rawExchange(port, wire(port, 'OPTIONS * HTTP/1.1')), 400);
    expectEnvelope(await rawExchange(port, wire(port, 'POST /api/app HTTP/1.1\r\nHost: a/b@c')), 400);
    await expectAlive(server);
  });

  it('answers what the parser refuses in the envelope on the socket, then closes the connection', async () => {
    const { server, port } = await start();

    const badLine = await rawExchange(port, 'GET / HTTP/1.1 extra\r\n\r\n', { untilClose: true });
    expectEnvelope(badLine, 400);
    expect(badLine.closed).toBe(true);
    expectEnvelope(await rawExchange(port, 'GET / HTTP/1.1\r\nBad Header Name: x\r\n\r\n'), 400);
    expectEnvelope(await rawExchange(port, wire(port, `GET / HTTP/1.1\r\nX-Flood: ${'a'.repeat(20_000)}`)), 431);
    await expectAlive(server);
  });

  it('answers 400 for bad percent-encoding anywhere, and still serves the app and the api', async () => {
    const { server, port } = await start();

    for (const path of ['/%ZZ', '/assets/%E0%A4%A', '/fake-assets/%', '/__fake/players/%FF']) {
      const answer = await rawExchange(port, wire(port, `GET ${path} HTTP/1.1`));
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
    const api = await rawExchange(port, wire(port, 'POST /api/%ZZ%E0 HTTP/1.1'));
    expect(api.status).toBe(404);
    await expectAlive(server);
  });

  it('answers 405 for a method no fetch Request can carry (TRACE) on the api; it answered 500', async () => {
    const { server, port } = await start();

    expectEnvelope(await rawExchange(port, wire(port, 'TRACE /api/app HTTP/1.1')), 405);
    expectEnvelope(await rawExchange(port, wire(port, 'TRACE /api/nothing-here HTTP/1.1')), 405);
    await expectAlive(server);
  });
});

describe('a request body', () => {
  const login = (port: number, head: string) =>
    `POST /api/login_pc HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n${head}\r\n\r\n`;

  it('over 1 MiB by its Content-Length is answered 413 before it is sent, and the connection closes', async () => {
    const { server, port } = await start();

    // Only the head and a few bytes go out: the answer must not wait for the 2 MiB announced.
    const answer = await rawExchange(port, `${login(port, 'Content-Length: 2097152')}{"name":`, { untilClose: true });

    expectEnvelope(answer, 413);
    expect(answer.closed).toBe(true);
    expect(answer.timedOut).toBe(false);
    // The same for any path, the app's files included.
    const page = await rawExchange(
      port,
      `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 1048577\r\n\r\n`,
    );
    expectEnvelope(page, 413);
    await expectAlive(server);
  });

  it('without a length is counted as it streams and refused with 413 once past the limit', async () => {
    const { server, port } = await start({ maxBodyBytes: 64 * 1024 });
    const chunk = 'a'.repeat(16 * 1024);

    const answer = await rawExchange(
      port,
      (socket) => {
        socket.write(login(port, 'Transfer-Encoding: chunked'));
        // 5 chunks of 16 KiB: past 64 KiB, never finished (no last chunk), so only the count can end it.
        for (let i = 0; i < 5; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      },
      { untilClose: true },
    );

    expectEnvelope(answer, 413);
    expect(answer.timedOut).toBe(false);
    await expectAlive(server);
  });

  it('up to the limit is read and answered as usual', async () => {
    const { port } = await start({ maxBodyBytes: 64 * 1024 });
    const body = JSON.stringify({ name: 'demo01', password: 'demo1234', padding: 'x'.repeat(60 * 1024) });

    const answer = await rawExchange(port, `${login(port, `Content-Length: ${body.length}`)}${body}`);

    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 200, data: { username: 'demo01' } });
  });
});

describe('a slow client', () => {
  it('trickling its body is answered 408 after the request timeout, and the server goes on', async () => {
    const { server, port } = await start({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const started = Date.now();

    const answer = await rawExchange(
      port,
      (socket) => {
        socket.write(`POST /api/login_pc HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 1000\r\n\r\n{`);
        const drip = setInterval(() => (socket.destroyed ? clearInterval(drip) : socket.write(' ')), 50);
      },
      { untilClose: true, timeoutMs: 10_000 },
    );

    expectEnvelope(answer, 408);
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    await expectAlive(server);
  });

  it('trickling its headers, or sending nothing at all, is answered 408 after the headers timeout', async () => {
    const { port } = await start({ headersTimeoutMs: 300, requestTimeoutMs: 600 });

    const headers = await rawExchange(
      port,
      (socket) => {
        socket.write('GET / HTTP/1.1\r\n');
        const drip = setInterval(() => (socket.destroyed ? clearInterval(drip) : socket.write('X-Drip: 1\r\n')), 50);
      },
      { untilClose: true, timeoutMs: 10_000 },
    );
    const silent = await rawExchange(port, () => {}, { untilClose: true, timeoutMs: 10_000 });

    expectEnvelope(headers, 408);
    expect(silent.closed).toBe(true);
    expect(silent.timedOut).toBe(false);
  });

  it('does not cut a request the server holds on purpose (the hang fault): the timeouts cover receiving only', async () => {
    const { server, port } = await start({ headersTimeoutMs: 200, requestTimeoutMs: 300 });
    server.scenarios.set('/api/balance', { kind: 'hang' });

    const held = await rawExchange(port, wire(port, 'POST /api/balance HTTP/1.1\r\nContent-Length: 0'), {
      timeoutMs: 1_200,
    });

    expect(held).toMatchObject({ status: undefined, closed: false, timedOut: true });
  });
});
