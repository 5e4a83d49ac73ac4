import { DEFAULT_TIMEOUT_MS } from '@lobby/api';
import { messages } from '@lobby/domain/messages';
import { outcomeMessages } from '@lobby/domain/money';
import { isSubmit } from '../quality/drivers.ts';
import { browserFaultCases, type FaultCase, requestPath, screenByKey } from '../quality/fault-scenarios.ts';
import { type CallCheck, calls, type ScreenCheck, screens } from '../quality/routes.ts';
import { expect, type Page, test } from './fixtures.ts';
import { Lobby } from './lobby.page.ts';
import { runOnOnePage } from './one-page.ts';
import { prepareSubmit, tapFor } from './steps.ts';

// Faults in the browser: what only a real page can show. Every call of `quality/routes.ts` under every fault the
// fake plays (and a dead network) is checked in node by `quality/fault-messages.test.ts`: the real api client
// meets the fake's fault, the screen's live machine turns it into the words the player gets (the api's, the
// server's own, the auth and game network words, nothing for a background call, a late answer that succeeds),
// compared with the rule in `quality/fault-scenarios.ts`. Here, per screen, its first foreground call meets one
// fault of each kind (a server message, a 401, an unreadable answer, no answer until the timeout on the page's
// clock, no network), and each other way the screen shows a failure (a background call's nothing, the expired
// session's alert and /login, the hot grid's alert, the money outcome's check or refusal, a late answer's move or
// alert) is met once (`browserFaultCases`). Each case checks: the message shows where it should, the screen is not
// blank, no uncaught error and no native dialog, what the player typed is kept. How the player reaches a call is
// its screen's driver file's (quality/drivers.ts).

const screenOf = (call: CallCheck): ScreenCheck => screenByKey(call.screen);
/** The screen a failed call leaves the player on: its own, or where `failsTo` sends them. */
const landingOf = (call: CallCheck, screen: ScreenCheck): ScreenCheck =>
  screens.find((entry) => call.failsTo !== undefined && entry.path === call.failsTo && !entry.maintenance) ?? screen;

/** A path as a literal inside a regular expression (`?` in a query). */
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The screen a successful call lands on: the one at that path (without its query), home for `/`. */
const landingAt = (path: string): ScreenCheck => {
  const bare = path.split('?')[0];
  const screen = screens.find((entry) => entry.path.split('?')[0] === bare && !entry.maintenance);
  if (!screen) throw new Error(`no screen at ${path}`);
  return screen;
};

/** What the player typed before the call, to check it is still there after the fault. */
type Typed = Record<string, string>;

/** Brings the player to the call: opens its screen and does what makes the call, its screen's driver's way. */
async function trigger(lobby: Lobby, call: CallCheck): Promise<Typed> {
  const screen = screenOf(call);
  if (call.session === 'in') await lobby.signInAs(call.player ?? 'demo');
  await lobby.open(screen.path);
  if (call.trigger === 'load' || call.trigger === 'poll') return {};
  if (!isSubmit(call.trigger)) {
    await tapFor(lobby, call.trigger, screen, call.session);
    return {};
  }
  const { control, typed, confirm } = await prepareSubmit(lobby, call.trigger, screen, call.session);
  await control.click();
  if (confirm) await confirm.click();
  return typed;
}

