import { type CallCheck, calls, type SubmitName, screens } from '../quality/routes.ts';
import { expect, type Locator, type Page } from './fixtures.ts';
import { Lobby } from './lobby.page.ts';
import { testOnPages } from './one-page.ts';
import { prepareSubmit } from './steps.ts';

// Rapid repeated taps on every submit action send exactly one request. The first request is held until the last
// tap has landed, however slow the machine: a tap after its answer came would rightly be a new request (a second
// balance refresh), so an answer slowed by a fixed time let a loaded machine fail the suite by chance.

const TAPS = 5;

/** Holds every request the page sends to `path` until the returned function is called, then lets them through. */
async function holdRequests(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith(path),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Taps `target` in bursts: clicks dispatched in one task, then real pointer taps where it was. */
async function hammer(lobby: Lobby, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the submit control is not on screen');
  // In one task, before React can render the busy state or close a dialog: only the machine stands in the way.
  await target.evaluateAll((elements, taps) => {
    for (let tap = 0; tap < taps; tap += 1) for (const element of elements) (element as HTMLElement).click();
  }, TAPS);
  // Then a thumb on the same spot, whatever covers it by now (the loading overlay, the page under a closed dialog).
  for (let tap = 0; tap < TAPS; tap += 1) {
    await lobby.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
}

/** A path as a pattern that matches it literally (`/password?type=2` holds a `?`). */
const literally = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const callOf = (submit: SubmitName): CallCheck => {
  const call = calls.find((entry) => entry.trigger === submit);
  if (!call) throw new Error(`no call for ${submit}`);
  return call;
};

const cases = screens.flatMap((screen) =>
  screen.submits.map((submit) => {
    const call = callOf(submit);
    return {
      title: `${screen.key}: ${submit} tapped ${TAPS * 2} times sends one ${call.path}`,
      run: async (page: Page) => {
        const lobby = new Lobby(page);
        const release = await holdRequests(page, call.path);
        await lobby.visit(screen, call.session, call.player);
        const sent = lobby.countRequests(call.path);
        // Up to the last tap the screen's driver's way (as the fault suite), then taps in bursts.
        const { control, confirm } = await prepareSubmit(lobby, submit, screen, call.session);
        await hammer(lobby, control);
        // The login form also submits on Enter: one more way to send it again.
        if (submit === 'login') await page.keyboard.press('Enter');
        if (confirm) {
          // However many taps, one confirm, whose 确定 is then hammered too.
          await expect(confirm).toHaveCount(1);
          await hammer(lobby, confirm);
        }
        // The first request has left the page and waits here: a money intent first reads the ledger's baseline, which
        // on a loaded machine can outlast every tap and the answer check below (the page is already on the path).
        await expect.poll(() => sent.count, { message: `no ${call.path} after the taps` }).toBeGreaterThan(0);
        release();
        await expect(page).toHaveURL(new RegExp(`#${literally(call.success ?? call.landsOn ?? screen.path)}`));
        if (call.refused) await expect(page.getByRole('form').getByRole('alert')).toHaveText(call.refused);
        // Any late duplicate has left the page and been counted by then.
        await lobby.settled();
        expect(sent.count).toBe(1);
        expect(lobby.errors).toEqual([]);
      },
    };
  }),
);

// Six submits a page, one after another (e2e/one-page.ts), each from a first visit's state.
testOnPages(cases);
