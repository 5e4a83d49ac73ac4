// What a player does, in the player's words, over any engine (engine.ts): the engine journeys' page object, like
// lobby.page.ts is the Playwright suites'. Waits poll the page (every 100 ms, 10 s unless said) and fail with what
// they waited for; the fake platform's back office and api are called from Node (`@lobby/fake-platform/testing`).
import { FakeClient, fetchTransport, uniqueNames } from '@lobby/fake-platform/testing';
import { layoutProblems } from '../layout-check.ts';
import { type Engine, FIND_ALL, FIND_ONE, type Name, type Query } from './engine.ts';

/** Shorthands for queries. */
export const role = (r: Query['role'], name?: Name, more: Omit<Query, 'role' | 'name'> = {}): Query => ({
  role: r,
  name,
  ...more,
});
export const re = (source: string, flags?: string): Name => ({ re: source, flags });

/** Names and numbers no other journey of the run uses (the run starts from the seed): the run's pid and a counter. */
const names = uniqueNames(() => String(process.pid % 100).padStart(2, '0'));

/** A username no other journey of the run uses: the engine's letter, then digits. */
export const newUsername = (engine: string): string => names.username(engine.slice(0, 1));

/** A TRC20-looking address no other journey of the run binds. */
export const newUsdtAddress = (): string => names.usdtAddress();

/** Something waited for did not come. */
export class Timeout extends Error {}

export class Player {
  /** The session token of the player signed in last. */
  token = '';

  readonly engine: Engine;

  /** The fake platform's server (the app's origin). */
  readonly baseUrl: string;

  /** Its back office and api, from Node. */
  readonly fake: FakeClient;

  constructor(engine: Engine, baseUrl: string) {
    this.engine = engine;
    this.baseUrl = baseUrl;
    this.fake = new FakeClient(fetchTransport(baseUrl));
  }

