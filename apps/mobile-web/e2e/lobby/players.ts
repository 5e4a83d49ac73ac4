// The page object's players: who is signed in and how (the demo player, a player the test registered, one the
// fake's back office opened), deposits approved, and the money a player holds read from the fake itself. How a
// player is made lives in `@lobby/fake-platform/testing` (shared with the engine journeys); here it meets the page.
import { FakeClient, type NewPlayer, TEST_PAY_PASSWORD, uniqueNames } from '@lobby/fake-platform/testing';
import { expect, test } from '@playwright/test';
import type { Landmark, Player, Session } from '../../quality/basics.ts';
import { LobbyRoutes } from './routes.ts';

/** The seeded demo player. */
export const DEMO = { username: 'demo01', password: 'demo1234' } as const;

/** The seeded demo player's payment password (fake platform seed), and every test player's. */
export const DEMO_PAY_PASSWORD = TEST_PAY_PASSWORD;

export type { NewPlayer };

/** Names and numbers no other test of the run uses: the Playwright worker's index and a counter. */
const names = uniqueNames(() => String(test.info().workerIndex).padStart(2, '0'));

/**
 * A username for a new player that the register rule accepts and that no other test of the run uses: a letter,
 * the Playwright worker's index and a counter. The worker index is unique per worker process within a run (a
 * worker started after a failure gets a new one), and the fake platform starts each run from the seed.
 */
export const newUsername = (): string => names.username();

/** A TRC20-looking address (34 word characters) that no other test of the run binds. */
export const newUsdtAddress = (): string => names.usdtAddress();

/** A 16-digit card number that no other test of the run binds. */
export const newCardNumber = (): string => names.cardNumber();

/** What {@link LobbyPlayers.visit} reads of a screen of the quality list (quality/routes.ts's ScreenCheck fits). */
export type VisitedScreen = {
  path: string;
  ready: Readonly<Record<Session, Landmark>>;
  /** The site shows its maintenance screen (site_state 0) instead. */
  maintenance?: boolean;
};

/** {@link LobbyRoutes} with a player signed in, the back office at hand and the player's money read. */
export class LobbyPlayers extends LobbyRoutes {
  /** The session token of the player signed in last (for reading their money through the api). */
  token = '';

  /** The fake platform's back office and api, over the page's own request context (the test's `baseURL`). */
  readonly fake = new FakeClient(this.page.request);

  /** Signs the demo player in the way a returning player arrives: with a session token from an earlier login. */
  async signIn(account: { username: string; password: string } = DEMO): Promise<string> {
    const token = await this.fake.login(account);
    this.token = token;
    // Any page of the origin shares its session storage; the icon is the lightest one.
    await this.ready;
    await this.page.goto('./favicon.svg');
    await this.page.evaluate((value) => sessionStorage.setItem('token', value), token);
    return token;
  }

  /**
   * Registers a new player through the api (payment password {@link DEMO_PAY_PASSWORD}, no bound accounts; see
   * `FakeClient.registerPlayer`) and signs them in, for flows that change what a player holds (passwords,
   * profile, an agent application, bound accounts): the demo player stays as seeded for every other test.
   */
  async signInNewPlayer(): Promise<NewPlayer> {
    return this.fake.registerPlayer(newUsername(), (account) => this.signIn(account));
  }

  /** Calls the fake platform's api as `token`'s player, as the app would; answers the envelope. */
  async callApi(token: string, path: string, data: Record<string, unknown> = {}) {
    return this.fake.call(token, path, data);
  }

  /**
   * A new player (see {@link signInNewPlayer}) with a USDT address bound through the api, so the deposit page
   * opens without its blocking notice and its deposits credit no one another test reads. The suite's fake leaves
   * every deposit pending until {@link approveDeposit}.
   */
  async signInNewDepositor(): Promise<NewPlayer> {
    const player = await this.signInNewPlayer();
    await this.fake.bindUsdt(player, newUsdtAddress());
    return player;
  }

  /** The fake back office approves a pending deposit now (its test hook). */
  async approveDeposit(orderNo: string) {
    await this.fake.approveDeposit(orderNo);
  }

  /**
   * Has the fake's back office open a player for this test alone and signs them in (see
   * `FakeClient.openPlayer`): `cash` holds money, venue wallets, a bank card and two wallets, no history;
   * `history` holds what demo01 holds, dated from now.
   */
  async signInOwnPlayer(kind: 'cash' | 'history'): Promise<{ username: string; password: string }> {
    const account = await this.openPlayer(kind);
    await this.signIn(account);
    return account;
  }

  /** Has the fake's back office open a player for this test alone (see {@link signInOwnPlayer}), not signed in. */
  async openPlayer(kind: 'cash' | 'history'): Promise<{ username: string; password: string; payPassword: string }> {
    return this.fake.openPlayer(kind);
  }

  /** Signs in a player with money and bound accounts of this test's own (see {@link signInOwnPlayer}). */
  async signInCashPlayer(): Promise<{ username: string; password: string }> {
    return this.signInOwnPlayer('cash');
  }

  /** Signs in who a call of the quality list runs as: the demo player, or a player of the test's own. */
  async signInAs(player: Player): Promise<void> {
    if (player === 'demo') await this.signIn();
    else if (player === 'new') await this.signInNewPlayer();
    else await this.signInOwnPlayer(player);
  }

  /** Opens a screen of the quality list in a session (as `player`, the demo player unless said) and waits until it is ready. */
  async visit(screen: VisitedScreen, session: Session, player: Player = 'demo') {
    if (session === 'in') await this.signInAs(player);
    if (screen.maintenance) await this.startMaintenance();
    await this.open(screen.path);
    await expect(this.landmark(screen.ready[session])).toBeVisible();
  }

  /** Calls the fake platform as the signed-in player, outside the page: the fake's own state, not the screen. */
  async api<T = unknown>(path: string, data: Record<string, unknown> = {}): Promise<{ code: number; data: T }> {
    return this.fake.call<T>(this.token, path, data);
  }

  /** The signed-in player's wallet in cents, as the fake holds it. */
  async walletCents(): Promise<number> {
    return this.fake.walletCents(this.token);
  }

  /** The signed-in player's venue wallets in cents, by venue code. */
  async venueCents(): Promise<Record<string, number>> {
    return this.fake.venueCents(this.token);
  }

  /**
   * The signed-in player's withdrawals, latest written first (order number, amount, state): the amount as the
   * backend's transRecord gives it, abs(real_money), a number.
   */
  async withdrawals(): Promise<Array<{ out_trade_no: string; amount: number; state: number }>> {
    const answer = await this.api<{ data: Array<{ out_trade_no: string; amount: number; state: number }> }>(
      '/api/gettransrecord',
      { type: 2, date: 4, page: 1 },
    );
    return answer.data.data;
  }
}
