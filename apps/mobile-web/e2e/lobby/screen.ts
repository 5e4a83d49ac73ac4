// The page object's ground floor: the page, what it reports (errors, native dialogs), navigation and landmarks, the
// controls by name and label, and what the screen shows (toasts, accessibility, focus, XSS writes).
import AxeBuilder from '@axe-core/playwright';
import { OUTCOME_CHECK_WINDOW_MS } from '@lobby/domain/money';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Landmark } from '../../quality/basics.ts';
import { takeToast } from '../toasts.ts';

/** The global the XSS payloads set; the page records every write to it instead of letting it pass unseen. */
const XSS_FLAG = '__xss';
const XSS_WRITES = '__lobbyXssWrites';

/** What every part of {@link Lobby} stands on: the page, its landmarks and controls, and what it shows. */
export class LobbyScreen {
  readonly errors: string[] = [];

  /** Native dialogs (alert, confirm, prompt) the page opened; the app itself never opens one. */
  readonly nativeDialogs: string[] = [];

  readonly page: Page;

  /**
   * `welcome: true` is a first visit: the site's welcome popup (index_modal) shows on home. By default the player
   * has closed it on an earlier visit, as a returning player has, so it does not cover the screen under test.
   */
  constructor(page: Page, options: { welcome?: boolean } = {}) {
    this.page = page;
    if (!options.welcome) {
      // Awaited before this object's first navigation: sent unawaited, a loaded machine's first `goto` once beat it
      // and home's popup covered the bottom navigation.
      this.ready = page.addInitScript(() => {
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

  /** Settles once the page's init scripts are in place (see the constructor). */
  protected readonly ready: Promise<unknown> = Promise.resolve();

  async open(path = '/') {
    await this.ready;
    await this.page.goto(`./#${path}`);
  }

  /** The element a landmark names. */
  landmark(landmark: Landmark): Locator {
    return this.page.getByRole(landmark.role, { name: landmark.name }).first();
  }

  async tap(name: string) {
    await this.page.getByRole('button', { name, exact: true }).click();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async fill(label: string, value: string) {
    await this.field(label).fill(value);
  }

  /** The four characters the captcha image shows, read from its glyphs as a player reads the picture. */
  async captchaText(): Promise<string> {
    const src = (await this.page.locator('.lb-captcha img').getAttribute('src')) ?? '';
    const svg = decodeURIComponent(src.replace(/^data:image\/svg\+xml,/, ''));
    return Array.from(svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g), (match) => match[1] ?? '').join('');
  }

  /** Waits until a toast with `text` in it has shown, even if it has gone again (e2e/toasts.ts). */
  async toast(text: string) {
    await expect.poll(() => takeToast(this.page, text), { message: `a toast with ${text}` }).toBe(true);
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
   * need, and the app's only frames are the game platforms' own pages, not ours to audit. Every rule runs; only
   * the violations are gathered (`resultTypes`): the passes' nodes, which nothing reads, took a third of axe's time
   * or more (home logged in: 731 passing nodes; on a loaded machine a run took 8.6 and 14.0 s with them, 6.2 and
   * 5.6 s without, the same violations).
   */
  async expectAccessible() {
    const results = await new AxeBuilder({ page: this.page })
      .setLegacyMode()
      .options({ resultTypes: ['violations'] })
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
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
