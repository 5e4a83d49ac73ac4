import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi } from '@lobby/api';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, seedSnapshot } from '../store.ts';
import { type RunningServer, startServer } from './server.ts';

const NOW = new Date('2026-11-22T04:00:00Z');

let folder = '';
let distDir = '';
let dataFile = '';
let running: RunningServer | undefined;
let round = 0;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lobby-fake-data-file-'));
  distDir = join(folder, 'dist');
  await mkdir(distDir, { recursive: true });
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Lobby</title>');
});

beforeEach(() => {
  round += 1;
  dataFile = join(folder, `data-${round}`, 'fake-platform.json');
});

afterEach(async () => {
  await running?.close();
  running = undefined;
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

function apiAt(url: string, token: () => string | null = () => null) {
  return createApi({ baseUrl: url.replace(/\/$/, ''), fetch: (request) => fetch(request), getToken: token });
}

describe('the data file', () => {
  it('holds no password and no token after a sign-up, a login and a password change', async () => {
    running = await startServer({ distDir, dataFile, approveAfterMs: null, now: () => NOW });
    let token: string | null = null;
    const api = apiAt(running.url, () => token);
    const registered = await api.register({
      name: 'secret02',
      password: 'Plain1234x',
      confirmPass: 'Plain1234x',
      realname: '王五',
      paypassword: '864209',
    });
    const login = await api.login({ name: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password, code: 'ab12' });
    token = login.ok ? login.data.token : null;
    expect(registered.ok && token).toBeTruthy();

    const written = await readFile(dataFile, 'utf8');

    for (const secret of ['Plain1234x', '864209', DEMO_ACCOUNT.password, token ?? '-']) {
      expect(written).not.toContain(secret);
    }
    if (registered.ok) expect(written).not.toContain(registered.data.token);
    expect(written).not.toMatch(/"(password|payPassword|token)":/);
    expect(JSON.parse(written)).toMatchObject({ version: 3 });
    // The session goes on across a restart: the server finds the member by the token's digest.
    await running.close();
    running = await startServer({ distDir, dataFile, approveAfterMs: null, now: () => NOW });
    expect(await apiAt(running.url, () => token).user()).toMatchObject({
      ok: true,
      data: { username: DEMO_ACCOUNT.username },
    });
  });

  it('of the previous version (plain text) is rewritten hashed at start, and its passwords and sessions go on', async () => {
    const current = seedSnapshot({ now: NOW.getTime() });
    const oldToken = 'O'.repeat(60);
    const plain = {
      ...current,
      version: 2,
      users: current.users.map(({ passwordHash: _p, payPasswordHash: _q, tokenHash: _t, ...user }) => ({
        ...user,
        password: 'demo1234',
        payPassword: '123456',
        token: user.username === DEMO_ACCOUNT.username ? oldToken : '',
      })),
    };
    await mkdir(join(dataFile, '..'), { recursive: true });
    await writeFile(dataFile, JSON.stringify(plain));

    running = await startServer({ distDir, dataFile, approveAfterMs: null, now: () => NOW });

    // Rewritten before any request.
    const written = await readFile(dataFile, 'utf8');
    expect(JSON.parse(written)).toMatchObject({ version: 3 });
    expect(written).not.toMatch(/demo1234|OOOOOOOOOO|"password":/);
    expect(await apiAt(running.url, () => oldToken).user()).toMatchObject({ ok: true });
    const login = await apiAt(running.url).login({ name: 'cash02', password: 'demo1234', code: 'ab12' });
    expect(login.ok).toBe(true);
  });

  it('of the skeleton (version 1) is refused with a message that says what to do', async () => {
    await mkdir(join(dataFile, '..'), { recursive: true });
    await writeFile(dataFile, JSON.stringify({ version: 1, users: [] }));

    await expect(startServer({ distDir, dataFile })).rejects.toThrow(
      `Cannot read the fake platform's data file ${dataFile}; delete it to start from the seed.`,
    );
  });
});
