// The page object of the Playwright suites: `Lobby`, what a player does, in the player's words. Its parts, one
// concern a file under `lobby/`, each class building on the one before: `screen.ts` (the page, navigation and
// landmarks, controls, what the screen shows), `routes.ts` (faults of the fake, answers and requests),
// `players.ts` (who is signed in, the back office, money read from the fake), `forms.ts` (each screen's form).
// What the screens' driver files get to bring a submit up to its last tap is e2e/steps.ts's: the page object
// knows no driver file, the driver files know it.
import { LobbyForms } from './lobby/forms.ts';

export { PNG_AVATAR } from './lobby/forms.ts';
export {
  DEMO,
  DEMO_PAY_PASSWORD,
  type NewPlayer,
  newCardNumber,
  newUsdtAddress,
  newUsername,
} from './lobby/players.ts';

/** Page object for the journeys and quality suites: what a player does, in the player's words. */
export class Lobby extends LobbyForms {
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
