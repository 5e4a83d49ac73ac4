import { spawnSync } from 'node:child_process';
import { test as base, expect, type Page } from '@playwright/test';
import { findRealBackend, KIT_PLAYER, skipMessage, sqlAt } from '../../../tooling/real-backend.ts';
import { Lobby } from '../e2e/lobby.page.ts';
import { recordToasts } from '../e2e/toasts.ts';
import { DEPLOYS_ENV, type Deploy, type DeployKind, type Deploys, SUITE } from './deploys.ts';

export { expect, type Page } from '@playwright/test';

/** The seeded player of the kit, as the login form takes it. */
export const KIT = { username: KIT_PLAYER.name, password: KIT_PLAYER.password, payPassword: KIT_PLAYER.payPassword };

/** A player of the backend with the session token the api gave them. */
export type RealPlayer = { username: string; password: string; payPassword: string; token: string; id: number };

/** An answer of the backend: its HTTP status and envelope. */
export type Answer<T = unknown> = { status: number; code?: number; message?: string; data?: T };

let playersIssued = 0;

/** A username no other player of this run has (the worker's index and a counter; every run starts a fresh backend). */
function newPlayerName(): string {
  playersIssued += 1;
  return `k${String(test.info().workerIndex).padStart(2, '0')}${String(playersIssued).padStart(4, '0')}`;
}

/** The one-time payment password the backend's register accepts (min 8), changed at once to the player's six. */
const REGISTERED_PAY_PASSWORD = 'Pay12345';

/**
 * The backend of one deploy as the tests reach it from Node: its api (through the deploy's own route: nginx's /api/
 * on the same origin, the backend itself across origins) and its database, the back office's hand.
 */
export class RealPlatform {
  readonly deploy: Deploy;

  constructor(deploy: Deploy) {
    this.deploy = deploy;
  }

