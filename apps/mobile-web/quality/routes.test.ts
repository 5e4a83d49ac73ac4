import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeTable, screenName } from '../src/root/route-table.ts';
import { routes } from '../src/root/routes.ts';
import {
  DRIVER_INDEX_FILE,
  driverFolders,
  driverIndexSource,
  INDEX_FILE,
  indexSource,
  qualityFolders,
} from './quality-index.ts';
import { callCheck, calls, screenCheck, screenPaths, screens } from './routes.ts';

const screensDir = fileURLToPath(new URL('../src/screens/', import.meta.url));

/** Every `*.screen.tsx` under src/screens, as `<folder>/<name>`. */
const screenFiles = readdirSync(screensDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.screen.tsx'))
  .map((file) => file.replace(/\.screen\.tsx$/, ''));

describe('the route table', () => {
  it('names one screen file for every route, and every screen file is a route', () => {
    for (const row of routeTable) {
      const files = screenFiles.filter((file) => file.split('/')[1] === screenName(row));
      expect(files, row.path).toHaveLength(1);
    }
    const named = new Set(routeTable.map(screenName));
    expect(screenFiles.filter((file) => !named.has(file.split('/')[1] ?? ''))).toEqual([]);
  });

  it('gives every lazy route the screen its file exports by default', async () => {
    for (const route of routes.filter((entry) => entry.load)) {
      const module = (await route.load?.()) as { default?: unknown };
      expect(typeof module.default, route.path).toBe('function');
    }
  });
});

describe('the quality facts', () => {
  it('come from every screen folder, and the generated indexes list each of them and each driver file', () => {
    const folders = [...new Set(screenFiles.map((file) => file.split('/')[0] ?? ''))];
    expect(folders.filter((folder) => !qualityFolders().includes(folder))).toEqual([]);
    expect(readFileSync(INDEX_FILE, 'utf8'), 'run node quality/quality-index.ts').toBe(indexSource(qualityFolders()));
    expect(readFileSync(DRIVER_INDEX_FILE, 'utf8'), 'run node quality/quality-index.ts').toBe(
      driverIndexSource(driverFolders()),
    );
  });

  it('check every route of the table, each key once', () => {
    expect(screenPaths().sort()).toEqual(routeTable.map((row) => row.path).sort());
    const keys = screens.map((screen) => screen.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuse a check of a path the table does not know', () => {
    expect(() => screenCheck('vip', { key: 'lost', path: '/nowhere', ready: { role: 'heading', name: 'x' } })).toThrow(
      /no route/,
    );
  });

  it('take login, module and shell from the table and a call’s method and path from the api', () => {
    const check = screenCheck('accounts', {
      key: 'wallet',
      path: '/wallet?type=2',
      ready: { role: 'heading', name: '我的钱包' },
      calls: [{ name: 'getPayWay', trigger: 'load', faults: { shows: 'inline' } }],
    });
    expect(check).toMatchObject({ module: 'src/screens/accounts/wallet.screen.tsx', requireAuth: true, shell: false });
    expect(check.calls).toEqual(['app', 'getVisitUrl', 'getPayWay']);
    const call = callCheck(check, { name: 'getPayWay', trigger: 'load', faults: { shows: 'inline' } });
    expect(call).toMatchObject({ method: 'GET', path: '/api/get_pay_way', session: 'in', timeoutMessage: 'api' });
  });

  it('give every submit action a call', () => {
    const submits = screens.flatMap((screen) => screen.submits);
    expect(submits.length).toBeGreaterThan(0);
    for (const submit of submits) {
      expect(
        calls.some((call) => call.trigger === submit),
        submit,
      ).toBe(true);
    }
  });
});
