// The page object of the Playwright suites: `Lobby`, what a player does, in the player's words. Its parts, one
// concern a file under `lobby/`, each class building on the one before: `screen.ts` (the page, navigation and
// landmarks, controls, what the screen shows), `routes.ts` (faults of the fake, answers and requests),
// `players.ts` (who is signed in, the back office, money read from the fake), `forms.ts` (each screen's form).
// Here: what the screens' driver files get (quality/drivers.ts) to bring a submit up to its last tap or make a tap.
import { expect } from '@playwright/test';
import { type BrowserStep, type PreparedSubmit, submitStepOf, tapStepOf } from '../quality/drivers.ts';
import type { ScreenCheck, Session, SubmitName, Trigger } from '../quality/routes.ts';
import { LobbyForms } from './lobby/forms.ts';
import { DEMO, DEMO_PAY_PASSWORD, newCardNumber, newUsdtAddress } from './lobby/players.ts';

export { PNG_AVATAR } from './lobby/forms.ts';
export {
  DEMO,
  DEMO_PAY_PASSWORD,
  type NewPlayer,
  newCardNumber,
  newUsdtAddress,
  newUsername,
} from './lobby/players.ts';

export type { PreparedSubmit };

/** Page object for the journeys and quality suites: what a player does, in the player's words. */
export class Lobby extends LobbyForms {
  /**
   * What a screen's driver file gets to reach a call or a submit on `screen`, opened in `session`
   * (quality/drivers.ts): this page object and the screen's readiness. A screen's first visit in a worker loads its
   * chunks and starts its machine: on a loaded machine /recharge's took longer than expect's 5 s, so it waits 15 s.
   */
  stepOn(screen: ScreenCheck, session: Session): BrowserStep {
    return {
      lobby: this,
      page: this.page,
      screen,
      session,
      ready: () => expect(this.landmark(screen.ready[session])).toBeVisible({ timeout: 15_000 }),
      shows: (locator) => expect(locator).toBeVisible(),
      button: (name, within = this.page) => within.getByRole('button', { name, exact: true }),
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
  async prepareSubmit(submit: SubmitName, screen: ScreenCheck, session: Session): Promise<PreparedSubmit> {
    return submitStepOf(screen, submit)(this.stepOn(screen, session));
  }

  /** On `screen`, open in `session`: the tap (or answer) that makes a call, no submit (its driver file's `taps`). */
  async tapFor(trigger: Trigger, screen: ScreenCheck, session: Session): Promise<void> {
    await tapStepOf(screen, trigger)(this.stepOn(screen, session));
  }

  /**
   * Has /api/getfanshui answer one unclaimed rebate and a claimable sum, so a new player's 点击领取 passes the
   * client's check and reaches /api/dofanshui (which the fake then refuses: the player has nothing to claim).
   */
  async answerClaimableRebate(pending = '12.50') {
    const row = {
      id: 1,
      order_no: 'FS0001',
      api_type: 'pg',
      gamename: 'PG电子',
      money: pending,
      state: 0,
      created_at: '2026-11-20 12:00:00',
      updated_at: '2026-11-20 12:00:00',
    };
    const list = { current_page: 1, data: [row], last_page: 1, per_page: 15, total: 1 };
    await this.answer('/api/getfanshui', { code: 200, message: '', data: { list, jisuan: 0, nojisuan: pending } });
  }

  /**
   * Has /api/userredpacket answer grabs left, so a new player's 立即抢红包 passes the client's check and reaches
   * /api/douserredpacket (which the fake then refuses: the player has not deposited today).
   */
  async answerRedPacketGrabs(sendnums = 1) {
    await this.answer('/api/userredpacket', {
      code: 200,
      message: '',
      data: { sendnums, acquirednum: 0, redPacketStatus: 'STARTING', rules: [], max_times: 8 },
    });
  }
}