  /** Calls `/api/<path>` as the app's transport does (JSON, `Authorization: Bearer <token>`). */
  async call<T = unknown>(path: string, data: Record<string, unknown> = {}, token = ''): Promise<Answer<T>> {
    const response = await fetch(`${this.deploy.api}/api/${path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(data),
    });
    const text = await response.text();
    try {
      return { status: response.status, ...(JSON.parse(text) as object) };
    } catch {
      return { status: response.status, message: text.slice(0, 200) };
    }
  }

  /** Runs SQL in the backend's database; answers the tab-separated rows. */
  sql(query: string): string {
    return sqlAt(this.deploy.socket, query);
  }

  /** Logs a player in through the api; answers the session token. */
  async logIn(username: string, password: string): Promise<string> {
    const answer = await this.call<{ new_api_token?: string }>('login_pc', { name: username, password, code: '' });
    const token = answer.data?.new_api_token;
    if (!token) throw new Error(`the backend refused to log ${username} in: ${JSON.stringify(answer)}`);
    return token;
  }

  /**
   * A player of this test alone, made through the api as a player of this backend is made (register with an
   * eight-character payment password, then the payment-password call to six digits), with a bank card bound and
   * `balance` yuan put in the wallet by the back office when asked.
   */
  async newPlayer(options: { card?: boolean; balance?: number } = {}): Promise<RealPlayer> {
    const username = newPlayerName();
    const password = 'abc12345';
    const registered = await this.call('register', {
      name: username,
      password,
      confirmPass: password,
      realname: '李四',
      paypassword: REGISTERED_PAY_PASSWORD,
    });
    if (registered.code !== 200) throw new Error(`the backend refused to register ${username}: ${registered.message}`);
    const token = await this.logIn(username, password);
    const payPassword = KIT.payPassword;
    const changed = await this.call(
      'editPayPassword',
      { password: REGISTERED_PAY_PASSWORD, paypassword: payPassword },
      token,
    );
    if (changed.code !== 200) throw new Error(`the backend refused the payment password: ${changed.message}`);
    if (options.card) {
      const bound = await this.call(
        'bindcard',
        {
          bank: '工商银行',
          bank_no: `6222020200${username.slice(1)}`,
          bank_owner: '李四',
          bank_address: '北京市朝阳支行',
          pay_pass: payPassword,
        },
        token,
      );
      if (bound.code !== 200) throw new Error(`the backend refused to bind a card: ${bound.message}`);
    }
    const id = Number(this.sql(`SELECT id FROM users WHERE username = '${username}'`).trim());
    if (options.balance) this.sql(`UPDATE users SET balance = ${options.balance} WHERE id = ${id}`);
    return { username, password, payPassword, token, id };
  }

  /** The player's wallet in cents, as the backend holds it. */
  async walletCents(player: RealPlayer): Promise<number> {
    const answer = await this.call<{ balance: string }>('balance', {}, player.token);
    return Math.round(Number(answer.data?.balance) * 100);
  }

  /** The player's venue wallets in cents, by venue code in upper case (`AG`, `PG`). */
  async venueCents(player: RealPlayer): Promise<Record<string, number>> {
    const answer = await this.call<Array<{ platname: string; balance: string | number }>>(
      'balancelist',
      {},
      player.token,
    );
    return Object.fromEntries(
      (answer.data ?? []).map((row) => [row.platname.toUpperCase(), Math.round(Number(row.balance) * 100)]),
    );
  }

  /** The player's deposits (state 1 pending, 2 approved), latest first, from the database. */
  deposits(player: RealPlayer): Array<{ orderNo: string; amount: number; state: number }> {
    return this.sql(`SELECT out_trade_no, amount, state FROM recharge WHERE user_id = ${player.id} ORDER BY id DESC`)
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [orderNo = '', amount = '0', state = '0'] = line.split('\t');
        return { orderNo, amount: Number(amount), state: Number(state) };
      });
  }

  /**
   * The back office approves a pending deposit, writing what its approval (app/Admin/Actions/Grid/Recharge/Pass.php)
   * writes in one transaction: the wallet and the deposit sum grow by the amount, the order's state becomes 2. The
   * kit sets no `recharge_fee`, so Pass adds no bonus; its VIP upgrade and operator log are left out.
   */
  approveDeposit(orderNo: string) {
    const changed = this.sql(
      'START TRANSACTION; ' +
        'UPDATE users u JOIN recharge r ON r.user_id = u.id ' +
        'SET u.balance = u.balance + r.amount, u.paysum = u.paysum + r.amount, r.state = 2, r.updated_at = NOW() ' +
        `WHERE r.out_trade_no = '${orderNo.replace(/[^\w-]/g, '')}' AND r.state = 1; ` +
        'SELECT ROW_COUNT(); COMMIT;',
    );
    expect(changed.trim(), `approving ${orderNo}`).toBe('2');
  }

  /** A bank deposit of `amount` made through the api and approved by the back office: today's deposits grow. */
  async depositApproved(player: RealPlayer, amount: number) {
    const made = await this.call(
      'recharge',
      {
        paytype: 'bank',
        amount,
        bank: '工商银行',
        bank_no: '6222020200112233445',
        bank_address: '北京市朝阳支行',
        bank_owner: '李四',
      },
      player.token,
    );
    if (made.code !== 200 || !made.message) throw new Error(`the backend refused the deposit: ${JSON.stringify(made)}`);
    this.approveDeposit(made.message);
  }

  /** Whether `plain` is the player's payment password, as the backend's Hash::check would say. */
  payPasswordIs(username: string, plain: string): boolean {
    const hash = this.sql(`SELECT paypwd FROM users WHERE username = '${username}'`).trim();
    return verifyBcrypt(plain, hash);
  }
}

/** PHP's password_verify, as the backend checks a password. */
function verifyBcrypt(plain: string, hash: string): boolean {
  const result = spawnSync('php', ['-r', 'echo password_verify($argv[1], $argv[2]) ? "yes" : "no";', plain, hash], {
    encoding: 'utf8',
  });
  return result.stdout === 'yes';
}

/** Signs a player in on the page as a returning player arrives: their session token in the site's session storage. */
export async function signIn(page: Page, player: { token: string }) {
  await page.goto('./favicon.svg');
  await page.evaluate((token) => sessionStorage.setItem('token', token), player.token);
}

/** The deploys global setup started, or null when the kit is absent (every test then skips). */
function deploys(): Deploys | null {
  const json = process.env[DEPLOYS_ENV];
  return json ? (JSON.parse(json) as Deploys) : null;
}

/**
 * Every journey's `test`: Playwright's, in the project's deploy (`deployKind`), its site as `baseURL`, the
 * backend as `platform`, and the page object `lobby` (the fake platform's, whose form and screen helpers fit; its
 * api helpers do not: they call the fake's own address). Skipped, saying how to point LOBBY_REAL_BACKEND at a kit,
 * where there is none.
 */
export const test = base.extend<{ deploy: Deploy; platform: RealPlatform; lobby: Lobby; deployKind: DeployKind }>({
  deployKind: ['same', { option: true }],
  deploy: async ({ deployKind }, use, testInfo) => {
    testInfo.skip(!findRealBackend(), skipMessage(SUITE));
    const found = deploys();
    if (!found) throw new Error(`${SUITE}: global setup did not start the deploys (no ${DEPLOYS_ENV})`);
    await use(found[deployKind]);
  },
  baseURL: async ({ deploy }, use) => {
    await use(`${deploy.site}/`);
  },
  platform: async ({ deploy }, use) => {
    await use(new RealPlatform(deploy));
  },
  lobby: async ({ page }, use) => {
    await use(new Lobby(page));
  },
  // Every page records its toasts, as the fake platform's suites do (e2e/toasts.ts).
  context: async ({ context }, use) => {
    await recordToasts(context);
    await use(context);
  },
});
