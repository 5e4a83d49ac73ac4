import AxeBuilder from '@axe-core/playwright';
import { messages, OUTCOME_CHECK_WINDOW_MS } from '@lobby/domain';
import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import type { Landmark, Player, ScreenCheck, Session, SubmitName } from '../quality/routes.ts';

/** The seeded demo player. */
export const DEMO = { username: 'demo01', password: 'demo1234' } as const;

/** The seeded demo player's payment password (fake platform seed). */
export const DEMO_PAY_PASSWORD = '123456';

let accountsIssued = 0;

/** A number no other test of the run binds (worker index and a counter), so a second bind is never a duplicate. */
function issued(): string {
  accountsIssued += 1;
  return `${String(test.info().workerIndex).padStart(2, '0')}${String(accountsIssued).padStart(4, '0')}`;
}

/** A TRC20-looking address (34 word characters) that no other test of the run binds. */
export function newUsdtAddress(): string {
  return `TQn9Y2khEsLJW1ChVWFMSMeRDow5${issued()}`;
}

/** A 16-digit card number that no other test of the run binds. */
export function newCardNumber(): string {
  return `621785000${issued().padStart(7, '0')}`;
}

/** A 1×1 transparent png: an avatar the fake platform accepts. */
export const PNG_AVATAR = {
  name: 'me.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

let usernamesIssued = 0;

/**
 * A username for a new player that the register rule accepts and that no other test of the run uses: a letter,
 * the Playwright worker's index and a counter, all digits after the letter, so it always holds both kinds and
 * stays within 6 to 10 characters. The worker index is unique per worker process within a run (a worker started
 * after a failure gets a new one), and the fake platform starts each run from the seed, so no clock or random
 * value decides whether the name passes or collides.
 */
export function newUsername(): string {
  usernamesIssued += 1;
  const worker = String(test.info().workerIndex).padStart(2, '0');
  const name = `p${worker}${String(usernamesIssued).padStart(4, '0')}`;
  if (name.length > 10) throw new Error(`newUsername ran out of names (${name})`);
  return name;
}

/** The global the XSS payloads set; the page records every write to it instead of letting it pass unseen. */
const XSS_FLAG = '__xss';
const XSS_WRITES = '__lobbyXssWrites';

/** A fault of the fake platform (its `x-lobby-scenario` header), or `offline`: the request fails in the browser. */
export type Fault = string | 'offline';

/** Keeps an HTTP header ASCII: the fake reads the scenario as JSON, and JSON escapes keep Chinese readable to it. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The fake's `aggregator` scenario: the game aggregator behind the backend refuses with `message`, and the call
 * answers as the backend's code then does (a transfer logged as failed and refused with 209, no money moved).
 */
export function aggregatorRefusing(message: string): Fault {
  return asciiJson({ kind: 'aggregator', message });
}

/** The fake's scenario that answers with code `code` and `message`, over HTTP `status` when given (a 5xx). */
export function codeFault(code: number, message: string, status?: number): Fault {
  if (status !== undefined) return asciiJson({ kind: 'code', code, message, status });
  return asciiJson({ kind: 'code', code, message });
}

/** A submit brought up to its last tap (see {@link Lobby.prepareSubmit}). */
export type PreparedSubmit = {
  control: Locator;
  /** Each field's label and what was typed into it. */
  typed: Record<string, string>;
  /** The confirm's button the tap opens, for a submit that asks first. */
  confirm?: Locator;
};

/** A player registered by a test (see {@link Lobby.signInNewPlayer}), with the session token it holds. */
export type NewPlayer = { username: string; password: string; payPassword: string; token: string };

/** Page object for the journeys and quality suites: what a player does, in the player's words. */
export class Lobby {
  readonly errors: string[] = [];

  /** Native dialogs (alert, confirm, prompt) the page opened; the app itself never opens one. */
  readonly nativeDialogs: string[] = [];

  readonly page: Page;

  /** The session token of the player signed in last (for reading their money through the api). */
  token = '';

  /** How many times {@link Lobby.settled} has asked the page (each of its requests is told apart by this). */
  private settles = 0;

  /**
   * `welcome: true` is a first visit: the site's welcome popup (index_modal) shows on home. By default the player
   * has closed it on an earlier visit, as a returning player has, so it does not cover the screen under test.
   */
  constructor(page: Page, options: { welcome?: boolean } = {}) {
    this.page = page;
    if (!options.welcome) {
      void page.addInitScript(() => {
        try {
          localStorage.setItem('welcomeClosed', '1');
        } catch {
          // A page without storage (about:blank) has no popup either.
        }
      });
    }
    page.on('pageerror', (error) => this.errors.push(error.message));
    page.on('dialog', (dialog) => {
      this.nativeDialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => {});
    });
  }

  async open(path = '/') {
    await this.page.goto(`./#${path}`);
  }

  /** Signs the demo player in the way a returning player arrives: with a session token from an earlier login. */
  async signIn(account: { username: string; password: string } = DEMO): Promise<string> {
    const response = await this.page.request.post('./api/login_pc', {
      data: { name: account.username, password: account.password, code: '' },
    });
    const body = (await response.json()) as { data?: { new_api_token?: string } };
    const token = body.data?.new_api_token;
    if (!token) throw new Error(`the fake platform refused ${account.username}`);
    this.token = token;
    // Any page of the origin shares its session storage; the icon is the lightest one.
    await this.page.goto('./favicon.svg');
    await this.page.evaluate((value) => sessionStorage.setItem('token', value), token);
    return token;
  }

  /**
   * Registers a new player through the api (payment password {@link DEMO_PAY_PASSWORD}, no bound accounts) and
   * signs them in, for flows that change what a player holds (passwords, profile, an agent application, bound
   * accounts): the demo player stays as seeded for every other test of the run. The real backend registers no
   * six-digit payment password (min 8), so the player registers with eight characters and changes it to six
   * digits (its password change takes min 6), as a player of that backend would have to.
   */
  async signInNewPlayer(): Promise<NewPlayer> {
    const player = { username: newUsername(), password: 'abc12345', payPassword: DEMO_PAY_PASSWORD };
    const registered = `${DEMO_PAY_PASSWORD}00`;
    const response = await this.page.request.post('./api/register', {
      data: {
        name: player.username,
        password: player.password,
        confirmPass: player.password,
        realname: '李四',
        paypassword: registered,
      },
    });
    const body = (await response.json()) as { code?: number; message?: string };
    if (body.code !== 200) throw new Error(`the fake platform refused to register ${player.username}: ${body.message}`);
    const token = await this.signIn(player);
    const changed = await this.callApi(token, 'editPayPassword', {
      password: registered,
      paypassword: player.payPassword,
      newpasword: player.payPassword,
    });
    if (changed.code !== 200) throw new Error(`the fake platform refused the payment password: ${changed.message}`);
    return { ...player, token };
  }

  /** Calls the fake platform's api as `token`'s player, as the app would; answers the envelope. */
  async callApi(token: string, path: string, data: Record<string, unknown> = {}) {
    const response = await this.page.request.post(`./api/${path}`, {
      headers: { Authorization: `Bearer ${token}` },
      data,
    });
    return (await response.json()) as { code: number; message: string; data: unknown };
  }

  /**
   * A new player (see {@link signInNewPlayer}) with a USDT address bound through the api, so the deposit page
   * opens without its blocking notice and its deposits credit no one another test reads. The suite's fake leaves
   * every deposit pending until {@link approveDeposit}.
   */
  async signInNewDepositor(): Promise<NewPlayer> {
    const player = await this.signInNewPlayer();
    const bound = await this.callApi(player.token, 'bindcard', {
      bank: 'USDT',
      bank_no: newUsdtAddress(),
      bank_owner: 'TRC20',
      pay_pass: player.payPassword,
    });
    if (bound.code !== 200) throw new Error(`the fake platform refused to bind an address: ${bound.message}`);
    return player;
  }

  /** On /recharge, chooses a deposit channel by its name (网银转账, USDT, AnToken, 微信, 支付宝). */
  async chooseDepositChannel(name: string) {
    await this.page.getByRole('group', { name: '存款方式' }).getByRole('radio', { name, exact: true }).check();
  }

  /** The fake back office approves a pending deposit now (its test hook). */
  async approveDeposit(orderNo: string) {
    const response = await this.page.request.post(`./__fake/deposits/${encodeURIComponent(orderNo)}/approve`);
    expect(response.status()).toBe(200);
  }

  /**
   * Has the fake's back office open a player for this test alone and signs them in: `cash` holds money, venue
   * wallets, a bank card and two wallets, no history; `history` holds what demo01 holds (wallet, venue wallets,
   * VIP level, months of records with unclaimed rebates and today's deposits), dated from now. A test that moves
   * money or changes an account runs as one, so no other test, no repeat of the test and no worker shares it, and
   * "today" is the test's today even when the suite runs past midnight in Beijing.
   */
  async signInOwnPlayer(kind: 'cash' | 'history'): Promise<{ username: string; password: string }> {
    const account = await this.openPlayer(kind);
    await this.signIn(account);
    return account;
  }

  /** Has the fake's back office open a player for this test alone (see {@link signInOwnPlayer}), not signed in. */
  async openPlayer(kind: 'cash' | 'history'): Promise<{ username: string; password: string; payPassword: string }> {
    const response = await this.page.request.post(`./__fake/players/${kind}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as { username: string; password: string; payPassword: string };
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

  /** Calls the fake platform as the signed-in player, outside the page: the fake's own state, not the screen. */
  async api<T = unknown>(path: string, data: Record<string, unknown> = {}): Promise<{ code: number; data: T }> {
    const response = await this.page.request.post(`.${path}`, {
      data,
      headers: { Authorization: `Bearer ${this.token}` },
    });
    return (await response.json()) as { code: number; data: T };
  }

  /** The signed-in player's wallet in cents, as the fake holds it. */
  async walletCents(): Promise<number> {
    const answer = await this.api<{ balance: string }>('/api/balance');
    return Math.round(Number(answer.data.balance) * 100);
  }

  /** The signed-in player's venue wallets in cents, by venue code. */
  async venueCents(): Promise<Record<string, number>> {
    const answer = await this.api<Array<{ platname: string; balance: string | number }>>('/api/balancelist');
    return Object.fromEntries(answer.data.map((row) => [row.platname, Math.round(Number(row.balance) * 100)]));
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

  /** On /withdrawal, chooses the tab's first account and fills the amount and the payment password. */
  async fillWithdrawal(amount: string, payPassword: string = DEMO_PAY_PASSWORD) {
    const form = this.page.getByRole('form', { name: '取款' });
    await form.getByRole('button', { name: /^选择/ }).click();
    const picker = this.page.getByRole('dialog', { name: /^选择/ });
    await picker.getByRole('list').getByRole('button').first().click();
    await expect(picker).toBeHidden();
    await this.fill('取款金额', amount);
    await this.fill('支付密码', payPassword);
  }

  /** On /transfer, chooses the wallets (by name) and fills the amount. */
  async fillTransfer(target: string, amount: string, source = '平台钱包') {
    const form = this.page.getByRole('form', { name: '转账' });
    if (source !== '平台钱包') {
      await form.getByRole('button', { name: /^转出钱包/ }).click();
      await this.page
        .getByRole('dialog', { name: '选择钱包' })
        .getByRole('button', { name: source, exact: true })
        .click();
    }
    await form.getByRole('button', { name: /^转入钱包/ }).click();
    await this.page
      .getByRole('dialog', { name: '选择钱包' })
      .getByRole('button', { name: target, exact: true })
      .click();
    await this.fill('转账金额', amount);
  }

  /** Replaces the site settings' site_state, as the back office does to start maintenance. */
  async startMaintenance() {
    await this.page.route('**/api/app', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, data: { ...body.data, site_state: '0' } } });
    });
  }

  /** Opens a screen of the quality list in a session (as `player`, the demo player unless said) and waits until it is ready. */
  async visit(screen: ScreenCheck, session: Session, player: Player = 'demo') {
    if (session === 'in') await this.signInAs(player);
    if (screen.maintenance) await this.startMaintenance();
    await this.open(screen.path);
    await expect(this.landmark(screen.ready[session])).toBeVisible();
  }

  /** The element a landmark names. */
  landmark(landmark: Landmark): Locator {
    return this.page.getByRole(landmark.role, { name: landmark.name }).first();
  }

  /** Sends every request to `path` (`/api/user`) to a fault of the fake platform, or fails it in the browser. */
  async fault(path: string, fault: Fault) {
    await this.page.route(
      (url) => url.pathname.endsWith(path),
      async (route) => {
        if (fault === 'offline') return route.abort('internetdisconnected');
        return route.continue({ headers: { ...route.request().headers(), 'x-lobby-scenario': fault } });
      },
    );
  }

  /** Answers every request to `path` with this envelope, as a misbehaving backend would. */
  async answer(path: string, envelope: unknown) {
    await this.page.route(
      (url) => url.pathname.endsWith(path),
      (route) => route.fulfill({ json: envelope }),
    );
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

  /** Counts the requests the page sends to `path`. */
  countRequests(path: string): { readonly count: number; readonly requests: Request[] } {
    const requests: Request[] = [];
    this.page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith(path)) requests.push(request);
    });
    return {
      get count() {
        return requests.length;
      },
      requests,
    };
  }

  /**
   * Returns once the page has run what it had queued and every request it made until then has been seen here: a
   * few turns of the page's task queue (through a message channel, which a test's fake clock leaves alone), then a
   * request of its own (a no-store favicon), awaited as it leaves. The page's requests reach the test in the order
   * they leave, so one sent before it (a late duplicate) has been counted by then: a wait for an event where a
   * fixed pause would only hope.
   */
  async settled() {
    this.settles += 1;
    const marker = `favicon.svg?settled=${this.settles}`;
    const seen = this.page.waitForRequest((request) => request.url().endsWith(marker));
    await this.page.evaluate(async (url) => {
      for (let turn = 0; turn < 3; turn += 1) {
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
      }
      await fetch(url, { cache: 'no-store' });
    }, `./${marker}`);
    await seen;
  }

  /** The four characters the captcha image shows, read from its glyphs as a player reads the picture. */
  async captchaText(): Promise<string> {
    const src = (await this.page.locator('.lb-captcha img').getAttribute('src')) ?? '';
    const svg = decodeURIComponent(src.replace(/^data:image\/svg\+xml,/, ''));
    return Array.from(svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g), (match) => match[1] ?? '').join('');
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async fill(label: string, value: string) {
    await this.field(label).fill(value);
  }

  /** Fills the login form with an account and the captcha's answer. */
  async fillLogin(account: { username: string; password: string } = DEMO) {
    await this.fill('用户名', account.username);
    await this.fill('密码', account.password);
    await this.fill('验证码', await this.captchaText());
  }

  /** Fills the registration form for a new player and returns the username. */
  async fillRegister(username = newUsername()) {
    await this.fill('用户名', username);
    await this.fill('密码', 'abc12345');
    await this.fill('确认密码', 'abc12345');
    await this.fill('真实姓名', '李四');
    await this.fill('支付密码', '123456');
    await this.fill('验证码', await this.captchaText());
    return username;
  }

  /** On /userInfo, fills the editable profile (birthday through the date input). */
  async fillProfile(profile: { mobile: string; email: string; birthday: string }) {
    await this.fill('生日', profile.birthday);
    await this.fill('邮箱', profile.email);
    await this.fill('手机号', profile.mobile);
  }

  /** On /password, fills the current, new and confirmation passwords. */
  async fillPasswords(current: string, next: string, confirm = next) {
    await this.fill('旧密码', current);
    await this.fill('新密码', next);
    await this.fill('确认密码', confirm);
  }

  /** On /applyagent, fills the contact mobile and the reason. */
  async fillAgentApplication(mobile: string, reason: string) {
    await this.fill('联系电话', mobile);
    await this.fill('申请理由', reason);
  }

  /** On home, opens the first game of the 电子 category (a tile: the game-URL call). */
  async openGame() {
    await this.page.getByRole('tab', { name: '电子' }).click();
    await this.page.getByRole('region', { name: '电子游戏' }).getByRole('button').first().click();
  }

  /** On a game page an address opened, says yes to its question (进入游戏): the game-URL call follows. */
  async acceptLaunch() {
    const question = this.page.getByRole('alertdialog', { name: '进入游戏' });
    await question.getByRole('button', { name: '确定' }).click();
  }

  /** On home, opens the first game of the hot grid (the game-URL call, as the tiles). */
  async openHotGame() {
    await this.page.getByRole('list', { name: '热门游戏' }).getByRole('button').first().click();
  }

  /** On /wallet?type=2, opens the bind popup and fills a USDT address and the payment password. */
  async fillWalletBind(address: string, payPassword: string = DEMO_PAY_PASSWORD) {
    await this.tap('添加USDT地址');
    const sheet = this.page.getByRole('dialog', { name: '添加USDT地址' });
    await sheet.getByLabel('钱包地址', { exact: true }).fill(address);
    await sheet.getByLabel('支付密码', { exact: true }).fill(payPassword);
    return sheet;
  }

  /** On /addBankCard, chooses a bank and fills the card's fields (the payment password last). */
  async fillBankCard(card: { bank: string; address: string; cardNo: string; owner: string; payPassword?: string }) {
    await this.page.getByRole('button', { name: /开户银行/ }).click();
    await this.page.getByRole('dialog', { name: '选择银行' }).getByRole('button', { name: card.bank }).click();
    await this.fill('开户行地址', card.address);
    await this.fill('银行卡号', card.cardNo);
    await this.fill('持卡人姓名', card.owner);
    await this.fill('支付密码', card.payPassword ?? DEMO_PAY_PASSWORD);
  }

  /** On /addUsdtCard, fills the address and the payment password. */
  async fillUsdtCard(address: string, payPassword: string = DEMO_PAY_PASSWORD) {
    await this.fill('USDT地址', address);
    await this.fill('支付密码', payPassword);
  }

  /** On /mine, picks a picture for the avatar (a 1×1 png unless told) through the file input. */
  async pickAvatar(file: { name: string; mimeType: string; buffer: Buffer } = PNG_AVATAR) {
    await this.page.getByLabel('更换头像').setInputFiles(file);
  }

  /**
   * On `screen`, open as the suites open it: brings the player up to the last tap of `submit` and returns the
   * control to tap, what was typed (each field's label and value, which a failure must leave in place) and, for a
   * submit that asks first (logout), the confirm's button the tap opens. The one place that says how each submit of
   * `quality/routes.ts` is reached: the fault suite taps it once, the double-submit suite many times.
   */
  async prepareSubmit(submit: SubmitName, screen: ScreenCheck): Promise<PreparedSubmit> {
    const { page } = this;
    const button = (name: string, within: Page | Locator = page) => within.getByRole('button', { name, exact: true });
    const ready = async (session: Session = 'in') => expect(this.landmark(screen.ready[session])).toBeVisible();
    switch (submit) {
      case 'login':
        await ready('out');
        await this.fillLogin(DEMO);
        return { control: button('登录'), typed: { 用户名: DEMO.username, 密码: DEMO.password } };
      case 'register': {
        await ready('out');
        const username = await this.fillRegister();
        return {
          control: button('注册'),
          typed: { 用户名: username, 密码: 'abc12345', 确认密码: 'abc12345', 真实姓名: '李四', 支付密码: '123456' },
        };
      }
      case 'logout': {
        const dialog = page.getByRole('alertdialog', { name: messages['logout.title'] });
        return { control: button('退出登录'), typed: {}, confirm: button('确定', dialog) };
      }
      case 'activityApply': {
        await this.tap('报名参与');
        const dialog = page.getByRole('dialog', { name: '活动申请' });
        await dialog.getByLabel('彩金金额').fill('188');
        return { control: button('立即申请', dialog), typed: { 彩金金额: '188' } };
      }
      case 'saveProfile': {
        await ready();
        const profile = { mobile: '13800138000', email: 'player@example.com', birthday: '1990-05-20' };
        await this.fillProfile(profile);
        return {
          control: button('保存'),
          typed: { 手机号: profile.mobile, 邮箱: profile.email, 生日: profile.birthday },
        };
      }
      case 'changeLoginPassword':
      case 'changePayPassword': {
        // A player of the test's own: the password changes for good when the call succeeds.
        const player = await this.signInNewPlayer();
        await this.open(screen.path);
        await ready();
        const current = submit === 'changePayPassword' ? player.payPassword : player.password;
        const next = submit === 'changePayPassword' ? '654321' : 'abc54321';
        await this.fillPasswords(current, next);
        return { control: button('确认修改'), typed: { 旧密码: current, 新密码: next, 确认密码: next } };
      }
      case 'applyAgent':
        await ready();
        await this.fillAgentApplication('13800138000', '有推广资源');
        return { control: button('立即加入'), typed: { 联系电话: '13800138000', 申请理由: '有推广资源' } };
      case 'bindWallet': {
        await this.open('/wallet?type=2');
        await ready();
        const address = newUsdtAddress();
        const sheet = await this.fillWalletBind(address);
        return { control: button('确认绑定', sheet), typed: { 钱包地址: address, 支付密码: DEMO_PAY_PASSWORD } };
      }
      case 'unbindCard': {
        await page.getByRole('button', { name: /^删除/ }).first().click();
        const dialog = page.getByRole('dialog', { name: messages['wallet.unbindTitle'] });
        await dialog.getByLabel('支付密码', { exact: true }).fill(DEMO_PAY_PASSWORD);
        return { control: button('确定', dialog), typed: { 支付密码: DEMO_PAY_PASSWORD } };
      }
      case 'addBankCard': {
        const card = { bank: '中国银行', address: '深圳市南山支行', cardNo: newCardNumber(), owner: '张三' };
        await this.fillBankCard(card);
        return {
          control: button('确认添加'),
          typed: {
            开户行地址: card.address,
            银行卡号: card.cardNo,
            持卡人姓名: card.owner,
            支付密码: DEMO_PAY_PASSWORD,
          },
        };
      }
      case 'addUsdtCard': {
        const address = newUsdtAddress();
        await this.fillUsdtCard(address);
        return { control: button('确认'), typed: { USDT地址: address, 支付密码: DEMO_PAY_PASSWORD } };
      }
      case 'refreshMoney':
        await ready();
        return { control: button('刷新余额'), typed: {} };
      case 'deposit':
        await ready();
        await this.chooseDepositChannel('USDT');
        await this.fill('存款金额', '200');
        return { control: button('立即存款'), typed: { 存款金额: '200' } };
      case 'withdraw':
        await ready();
        await this.fillWithdrawal('100');
        return { control: button('立即取款'), typed: { 取款金额: '100', 支付密码: DEMO_PAY_PASSWORD } };
      case 'transfer':
        await ready();
        await this.fillTransfer('AG真人', '10');
        return { control: button('立即转账'), typed: { 转账金额: '10' } };
      case 'quotaTransfer': {
        await this.tap('AG真人 额度转换');
        const sheet = page.getByRole('dialog', { name: '额度转换' });
        await sheet.getByLabel('操作金额', { exact: true }).fill('10');
        return { control: button('确定', sheet), typed: { 操作金额: '10' } };
      }
      case 'recoverAll':
        // The venues have loaded (recover-all brings back the latest transfer in's venue).
        await expect(page.getByRole('button', { name: '刷新AG真人' })).toBeVisible();
        return { control: button('一键回收'), typed: {} };
      case 'switchSeamless':
        await ready();
        return { control: page.getByRole('switch', { name: '自动免转' }), typed: {} };
      case 'claimRebate':
        // A new player whose list says there is something to claim (so the claim is sent; the fake has nothing).
        await this.answerClaimableRebate();
        // The screen loaded before the answer was set: load it again (the same hash would not).
        await page.reload();
        await expect(page.getByText('¥12.50').first()).toBeVisible();
        return { control: button('点击领取'), typed: {} };
      case 'grabRedPacket':
        // A new player with a grab left on the page (so the grab is sent; the fake refuses it).
        await this.answerRedPacketGrabs();
        await page.reload();
        await ready();
        return { control: button('立即抢红包'), typed: {} };
    }
  }

  async tap(name: string) {
    await this.page.getByRole('button', { name, exact: true }).click();
  }

  async toast(text: string) {
    await expect(this.page.getByRole('status').filter({ hasText: text })).toBeVisible();
  }

  /**
   * On a page whose clock is installed: steps it a second at a time while a money outcome is checked, until the
   * verdict `text` shows (as a toast). The check reads the records with backoff over a window of 45 s of the
   * page's time; each step leaves the page the real time to answer its reads.
   */
  async waitOutOutcomeCheck(text: string, limitMs = OUTCOME_CHECK_WINDOW_MS + 30_000) {
    const verdict = this.page.getByRole('status').filter({ hasText: text }).first();
    let stepped = 0;
    await expect
      .poll(
        async () => {
          if (await verdict.isVisible()) return true;
          if (stepped >= limitMs) return false;
          stepped += 1000;
          await this.page.clock.runFor(1000);
          return verdict.isVisible();
        },
        { intervals: [50], timeout: 60_000 },
      )
      .toBe(true);
  }

  /** The screen shows something a player can use: the root is not empty and the screen's landmark is visible. */
  async expectNotBlank(ready: Landmark) {
    await expect(this.page.locator('#root')).not.toBeEmpty();
    await expect(this.landmark(ready)).toBeVisible();
  }

  /**
   * axe on the current page: no serious or critical violations. In one run in the page itself (axe's legacy mode):
   * the default splits it over the page and a blank page it opens for every check, which only cross-origin frames
   * need, and the app's only frames are the game platforms' own pages, not ours to audit.
   */
  async expectAccessible() {
    const results = await new AxeBuilder({ page: this.page }).setLegacyMode().analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  }

  /**
   * Records the text of every toast from the next navigation on, so that a toast a page raises as it starts (and
   * takes away after 2 s) still counts when the check comes after the screen is ready, however slow that was.
   */
  async watchToasts() {
    await this.page.addInitScript(() => {
      const seen: string[] = [];
      Object.defineProperty(window, '__lobbyToasts', { value: seen });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes)) {
            if (!(node instanceof Element)) continue;
            // A toast added on its own, or inside the first render of the whole app (a toast raised before it).
            const toasts = node.matches('.lb-toast') ? [node] : Array.from(node.querySelectorAll('.lb-toast'));
            for (const toast of toasts) seen.push(toast.textContent ?? '');
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
  }

  /** Waits until a toast with exactly `text` has shown since {@link watchToasts}, even if it has gone again. */
  async toasted(text: string) {
    await expect
      .poll(() =>
        this.page.evaluate(() => [...((window as unknown as { __lobbyToasts?: string[] }).__lobbyToasts ?? [])]),
      )
      .toContain(text);
  }

  /** Records writes to the XSS flag in this page and its frames, from the next navigation on. */
  async watchXss() {
    await this.page.addInitScript(
      ({ flag, writes }) => {
        const seen: string[] = [];
        Object.defineProperty(window, writes, { value: seen });
        Object.defineProperty(window, flag, {
          configurable: false,
          get: () => undefined,
          set: () => seen.push(location.href),
        });
      },
      { flag: XSS_FLAG, writes: XSS_WRITES },
    );
  }

  /** The writes to the XSS flag the page recorded (see {@link watchXss}). */
  async xssWrites(): Promise<string[]> {
    return this.page.evaluate(
      (writes) => [...((window as unknown as Record<string, string[]>)[writes] ?? [])],
      XSS_WRITES,
    );
  }

  /** Presses Tab until `target` has focus; fails when it is not in the tab order. */
  async tabTo(target: Locator, limit = 40) {
    for (let presses = 0; presses < limit; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.page.keyboard.press('Tab');
    }
    throw new Error(`${target} never took focus within ${limit} presses of Tab`);
  }
}
