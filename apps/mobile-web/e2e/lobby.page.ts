import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Page object for the journeys: what a player does, in the player's words. */
export class Lobby {
  readonly errors: string[] = [];

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    page.on('pageerror', (error) => this.errors.push(error.message));
  }

  async open(path = '/') {
    await this.page.goto(`./#${path}`);
  }

  /** The four characters the captcha image shows, read from its glyphs as a player reads the picture. */
  async captchaText(): Promise<string> {
    const src = (await this.page.locator('.lb-captcha img').getAttribute('src')) ?? '';
    const svg = decodeURIComponent(src.replace(/^data:image\/svg\+xml,/, ''));
    return Array.from(svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g), (match) => match[1] ?? '').join('');
  }

  async fill(label: string, value: string) {
    await this.page.getByLabel(label, { exact: true }).fill(value);
  }

  async tap(name: string) {
    await this.page.getByRole('button', { name, exact: true }).click();
  }

  async toast(text: string) {
    await expect(this.page.getByRole('status').filter({ hasText: text })).toBeVisible();
  }

  /** axe on the current page: no serious or critical violations. */
  async expectAccessible() {
    const results = await new AxeBuilder({ page: this.page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  }
}
