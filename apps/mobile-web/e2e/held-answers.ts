import type { Page, Route } from './fixtures.ts';

/** The requests one address held in the browser: how many wait, and what lets them (and every later one) go on. */
export type HeldAnswers = { count: () => number; release: () => Promise<void> };

/**
 * Holds every request to `address` in the browser until `release`, so that a test can measure the screen while its
 * data is still on the way (a control's box before and after, for the tests that nothing moves under a finger).
 * Released, each goes on as `pass` sends it: to the fake platform as asked by default, or with a fault of its
 * scenarios (`continueWithFault`).
 */
export async function holdAnswers(
  page: Page,
  address: RegExp,
  pass: (route: Route) => Promise<unknown> = (route) => route.continue(),
): Promise<HeldAnswers> {
  const held: Route[] = [];
  let released = false;
  await page.route(address, (route) => (released ? pass(route) : held.push(route)));
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      for (const route of held) await pass(route);
    },
  };
}
