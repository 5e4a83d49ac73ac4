// Firefox: Debian's firefox-esr over WebDriver BiDi, through puppeteer-core (which speaks BiDi to Firefox itself:
// no geckodriver, and puppeteer-core downloads no browser).
import { writeFileSync } from 'node:fs';
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import type { Engine } from './engine.ts';
import { requirePackages } from './processes.ts';

const FIREFOX = '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<Engine> {
  requirePackages('Firefox', [[FIREFOX, 'firefox-esr']]);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocol: 'webDriverBiDi',
    // The browser's own phoning home is no part of a test.
    extraPrefsFirefox: { 'app.update.enabled': false, 'browser.shell.checkDefaultBrowser': false },
  });
  const page = await browser.newPage();
  page.setDefaultTimeout(30_000);

  async function element(source: string, arg: unknown): Promise<ElementHandle<Element>> {
    const handle = await page.evaluateHandle(`(${source})(${JSON.stringify(arg)})`);
    const found = handle.asElement() as ElementHandle<Element> | null;
    if (!found) throw new Error(`no element for ${JSON.stringify(arg)}`);
    return found;
  }

  return {
    name: 'firefox',
    async goto(url) {
      try {
        await page.goto(url, { waitUntil: 'load' });
      } catch (error) {
        // Firefox aborts a navigation another one overtakes (NS_BINDING_ABORTED), such as one the page left behind
        // as the journey ended: once settled, the address is asked for again.
        if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
        await new Promise((done) => setTimeout(done, 250));
        await page.goto(url, { waitUntil: 'load' });
      }
    },
    async run<T>(source: string, arg?: unknown) {
      return (await page.evaluate(`(${source})(${JSON.stringify(arg ?? null)})`)) as T;
    },
    async click(source, arg) {
      const found = await element(source, arg);
      await found.click();
      await found.dispose();
    },
    async type(source, arg, text) {
      const found = await element(source, arg);
      await found.focus();
      await page.keyboard.type(text);
      await found.dispose();
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    async screenshot(path) {
      writeFileSync(path, await page.screenshot());
    },
    async close() {
      await browser.close();
    },
  };
}
