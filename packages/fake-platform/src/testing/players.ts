// How a test gets a player of its own and plays the back office: the fake's `/__fake/` hooks (open a player,
// approve a deposit), a registration through the api as the real backend takes it, a session token, and the api
// as that player for reading money outside the page. Written once for the Playwright suites (over `page.request`)
// and the engine journeys (over Node's fetch).
import { SEED_PASSWORDS } from '../store/seed.ts';

/** A player of a test's own: username and passwords. */
export type TestAccount = { username: string; password: string; payPassword: string };

/** A player a test registered, with the session token it holds. */
export type NewPlayer = TestAccount & { token: string };

/** The envelope every api call answers. */
export type Envelope<T = unknown> = { code: number; message: string; data: T };

/** The payment password of every player the seed, the back office and {@link FakeClient.registerPlayer} make. */
export const TEST_PAY_PASSWORD = SEED_PASSWORDS.payPassword;

/**
 * How a test reaches the fake's server: Playwright's `page.request` as it is (paths resolved against the test's
 * `baseURL`), or {@link fetchTransport} from Node.
 */
export type FakeTransport = {
  post(
    path: string,
    options: { data?: unknown; headers?: Record<string, string> },
  ): Promise<{ status(): number; json(): Promise<unknown> }>;
};

/** The transport over Node's fetch to the server at `baseUrl`. */
export function fetchTransport(baseUrl: string): FakeTransport {
  return {
    async post(path, options) {
      const response = await fetch(new URL(path, baseUrl), {
        method: 'POST',
        headers: { ...(options.data === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
        body: options.data === undefined ? undefined : JSON.stringify(options.data),
      });
      return { status: () => response.status, json: () => response.json() };
    },
  };
}

/** The fake platform's server as a test talks to it: its back office's hooks, and its api as a player. */
export class FakeClient {
  readonly transport: FakeTransport;

  constructor(transport: FakeTransport) {
    this.transport = transport;
  }

  /** A POST to the server: with a JSON body when `data` is given (the back office's hooks take none). */
  private async post<T>(path: string, data?: unknown, token = ''): Promise<T> {
    const options = {
      ...(data === undefined ? {} : { data }),
      ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
    };
    const response = await this.transport.post(`./${path.replace(/^\.?\//, '')}`, options);
    if (response.status() !== 200) throw new Error(`POST ${path}: HTTP ${response.status()}`);
    return (await response.json()) as T;
  }

  /**
   * The back office opens a player for this test alone: `cash` holds money, venue wallets, a bank card and two
   * wallets, no history; `history` holds what demo01 holds (wallet, venue wallets, VIP level, months of records
   * with unclaimed rebates and today's deposits), dated from now. A test that moves money or changes an account
   * runs as one, so no other test, no repeat of the test and no worker shares it, and "today" is the test's today
   * even when the suite runs past midnight in Beijing.
   */
  openPlayer(kind: 'cash' | 'history'): Promise<TestAccount> {
    return this.post<TestAccount>(`/__fake/players/${kind}`);
  }

  /** The back office approves a pending deposit now (the suites' fake leaves every deposit to this hook). */
  async approveDeposit(orderNo: string): Promise<void> {
    await this.post(`/__fake/deposits/${encodeURIComponent(orderNo)}/approve`);
  }

  /** A session token for the account, as the login form gets one. */
  async login(account: { username: string; password: string }): Promise<string> {
    const body = await this.post<{ data?: { new_api_token?: string } }>('/api/login_pc', {
      name: account.username,
      password: account.password,
      code: '',
    });
    const token = body.data?.new_api_token;
    if (!token) throw new Error(`the fake platform refused ${account.username}`);
    return token;
  }

  /** Calls the api as `token`'s player, as the app would; answers the envelope, whatever its code. */
  call<T = unknown>(token: string, path: string, data: Record<string, unknown> = {}): Promise<Envelope<T>> {
    return this.post<Envelope<T>>(`/api/${path.replace(/^\/?(api\/)?/, '')}`, data, token);
  }

  /** The api as `token`'s player; answers `data`, failing on any code but 200. */
  async api<T>(token: string, path: string, data: Record<string, unknown> = {}): Promise<T> {
    const body = await this.call<T>(token, path, data);
    if (body.code !== 200) throw new Error(`/api/${path} answered ${body.code}: ${body.message}`);
    return body.data;
  }

  /**
   * Registers `username` through the api (payment password {@link TEST_PAY_PASSWORD}, no bound accounts) and
   * answers the player with a session token. The real backend registers no six-digit payment password (min 8), so
   * the player registers with eight characters and changes it to six digits (its password change takes min 6), as
   * a player of that backend would have to; the `spec` kind takes both. `signIn` signs the player in between
   * and answers the token (a page object's own, which also hands the page the session; a bare login unless
   * given).
   */
  async registerPlayer(
    username: string,
    signIn: (account: { username: string; password: string }) => Promise<string> = (account) => this.login(account),
  ): Promise<NewPlayer> {
    const player = { username, password: 'abc12345', payPassword: TEST_PAY_PASSWORD };
    const registered = `${TEST_PAY_PASSWORD}00`;
    const body = await this.post<Envelope>('/api/register', {
      name: player.username,
      password: player.password,
      confirmPass: player.password,
      realname: '李四',
      paypassword: registered,
    });
    if (body.code !== 200) throw new Error(`the fake platform refused to register ${username}: ${body.message}`);
    const token = await signIn(player);
    await this.api(token, 'editPayPassword', {
      password: registered,
      paypassword: player.payPassword,
      newpasword: player.payPassword,
    });
    return { ...player, token };
  }

  /**
   * Binds a USDT (TRC20) address to `player` through the api, so the deposit page opens without its blocking
   * notice: with {@link registerPlayer}, a depositor whose deposits credit no one another test reads.
   */
  async bindUsdt(player: { token: string; payPassword: string }, address: string): Promise<void> {
    await this.api(player.token, 'bindcard', {
      bank: 'USDT',
      bank_no: address,
      bank_owner: 'TRC20',
      pay_pass: player.payPassword,
    });
  }

  /** `token`'s player's wallet in cents, as the fake holds it. */
  async walletCents(token: string): Promise<number> {
    return Math.round(Number((await this.api<{ balance: string }>(token, 'balance')).balance) * 100);
  }

  /** `token`'s player's venue wallets in cents, by venue code. */
  async venueCents(token: string): Promise<Record<string, number>> {
    const rows = await this.api<Array<{ platname: string; balance: string | number }>>(token, 'balancelist');
    return Object.fromEntries(rows.map((row) => [row.platname, Math.round(Number(row.balance) * 100)]));
  }
}

/**
 * Names and numbers no other test of the run uses: each is `mark()` (two digits that set this process apart from the
 * others of the run: a Playwright worker's index, an engine run's pid) and a counter. The fake starts each run
 * from the seed, so no clock or random value decides whether one passes or collides.
 */
export function uniqueNames(mark: () => string) {
  let issued = 0;
  const next = () => {
    issued += 1;
    return `${mark()}${String(issued).padStart(4, '0')}`;
  };
  return {
    /**
     * A username the register rule accepts: `letter`, then digits only, so it always holds both kinds; it must
     * stay within 6 to 10 characters.
     */
    username(letter = 'p'): string {
      const name = `${letter}${next()}`;
      if (name.length < 6 || name.length > 10) throw new Error(`no username left within 6 to 10 characters (${name})`);
      return name;
    },
    /** A TRC20-looking address (34 word characters). */
    usdtAddress(): string {
      return `TQn9Y2khEsLJW1ChVWFMSMeRDow5${next()}`;
    },
    /** A 16-digit card number. */
    cardNumber(): string {
      return `621785000${next().padStart(7, '0')}`;
    },
  };
}
