// A phone of a test's own beside the suite's page (another language, another build's server): a Pixel 7 context
// on `baseURL`, the app's service worker blocked as in every suite but pwa's, recording its toasts (e2e/toasts.ts)
// as the suite's own contexts do (e2e/fixtures.ts), with its page object.
import type { Browser, BrowserContext } from '@playwright/test';
import { devices } from './fixtures.ts';
import { Lobby } from './lobby.page.ts';
import { recordToasts } from './toasts.ts';

/** A new phone whose browser says `locale`, on the server at `baseURL`; close its context when done. */
export async function newPhone(
  browser: Browser,
  baseURL: string,
  locale = 'zh-CN',
): Promise<{ context: BrowserContext; lobby: Lobby }> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL, locale, serviceWorkers: 'block' });
  await recordToasts(context);
  return { context, lobby: new Lobby(await context.newPage()) };
}
