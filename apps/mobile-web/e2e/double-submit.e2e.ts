import { messages } from '@lobby/domain';
import { expect, type Locator, test } from '@playwright/test';
import { type CallCheck, calls, type SubmitName, screens } from '../quality/routes.ts';
import { Lobby } from './lobby.page.ts';

// Rapid repeated taps on every submit action send exactly one request. The answer is slowed down so the taps
// land while the first request is still under way, which is when a second one would slip through.

const TAPS = 5;
const SLOW = 'slow:800';

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

/** Prepares each submit action up to its last tap, then taps it repeatedly. */
const actions: Record<SubmitName, (lobby: Lobby) => Promise<void>> = {
  login: async (lobby) => {
    await lobby.fillLogin();
    await hammer(lobby, lobby.page.getByRole('button', { name: '登录', exact: true }));
    await lobby.page.keyboard.press('Enter');
  },
  register: async (lobby) => {
    await lobby.fillRegister();
    await hammer(lobby, lobby.page.getByRole('button', { name: '注册', exact: true }));
  },
  logout: async (lobby) => {
    const { page } = lobby;
    await hammer(lobby, page.getByRole('button', { name: '退出登录' }));
    const confirm = page.getByRole('alertdialog', { name: messages['logout.title'] });
    await expect(confirm).toHaveCount(1);
    await hammer(lobby, confirm.getByRole('button', { name: '确定' }));
  },
  refreshMoney: async (lobby) => {
    await hammer(lobby, lobby.page.getByRole('button', { name: '刷新余额' }));
  },
};

const callOf = (submit: SubmitName): CallCheck => {
  const call = calls.find((entry) => entry.trigger === submit);
  if (!call) throw new Error(`no call for ${submit}`);
  return call;
};

for (const screen of screens) {
  for (const submit of screen.submits) {
    const call = callOf(submit);
    test(`${screen.key}: ${submit} tapped ${TAPS * 2} times sends one ${call.path}`, async ({ page }) => {
      const lobby = new Lobby(page);
      await lobby.fault(call.path, SLOW);
      await lobby.visit(screen, call.session);
      const sent = lobby.countRequests(call.path);
      await actions[submit](lobby);
      await expect(page).toHaveURL(new RegExp(`#${call.success ?? call.landsOn ?? screen.path}`));
      // Time for any late duplicate to leave the page.
      await page.waitForTimeout(1000);
      expect(sent.count).toBe(1);
      expect(lobby.errors).toEqual([]);
    });
  }
}
