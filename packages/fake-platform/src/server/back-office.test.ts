import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeRefusal } from './back-office.ts';
import { rawExchange } from './raw-client.ts';
import { type RunningServer, type ServerOptions, startServer } from './server.ts';

let folder = '';
let distDir = '';
let dataFile = '';
let running: RunningServer | undefined;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lobby-fake-back-office-'));
  distDir = join(folder, 'dist');
  dataFile = join(folder, 'data', 'fake-platform.json');
  await mkdir(distDir, { recursive: true });
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Lobby</title>');
});

afterEach(async () => {
  await running?.close();
  running = undefined;
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function start(options: Partial<ServerOptions> = {}): Promise<number> {
  running = await startServer({ distDir, dataFile, approveAfterMs: null, ...options });
  return Number(new URL(running.url).port);
}

/** Asks the back office for a new cash player with these headers (Host included), over a raw connection. */
function openPlayer(port: number, headers: Record<string, string>, method = 'POST') {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return rawExchange(port, `${method} /__fake/players/cash HTTP/1.1\r\n${lines.join('')}Connection: close\r\n\r\n`);
}

describe('the back office', () => {
  it("answers a request on this machine whose Host is the server's own, with or without its own Origin", async () => {
    const port = await start();

    for (const headers of [
      { Host: `127.0.0.1:${port}` },
      { Host: `localhost:${port}` },
      { Host: `127.0.0.1:${port}`, Origin: `http://127.0.0.1:${port}` },
      { Host: `LOCALHOST:${port}`, Origin: `http://localhost:${port}`, 'Sec-Fetch-Site': 'same-origin' },
    ] as Record<string, string>[]) {
      const answer = await openPlayer(port, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ username: expect.stringMatching(/^cash\d{4}$/) });
    }
  });

  it('refuses (403, no player opened) another Host: a rebound name, another port or address', async () => {
    const port = await start();
    const users = running?.store.peek().users.length;

    for (const headers of [
      { Host: `evil.example:${port}` },
      { Host: 'evil.example' },
      { Host: `127.0.0.1:${port + 1}` },
      { Host: `127.0.0.2:${port}` },
    ]) {
      const answer = await openPlayer(port, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 403, data: '' });
    }
    expect(running?.store.peek().users.length).toBe(users);
  });

  it('refuses a cross-origin browser request: another Origin, Origin null, Sec-Fetch-Site cross-site', async () => {
    const port = await start();
    const host = `127.0.0.1:${port}`;

    for (const headers of [
      { Host: host, Origin: 'http://evil.example' },
      { Host: host, Origin: 'null' },
      { Host: host, Origin: `http://localhost:${port}` },
      { Host: host, Origin: `https://127.0.0.1:${port}` },
      { Host: host, 'Sec-Fetch-Site': 'cross-site' },
      { Host: host, 'Sec-Fetch-Site': 'same-site' },
    ] as Record<string, string>[]) {
      expect((await openPlayer(port, headers)).status, JSON.stringify(headers)).toBe(403);
    }
  });

  it('never sends a CORS header, not even to a preflight', async () => {
    const port = await start();
    const host = `127.0.0.1:${port}`;

    const answers = [
      await openPlayer(port, { Host: host }),
      await openPlayer(port, { Host: host, Origin: 'http://evil.example' }),
      await openPlayer(
        port,
        { Host: host, Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
        'OPTIONS',
      ),
    ];

    for (const answer of answers) {
      expect(Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 403, 403]);
  });

  it('is a 404 everywhere when switched off (--no-back-office), even for its own Host', async () => {
    const port = await start({ backOffice: false });
    const users = running?.store.peek().users.length;

    expect((await openPlayer(port, { Host: `127.0.0.1:${port}` })).status).toBe(404);
    const approve = await rawExchange(
      port,
      `POST /__fake/deposits/CZ1/approve HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(approve.status).toBe(404);
    expect(running?.store.peek().users.length).toBe(users);
  });

  it('refuses a peer that is not this machine, whatever its headers say', () => {
    const request = (remoteAddress: string) => ({
      socket: { remoteAddress, localPort: 4173 },
      headers: { host: '127.0.0.1:4173' },
    });

    expect(backOfficeRefusal(request('127.0.0.1'))).toBeUndefined();
    expect(backOfficeRefusal(request('::1'))).toBeUndefined();
    expect(backOfficeRefusal(request('::ffff:127.0.0.1'))).toBeUndefined();
    expect(backOfficeRefusal(request('192.168.1.20'))).toMatch(/machine/);
    expect(backOfficeRefusal(request('::ffff:10.0.0.2'))).toMatch(/machine/);
  });
});
