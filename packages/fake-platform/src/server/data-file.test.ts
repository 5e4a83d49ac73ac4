import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi } from '@lobby/api';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, seedSnapshot } from '../store.ts';
import { createFakeMiddleware, type RunningServer, startServer } from './server.ts';

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
      paypassword: '86420975',
    });
    const login = await api.login({ name: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password, code: 'ab12' });
    token = login.ok ? login.data.token : null;
    expect(registered.ok && token).toBeTruthy();

    const written = await readFile(dataFile, 'utf8');

    for (const secret of ['Plain1234x', '86420975', DEMO_ACCOUNT.password, token ?? '-']) {
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

const MAIN = new URL('./main.ts', import.meta.url).pathname;

/** Runs `npm start`'s server (main.ts) in a child process on `dataFile`, on a free port. */
function spawnMain(data: string): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(
    process.execPath,
    [MAIN, '--port', '0', '--dist', distDir, '--data', data, '--approve-after', 'never'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

describe('one server per data file', () => {
  it('a second server in this process refuses to start, naming the file and the pid; the first goes on', async () => {
    running = await startServer({ distDir, dataFile, approveAfterMs: null });

    const second = startServer({ distDir, dataFile, approveAfterMs: null });

    await expect(second).rejects.toThrow(dataFile);
    await expect(second).rejects.toThrow(`pid ${process.pid}`);
    expect(await apiAt(running.url).app()).toMatchObject({ ok: true });
    // Released on close: the next server starts.
    await running.close();
    expect(existsSync(`${dataFile}.lock`)).toBe(false);
    running = await startServer({ distDir, dataFile, approveAfterMs: null });
  });

  it('a second server in another process (npm start) exits with the reason, and the data file is left alone', async () => {
    running = await startServer({ distDir, dataFile, approveAfterMs: null });
    await apiAt(running.url).register({
      name: 'first01',
      password: 'pass1234',
      confirmPass: 'pass1234',
      realname: '甲',
      paypassword: '12345678',
    });
    const before = await stat(dataFile);

    const second = spawnMain(dataFile);

    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The fake platform's data file ${dataFile} is in use by another server`);
    expect(second.output()).toContain(`pid ${process.pid}`);
    expect((await stat(dataFile)).mtimeMs).toBe(before.mtimeMs);
    expect(await readFile(dataFile, 'utf8')).toContain('first01');
  });

  it('takes over the lock of a server killed with kill -9, and of a lock file that is no lock', async () => {
    const killed = spawnMain(dataFile);
    await expect.poll(killed.output, { timeout: 20_000 }).toContain('Lobby is running at');
    const lock = JSON.parse(await readFile(`${dataFile}.lock`, 'utf8')) as { pid: number };
    expect(lock.pid).toBe(killed.child.pid);
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(existsSync(`${dataFile}.lock`)).toBe(true);

    running = await startServer({ distDir, dataFile, approveAfterMs: null });

    expect(JSON.parse(await readFile(`${dataFile}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    await running.close();
    running = undefined;
    await writeFile(`${dataFile}.lock`, 'not a lock');
    running = await startServer({ distDir, dataFile, approveAfterMs: null });
    expect(JSON.parse(await readFile(`${dataFile}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it("lets the dev server's new middleware take over from its old one in the same process; the old one stops writing", async () => {
    const old = createFakeMiddleware({ dataFile, approveAfterMs: null });
    const next = createFakeMiddleware({ dataFile, approveAfterMs: null });
    try {
      next.store.register({ username: 'newer01', password: 'pass1234', realname: '乙', payPassword: '123456' });
      old.store.register({ username: 'older01', password: 'pass1234', realname: '丙', payPassword: '123456' });

      const written = await readFile(dataFile, 'utf8');
      expect(written).toContain('newer01');
      expect(written).not.toContain('older01');
    } finally {
      old.close();
      next.close();
    }
    expect(existsSync(`${dataFile}.lock`)).toBe(false);
  });
});