async function expectTyped(page: Page, typed: Typed) {
  for (const [label, value] of Object.entries(typed)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
}

/** The case's name: the call (and the control, when two of the screen's send it), where it goes, the fault. */
function titleOf({ call, scenario }: FaultCase): string {
  // The same call from two controls of one screen (a transfer from the form and from a quota sheet) says which.
  const twin = calls.some((other) => other !== call && other.name === call.name && other.screen === call.screen);
  const by = twin ? ` by ${call.trigger}` : '';
  return `${call.name} on ${call.screen}${by} (${call.method} ${call.path}) answered with ${scenario.name}`;
}

/**
 * One case on `page`, from wherever the page is: the fault routed, the call made, what the player gets checked.
 * A case on the fake clock (a timeout, a money outcome checked over its window) needs a page of its own: the
 * clock is the context's and replays its steps into every later document of it.
 */
async function checkCase(page: Page, { call, scenario, expectation }: FaultCase) {
  const lobby = new Lobby(page);
  const screen = screenOf(call);
  // A money call that may have gone through is checked over a window longer than the server takes: on a fake
  // clock, stepped until the verdict, instead of in real time.
  const checksOutcome = expectation.shows === 'outcomeChecked';
  if (scenario.timesOut || checksOutcome) await page.clock.install();
  await lobby.fault(requestPath(call), scenario.fault);
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(requestPath(call)));
  // A case that fails before the call leaves this wait to time out on the page its group goes on using.
  sent.catch(() => {});
  const money = lobby.countRequests(requestPath(call));
  const typed = await trigger(lobby, call);
  await sent;
  if (scenario.timesOut) await page.clock.fastForward(DEFAULT_TIMEOUT_MS + 1000);

  const showsMessage =
    'message' in expectation && expectation.shows !== 'refused' && expectation.shows !== 'successAlert';
  switch (expectation.shows) {
    case 'sessionExpired': {
      const alert = page.getByRole('alertdialog', { name: messages['session.expiredTitle'] });
      await expect(alert).toContainText(messages['session.expired']);
      await expect(page).toHaveURL(/#\/login/);
      await alert.getByRole('button', { name: '确定' }).click();
      await lobby.expectNotBlank(screenByKey('login').ready.out);
      break;
    }
    case 'landsOn':
      await expect(page).toHaveURL(new RegExp(`#${expectation.path}`));
      await expect(page.locator('#root')).not.toBeEmpty();
      break;
    case 'leaves':
      await expect(page).toHaveURL(new RegExp(expectation.url.replace(/[.]/g, '\\.')));
      break;
    case 'success':
      // The path, whatever its query (a new order's number).
      await expect(page).toHaveURL(new RegExp(`#${escapeRegExp(expectation.path)}(\\?.*)?$`));
      await lobby.expectNotBlank(landingAt(expectation.path).ready[call.session]);
      break;
    case 'outcomeChecked':
      // It may have gone through: checked against the records for the whole window (the fake never reached the
      // money), never resent, and the payment password is cleared rather than left for a second tap.
      await lobby.waitOutOutcomeCheck(outcomeMessages.notDone);
      delete typed.支付密码;
      await lobby.expectNotBlank(screen.ready[call.session]);
      expect(money.count).toBe(1);
      break;
    case 'outcomeRefused':
      await lobby.toast(expectation.message);
      await lobby.expectNotBlank(screen.ready[call.session]);
      expect(money.count).toBe(1);
      break;
    case 'refused':
      // The backend's own refusal of the request the app sent: beside the form, with what was typed.
      await expect(page.getByRole('form').getByRole('alert')).toHaveText(expectation.message);
      await lobby.expectNotBlank(screen.ready[call.session]);
      await expectTyped(page, typed);
      break;
    case 'toast':
      await lobby.toast(expectation.message);
      if (expectation.failsTo) await expect(page).toHaveURL(new RegExp(`#${expectation.failsTo}$`));
      await lobby.expectNotBlank(landingOf(call, screen).ready[call.session]);
      break;
    case 'inline':
      await expect(page.getByRole('alert').filter({ hasText: expectation.message }).first()).toBeVisible();
      await lobby.expectNotBlank(screen.ready[call.session]);
      break;
    // A refusal the app words in an alert, or a success it confirms in one: the same dialog, dismissed with 确定.
    case 'successAlert':
    case 'alert': {
      const alert = page.getByRole('alertdialog').filter({ hasText: expectation.message });
      await expect(alert).toBeVisible();
      await alert.getByRole('button', { name: '确定' }).click();
      await lobby.expectNotBlank(screen.ready[call.session]);
      break;
    }
    case 'nothing':
      // A silent call, or a slow answer that succeeds: the screen works and no error shows.
      await lobby.expectNotBlank(screen.ready[call.session]);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      break;
  }
  const expired = expectation.shows === 'sessionExpired';
  if (!expired && call.trigger === 'poll') {
    await expect(page.getByText('¥8,888.00').first()).toBeVisible();
  }
  if ((showsMessage || expectation.shows === 'outcomeChecked') && !expired) await expectTyped(page, typed);
  expect(lobby.errors).toEqual([]);
  expect(lobby.nativeDialogs).toEqual([]);
}

const onClock = ({ scenario, expectation }: FaultCase): boolean =>
  scenario.timesOut === true || expectation.shows === 'outcomeChecked';

const cases = browserFaultCases(calls);

for (const entry of cases.filter(onClock)) {
  test(titleOf(entry), async ({ page }) => {
    await checkCase(page, entry);
  });
}

// The other cases of a screen run one after another on one page (e2e/one-page.ts): the test fails at the end naming
// each failed case, its call and fault.
for (const key of new Set(cases.map((entry) => entry.call.screen))) {
  const group = cases.filter((entry) => entry.call.screen === key && !onClock(entry));
  if (group.length === 0) continue;
  test(`${key}: ${group.length} faults, one page`, async ({ page }) => {
    await runOnOnePage(
      page,
      group.map((entry) => ({ title: titleOf(entry), run: (onPage) => checkCase(onPage, entry) })),
    );
  });
}
