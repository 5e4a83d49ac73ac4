// The size parts: what every route of the quality list loads on a cold start (`routeSizes`, read from the build's
// manifest by quality/bundle-size.ts), and what a first visit to home fetches in its first seconds in Chromium.
import { chromium } from '@playwright/test';
import { createMeter, inlineScripts, measureText } from '../quality/bundle-size.ts';
import { CHROME, CHROME_ARGS, PHONE } from './setup.ts';

/** How long after the load event the first-seconds part keeps counting what home fetches. */
export const FIRST_SECONDS_MS = 5000;

/** What a first visit to home fetches in its first seconds: the scripts, by file, with their gzip size. */
export type FirstSecondsFigures = { jsGzip: number; files: { file: string; gzip: number }[] };

/**
 * A visitor's first visit to home (nothing stored: the welcome popup shows), in Chromium at phone size: every
 * script of the build it fetches from the start until FIRST_SECONDS_MS after the load event (the first paint's
 * code, the grid, the carousel, the popups with the sanitiser, the dialogs, the deferred table...), each counted
 * at its gzip size from the build folder, so that the figure does not depend on the network or the machine.
 */
export async function measureFirstSeconds(origin: string, distDir: string): Promise<FirstSecondsFigures> {
  const meter = createMeter(distDir);
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  try {
    const page = await browser.newPage({
      viewport: PHONE,
      locale: 'zh-CN',
      serviceWorkers: 'block',
    });
    const fetched = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(origin).origin && url.pathname.endsWith('.js')) fetched.add(url.pathname.slice(1));
    });
    await page.goto(`${origin}#/`, { waitUntil: 'load' });
    await page.getByRole('dialog').first().waitFor();
    await page.waitForTimeout(FIRST_SECONDS_MS);
    // The page's inline scripts (the early script) run on every visit too: counted as the files are.
    const inline = inlineScripts(distDir).map((code, index) => ({
      file: `index.html (inline script ${index + 1})`,
      gzip: measureText(code).gzip,
    }));
    const files = [...fetched]
      .filter((file) => file.startsWith('assets/'))
      .map((file) => ({ file, gzip: meter(file).gzip }))
      .concat(inline)
      .sort((a, b) => b.gzip - a.gzip);
    return { jsGzip: files.reduce((sum, entry) => sum + entry.gzip, 0), files };
  } finally {
    await browser.close();
  }
}