  /**
   * Polls `probe` until it answers something truthy; fails with `what` and the last answer after `timeout` ms. The
   * default is generous: in CI this engine shares two cores with the other engines, Chromium's suite and Storybook's,
   * and a cold document's first screen once took WebKit over 10 s there (the journey waits, it does not time).
   */
  async until<T>(what: string, probe: () => Promise<T>, timeout = 20_000): Promise<NonNullable<T>> {
    const started = Date.now();
    let last: unknown;
    for (;;) {
      try {
        last = await probe();
        if (last) return last as NonNullable<T>;
      } catch (error) {
        last = error;
      }
      if (Date.now() - started > timeout) {
        const said = last instanceof Error ? last.message : JSON.stringify(last);
        throw new Timeout(`waited ${timeout / 1000} s for ${what} (last: ${said})`);
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }

  /** A fresh page load of an in-app path (a new document, as a player arriving from a link). */
  async open(path = '/') {
    await this.leaveApp();
    await this.engine.goto(new URL(`#${path}`, this.baseUrl).href);
    await this.watchErrors();
  }

  /** Starts a journey from nothing: no session, the welcome popup closed once (as a returning visitor). */
  async reset() {
    this.token = '';
    await this.leaveApp();
    await this.engine.run(
      `() => { sessionStorage.clear(); localStorage.clear(); localStorage.setItem('welcomeClosed', '1'); }`,
    );
  }

  /** Signs a player in as a returning player arrives: with a session token from an earlier login. */
  async signIn(account: { username: string; password: string }) {
    this.token = await this.fake.login(account);
    await this.leaveApp();
    await this.engine.run('(token) => sessionStorage.setItem("token", token)', this.token);
  }

  /**
   * Unloads the app for a page of the same origin without it (its storage reachable, nothing of the app running);
   * already there, it stays: a second navigation to the same address is one more chance for an engine to abort.
   */
  private async leaveApp() {
    const blank = new URL('favicon.svg', this.baseUrl).href;
    if ((await this.url().catch(() => '')) !== blank) await this.engine.goto(blank);
  }

  /** Records the page's uncaught errors (from now on: the engines have no init scripts over classic WebDriver). */
  async watchErrors() {
    await this.engine.run(`() => {
      if (window.__lobbyErrors) return;
      window.__lobbyErrors = [];
      addEventListener('error', (event) => window.__lobbyErrors.push(String(event.message)));
      addEventListener('unhandledrejection', (event) => window.__lobbyErrors.push(String(event.reason)));
    }`);
  }

  async errors(): Promise<string[]> {
    return this.engine.run<string[]>('() => window.__lobbyErrors || []');
  }

  async count(query: Query): Promise<number> {
    return this.engine.run<number>(`(query) => (${FIND_ALL})(query).length`, query);
  }

  /** The text of every element the query finds. */
  async texts(query: Query): Promise<string[]> {
    return this.engine.run<string[]>(
      `(query) => (${FIND_ALL})(query).map((element) => (element.textContent || '').replace(/\\s+/g, ' ').trim())`,
      query,
    );
  }

  async visible(query: Query): Promise<boolean> {
    return (await this.count(query)) > 0;
  }

  async waitVisible(query: Query, timeout?: number) {
    await this.until(`${JSON.stringify(query)} to show`, () => this.visible(query), timeout);
  }

  async waitGone(query: Query) {
    await this.until(`${JSON.stringify(query)} to go`, async () => !(await this.visible(query)));
  }

  /** Waits until the query's first element's text matches and answers it. */
  async waitText(query: Query, wanted: string | RegExp, timeout?: number): Promise<string> {
    const test = (text: string) => (typeof wanted === 'string' ? text.includes(wanted) : wanted.test(text));
    return this.until(
      `${JSON.stringify(query)} to say ${String(wanted)}`,
      async () => {
        const at = (await this.texts(query))[query.nth ?? 0];
        return at !== undefined && test(at) ? at : undefined;
      },
      timeout,
    );
  }

  async url(): Promise<string> {
    return this.engine.run<string>('() => location.href');
  }

  async waitUrl(pattern: RegExp) {
    await this.until(`the address to match ${pattern}`, async () => pattern.test(await this.url()));
  }

  /**
   * Brings what the query finds into view at once and answers whether it stands still: the same box over two
   * frames, as Playwright waits before it acts (a sheet still sliding in would take the tap on another row).
   */
  async settled(query: Query): Promise<boolean> {
    return this.engine.run<boolean>(
      `(query) => new Promise((done) => {
        const element = (${FIND_ONE})(query);
        if (!element) return done(false);
        element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const box = () => JSON.stringify(element.getBoundingClientRect());
        const first = box();
        requestAnimationFrame(() => requestAnimationFrame(() => done(element.isConnected && box() === first)));
      })`,
      query,
    );
  }

  /** A real click on what the query finds, once it shows and stands still (tried again while something covers it). */
  async click(query: Query) {
    await this.until(`to click ${JSON.stringify(query)}`, async () => {
      if (!(await this.visible(query)) || !(await this.settled(query))) return false;
      await this.engine.click(FIND_ONE, query);
      return true;
    });
  }

  async tap(name: string) {
    await this.click(role('button', name));
  }

  /** Empties a field the way React hears it, then types into it with real key presses. */
  async fill(label: string | Query, value: string) {
    const query: Query = typeof label === 'string' ? { label } : label;
    await this.waitVisible(query);
    // Tried again from empty while the field cannot take focus yet (a sheet above it still closing).
    await this.until(`to type into ${JSON.stringify(query)}`, async () => {
      if (!(await this.settled(query))) return false;
      await this.engine.run(
        `(query) => {
          const input = (${FIND_ONE})(query);
          const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value').set;
          setter.call(input, '');
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }`,
        query,
      );
      await this.engine.type(FIND_ONE, query, value);
      return true;
    });
    await this.until(`${JSON.stringify(query)} to hold ${value}`, async () => (await this.value(query)) === value);
  }

  async value(label: string | Query): Promise<string> {
    const query: Query = typeof label === 'string' ? { label } : label;
    return this.engine.run<string>(`(query) => ((${FIND_ONE})(query) || {}).value ?? ''`, query);
  }

  /** Waits for a toast (a status) that says `text`. */
  async toast(text: string) {
    await this.waitVisible(role('status', undefined, { hasText: text }));
  }

  /** The four characters the captcha image shows, read from its glyphs as a player reads the picture. */
  async captchaText(): Promise<string> {
    return this.until('the captcha', () =>
      this.engine.run<string>(`() => {
        const src = document.querySelector('.lb-captcha img')?.getAttribute('src') ?? '';
        const svg = decodeURIComponent(src.replace(/^data:image\\/svg\\+xml,/, ''));
        return Array.from(svg.matchAll(/<text[^>]*>([^<]*)<\\/text>/g), (match) => match[1] ?? '').join('');
      }`),
    );
  }

  /** What is wrong with the layout now (layout-check.ts, shared with the Chromium layout suite). */
  async layoutProblems(): Promise<string[]> {
    await this.engine.run('() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
    return this.engine.run<string[]>(layoutProblems.toString());
  }
}
