// How a browser suite brings a screen up to a submit's last tap, or makes the tap that sends a call: the screen's
// driver file says how (quality/drivers.ts), given the page object and the screen's readiness. Kept out of the page
// object so that it knows no driver file while the driver files know it (one way, no import circle).
import { expect } from '@playwright/test';
import type { BrowserStep, PreparedSubmit } from '../quality/driver-kit.ts';
import { submitStepOf, tapStepOf } from '../quality/drivers.ts';
import type { ScreenCheck, Session, SubmitName, Trigger } from '../quality/routes.ts';
import { DEMO, DEMO_PAY_PASSWORD, newCardNumber, newUsdtAddress } from './lobby/players.ts';
import type { Lobby } from './lobby.page.ts';

/**
 * What a screen's driver file gets to reach a call or a submit on `screen`, opened in `session`: the page object
 * and the screen's readiness. A screen's first visit in a worker loads its chunks and starts its machine: on a
 * loaded machine /recharge's took longer than expect's 5 s, so it waits 15 s.
 */
export function stepOn(lobby: Lobby, screen: ScreenCheck, session: Session): BrowserStep {
  return {
    lobby,
    page: lobby.page,
    screen,
    session,
    ready: () => expect(lobby.landmark(screen.ready[session])).toBeVisible({ timeout: 15_000 }),
    shows: (locator) => expect(locator).toBeVisible(),
    button: (name, within = lobby.page) => within.getByRole('button', { name, exact: true }),
    demo: { ...DEMO, payPassword: DEMO_PAY_PASSWORD },
    newUsdtAddress,
    newCardNumber,
  };
}

/**
 * On `screen`, open as the suites open it in `session`: brings the player up to the last tap of `submit` (the
 * screen's driver file says how) and returns the control to tap, what was typed (each field's label and value,
 * which a failure must leave in place) and, for a submit that asks first (logout), the confirm's button the tap
 * opens. The fault suite taps it once, the double-submit suite many times.
 */
export function prepareSubmit(
  lobby: Lobby,
  submit: SubmitName,
  screen: ScreenCheck,
  session: Session,
): Promise<PreparedSubmit> {
  return submitStepOf(screen, submit)(stepOn(lobby, screen, session));
}

/** On `screen`, open in `session`: the tap (or answer) that makes a call, no submit (its driver file's `taps`). */
export async function tapFor(lobby: Lobby, trigger: Trigger, screen: ScreenCheck, session: Session): Promise<void> {
  await tapStepOf(screen, trigger)(stepOn(lobby, screen, session));
}
