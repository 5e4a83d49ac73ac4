import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rawExchange } from './raw-client.ts';
import { type RunningServer, startServer } from './server.ts';
import { createVitalsLog, formatVitalsSummary, parseVitalsReport, percentile75, type Vital } from './vitals.ts';

const metric = (route: string, name: Vital['name'], value: number, id: string): Vital => ({
  route,
  name,
  value,
  rating: 'good',
  id,
  navigationType: 'navigate',
});

describe('the field vitals summary', () => {
  it('takes the 75th percentile by nearest rank', () => {
    expect(percentile75([4, 1, 3, 2])).toBe(3);
    expect(percentile75([5, 1, 4, 2, 3])).toBe(4);
    expect(percentile75([7])).toBe(7);
    expect(() => percentile75([])).toThrow();
  });

  it('groups per route and metric, each id once at its latest value', () => {
    const log = createVitalsLog();
    log.add({
      metrics: [metric('/', 'LCP', 1000, 'a'), metric('/mine', 'INP', 80, 'b'), metric('/', 'CLS', 0.1, 'c')],
    });
    // the same page load reports its LCP again, larger: counted once, at 1,500
    log.add({ metrics: [metric('/', 'LCP', 1500, 'a'), metric('/', 'LCP', 2000, 'd'), metric('/', 'LCP', 900, 'e')] });
    log.add({ metrics: [metric('/', 'LCP', 3000, 'f'), metric('/mine', 'INP', 200, 'b2')] });

    expect(log.summary()).toEqual([
      { route: '/', name: 'LCP', p75: 2000, count: 4 },
      { route: '/', name: 'CLS', p75: 0.1, count: 1 },
      { route: '/mine', name: 'INP', p75: 200, count: 2 },
    ]);
    expect(formatVitalsSummary(log.summary()).join('\n')).toMatch(/\/mine\s+INP\s+200 ms\s+2/);
    expect(formatVitalsSummary([])).toEqual(['Field vitals: none received.']);
  });

  it('reads a beacon, keeping only the known fields, and refuses anything else', () => {
    const extra = { ...metric('/', 'CLS', 0.02, 'x'), token: 'secret' };
    expect(parseVitalsReport(JSON.stringify({ metrics: [extra] }))).toEqual({
      metrics: [metric('/', 'CLS', 0.02, 'x')],
    });
    for (const body of [
      'not json',
      '{}',
      JSON.stringify({ metrics: [] }),
      JSON.stringify({ metrics: [{ ...extra, name: 'FID' }] }),
      JSON.stringify({ metrics: [{ ...extra, value: -1 }] }),
      JSON.stringify({ metrics: [{ ...extra, route: 'mine' }] }),
      JSON.stringify({ metrics: [{ ...extra, id: 3 }] }),
    ]) {
      expect(parseVitalsReport(body), body).toBeUndefined();
    }
  });
});

describe('POST /__fake/vitals', () => {
  let folder = '';
  let running: RunningServer | undefined;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'lobby-fake-vitals-'));
    await mkdir(join(folder, 'dist'));
    await writeFile(join(folder, 'dist', 'index.html'), '<!doctype html><title>Lobby</title>');
  });
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  async function post(body: string, headers: (port: number) => Record<string, string>, backOffice = true) {
    running ??= await startServer({
      distDir: join(folder, 'dist'),
      dataFile: join(folder, 'fake.json'),
      approveAfterMs: null,
      backOffice,
    });
    const port = Number(new URL(running.url).port);
    const lines = Object.entries({ ...headers(port), 'Content-Length': String(Buffer.byteLength(body)) }).map(
      ([name, value]) => `${name}: ${value}\r\n`,
    );
    return rawExchange(port, `POST /__fake/vitals HTTP/1.1\r\n${lines.join('')}Connection: close\r\n\r\n${body}`);
  }

  /** The beacons the running server kept (a function: `running` changes behind the checks' backs). */
  const received = () => running?.vitals.reports();
  const beacon = JSON.stringify({ metrics: [metric('/', 'LCP', 1234, 'v5-1')] });
  const own = (port: number) => ({
    Host: `127.0.0.1:${port}`,
    Origin: `http://127.0.0.1:${port}`,
    'Sec-Fetch-Site': 'same-origin',
    'Content-Type': 'text/plain;charset=UTF-8',
  });

  it('keeps a same-origin beacon (204) and summarises it', async () => {
    expect((await post(beacon, own)).status).toBe(204);
    expect(received()).toEqual([JSON.parse(beacon)]);
    expect(running?.vitals.summary()).toEqual([{ route: '/', name: 'LCP', p75: 1234, count: 1 }]);
  });

  it('refuses a body that is no report (400) and keeps nothing', async () => {
    expect((await post('{"metrics":[{"name":"LCP"}]}', own)).status).toBe(400);
    expect(received()).toEqual([]);
  });

  it("follows the back office's rules: another Origin is a 403, switched off a 404", async () => {
    expect((await post(beacon, (port) => ({ ...own(port), Origin: 'http://evil.example' }))).status).toBe(403);
    expect(received()).toEqual([]);
    await running?.close();
    running = undefined;
    expect((await post(beacon, own, false)).status).toBe(404);
    expect(received()).toEqual([]);
  });
});
