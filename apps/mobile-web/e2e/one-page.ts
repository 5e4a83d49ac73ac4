// Cases that share one page: a suite that checks many small things (a call under each fault, a screen under axe)
// runs them one after another on one page instead of paying a new page (a renderer started, the build fetched
// and compiled) for each. Each case starts from a first visit's state; a failed case does not stop the others.
import { stripVTControlCharacters } from 'node:util';
import { expect, type Page, test } from './fixtures.ts';

/** One case of a group: its name (what a failure is listed under) and what it does on the page. */
export type PageCase = { title: string; run: (page: Page) => Promise<void> };

/**
 * Brings a page that ran a case back to a first visit's state: no routes, off the app (its timers and requests end
 * with its document), no storage, no cookies. What stays is the browser's cache of the build's files, which a
 * player's second visit has too.
 */
export async function startOver(page: Page) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('./favicon.svg');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
}

/**
 * What failed, in one line for the list a group fails with: the matcher's message up to its call log (what was
 * checked, where, what was expected and found), colours taken out.
 */
function summary(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const shown = stripVTControlCharacters(message).split('Call log:')[0] ?? '';
  return shown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' | ');
}

/**
 * Runs `cases` in order on `page`, each a step of its own from {@link startOver}, with the test's time cap once per
 * case; fails at the end naming each case that failed and what it expected.
 */
export async function runOnOnePage(page: Page, cases: readonly PageCase[]) {
  expect(cases.length).toBeGreaterThan(0);
  test.setTimeout(cases.length * 60_000);
  const failed: string[] = [];
  for (const { title, run } of cases) {
    await test.step(title, async () => {
      try {
        await startOver(page);
        await run(page);
      } catch (error) {
        failed.push(`${title}: ${summary(error)}`);
      }
    });
  }
  expect(failed).toEqual([]);
}

/** How many cases share a page when a suite does not say (e2e/one-page.ts): six small checks, one page. */
export const CASES_PER_PAGE = 6;

/**
 * Declares one test per `perPage` cases, named by its cases and run on one page in turn ({@link runOnOnePage});
 * `prepare` readies each page first (watchers that a window can take only once).
 */
export function testOnPages(
  cases: readonly PageCase[],
  { perPage = CASES_PER_PAGE, prepare }: { perPage?: number; prepare?: (page: Page) => Promise<void> } = {},
) {
  for (let first = 0; first < cases.length; first += perPage) {
    const group = cases.slice(first, first + perPage);
    test(group.map((entry) => entry.title).join('; '), async ({ page }) => {
      await prepare?.(page);
      await runOnOnePage(page, group);
    });
  }
}
