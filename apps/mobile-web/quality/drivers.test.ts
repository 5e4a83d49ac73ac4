import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { driverIn, folderOf, isSubmit, screenDrivers } from './drivers.ts';
import { driverFolders } from './quality-index.ts';
import { calls, screens } from './routes.ts';

// The screens' driver files against their quality files: each submit and tap a screen names has its steps in the
// driver beside it, and a driver holds nothing its screens do not name. The node drivers of the calls are checked
// by the node fault suite (quality/fault-messages.test.ts), which runs them.

const taps = calls.filter((call) => call.trigger !== 'load' && call.trigger !== 'poll' && !isSubmit(call.trigger));

/** What a driver file may import as it loads: the headless domain, and another driver. */
const loadsWith = (specifier: string) => specifier.startsWith('@lobby/domain/') || specifier.endsWith('.driver.ts');

describe("the screens' driver files", () => {
  it('load without the app: only the domain and other drivers as they load, the rest as types or in a function', async () => {
    const folders = driverFolders();
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) {
      const file = fileURLToPath(new URL(`../src/screens/${folder}/${folder}.driver.ts`, import.meta.url));
      const loaded = [...readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)];
      expect(
        loaded.map((match) => match[1] ?? '').filter((specifier) => !loadsWith(specifier)),
        folder,
      ).toEqual([]);
    }
    // Playwright's node process has no page: they load here, where there is none either.
    expect('location' in globalThis).toBe(false);
    const { drivers } = await import('./generated/drivers.ts');
    expect(Object.keys(drivers)).toEqual(folders);
  });

  it('prepare every submit a screen lists, in the driver beside it', () => {
    const submits = screens.flatMap((screen) => screen.submits.map((submit) => ({ screen, submit })));
    expect(submits.length).toBeGreaterThan(0);
    for (const { screen, submit } of submits) {
      expect(driverIn(folderOf(screen.key))?.submits?.[submit], `${screen.key}: ${submit}`).toBeTypeOf('function');
    }
  });

  it('tap for every call that is made by a tap, in the driver beside its screen', () => {
    expect(taps.length).toBeGreaterThan(0);
    for (const call of taps) {
      expect(driverIn(folderOf(call.screen))?.taps?.[call.trigger], `${call.screen}: ${call.trigger}`).toBeTypeOf(
        'function',
      );
    }
  });

  it('hold no submit and no tap their screens do not name, and no name as both', () => {
    expect(screenDrivers.length).toBeGreaterThan(0);
    for (const { folder, driver } of screenDrivers) {
      const own = screens.filter((screen) => folderOf(screen.key) === folder);
      for (const submit of Object.keys(driver.submits ?? {})) {
        expect(
          own.some((screen) => (screen.submits as readonly string[]).includes(submit)),
          `${folder}: ${submit}`,
        ).toBe(true);
      }
      for (const trigger of Object.keys(driver.taps ?? {})) {
        expect(
          taps.some((call) => call.trigger === trigger && folderOf(call.screen) === folder),
          `${folder}: ${trigger}`,
        ).toBe(true);
        expect(isSubmit(trigger), `${folder}: ${trigger} is a submit too`).toBe(false);
      }
    }
  });

  it('sit beside every screen that has calls or submits', () => {
    const needed = screens.filter((screen) => screen.submits.length > 0 || calls.some((c) => c.screen === screen.key));
    expect(needed.length).toBeGreaterThan(0);
    for (const screen of needed) expect(driverIn(folderOf(screen.key)), screen.key).toBeDefined();
  });
});
