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
});
