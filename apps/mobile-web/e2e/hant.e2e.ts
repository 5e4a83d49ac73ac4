import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { convertText } from '../../../packages/domain/scripts/hant-convert.ts';
import { messages as hant } from '../../../packages/domain/src/messages.hant.ts';
import { type Session, screens } from '../quality/routes.ts';
import { devices, expect, type Page, test } from './fixtures.ts';
import { layoutProblems } from './layout-check.ts';
import { Lobby } from './lobby.page.ts';
import { runOnOnePage } from './one-page.ts';
import { newPhone } from './phone.ts';

// The Traditional Chinese build (issue #33, vite/hant.ts), which `pnpm build` puts in dist/hant/ beside the
// Simplified one and the worker's fake serves at /hant/: who lands in which (the browser's languages, 设置's choice
// kept in a cookie), the sign-in and a deposit as a player in Taiwan meets them, and every screen at 320 px. What a
// Simplified reader loads is the size suite's (dist/ alone, byte for byte) and, for the worker, the last case here.

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** The page's script, as the early script and 设置 read it. */
const lang = (page: Page) => page.locator('html');

test.describe('the Traditional Chinese build', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a browser in mainland China, or in neither script, stays with the Simplified build', async ({
    browser,
    platform,
  }) => {
    for (const locale of ['zh-CN', 'en-US']) {
      const { context, lobby } = await newPhone(browser, platform.url, locale);
      await lobby.open('/login');
      await expect(lobby.page.getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
      await expect(lang(lobby.page)).toHaveAttribute('lang', 'zh-CN');
      expect(new URL(lobby.page.url()).pathname, locale).toBe('/');
      await context.close();
    }
  });

  test('a player in Taiwan arrives at / and is moved to /hant/, signs in through 登入 and deposits; money reads ¥1,234.50', async ({
    browser,
    platform,
  }) => {
    const { context, lobby } = await newPhone(browser, platform.url, 'zh-TW');
    const { page } = lobby;
    const account = await lobby.openPlayer('cash');

    await lobby.open('/login');
    await expect(page).toHaveURL(/\/hant\/#\/login$/);
    await expect(lang(page)).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('heading', { name: '登入', level: 1 })).toBeVisible();
    await expect(page.getByText('理性娛樂，未成年人禁止參與')).toBeVisible();
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await lobby.toast('請輸入您的帳號和密碼！');
    await lobby.field('使用者名稱').fill(account.username);
    await lobby.field('密碼').fill(account.password);
    await lobby.field('驗證碼').fill(await lobby.captchaText());
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page).toHaveURL(/\/hant\/#\/$/);

    await lobby.open('/mine');
    await expect(page.getByText('¥10,000.00').filter({ visible: true }).first()).toBeVisible();

    await lobby.open('/recharge');
    await expect(page.getByRole('form', { name: '存款' })).toBeVisible();
    await page.getByRole('group', { name: '存款方式' }).getByRole('radio', { name: '網銀轉帳' }).check();
    await lobby.field('存款人姓名').fill('李四');
    await page.getByRole('button', { name: /開戶銀行/ }).click();
    await page.getByRole('dialog', { name: '選擇銀行' }).getByRole('button', { name: '中国银行' }).click();
    await lobby.field('銀行卡號').fill('6222020200112233445');
    await lobby.field('開戶行地址').fill('北京市朝阳支行');
    await lobby.field('存款金額').fill('1234.5');
    await page.getByRole('button', { name: '立即存款' }).click();
    await lobby.toast(hant['deposit.bankSubmitted']);
    await expect(page).toHaveURL(/\/hant\/#\/transRecord/);
    await expect(page.getByText('¥1,234.50').first()).toBeVisible();
    expect(lobby.errors).toEqual([]);
    await context.close();
  });

  test('every screen at 320 px: Traditional words (some longer) run past no edge and cut no button or field', async ({
    browser,
    platform,
  }) => {
    const { context, lobby: phone } = await newPhone(browser, platform.url, 'zh-TW');
    const { page } = phone;
    const cases = screens.map((screen) => {
      const session: Session = screen.requireAuth || screen.shell ? 'in' : 'out';
      // The landmark a screen is ready by, as this build words it; a name that holds the backend's words (the site's
      // name) reads as the backend sends them, so either form is the screen's.
      const { role, name } = screen.ready[session];
      const either = new RegExp(
        [name, convertText(name)].map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
      );
      return {
        title: `${screen.key} (${screen.path}), logged ${session}`,
        run: async (on: Page) => {
          const lobby = new Lobby(on);
          const ready = on.getByRole(role, { name: either }).first();
          await on.setViewportSize(devices['Pixel 7'].viewport);
          if (session === 'in') await lobby.signInAs('demo');
          if (screen.maintenance) await lobby.startMaintenance();
          // Straight to /hant/ (the move from / is the first case's).
          await on.goto(`./hant/#${screen.path}`);
          await expect(ready).toBeVisible();
          await on.setViewportSize({ width: 320, height: 780 });
          await expect(ready).toBeVisible();
          await on.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          expect(await on.evaluate(layoutProblems)).toEqual([]);
        },
      };
    });
    await runOnOnePage(page, cases);
    await context.close();
  });

  test("设置's choice moves the page and is kept past a logout, over what the browser says", async ({
    browser,
    platform,
  }) => {
    const { context, lobby } = await newPhone(browser, platform.url, 'zh-TW');
    const { page } = lobby;
    await lobby.signIn();
    await lobby.open('/setting');
    await expect(page).toHaveURL(/\/hant\/#\/setting$/);
    const languages = page.getByRole('group', { name: '語言' });
    await expect(languages.getByRole('radio', { name: '繁體中文' })).toBeChecked();
    await expect(languages.getByRole('radio', { name: '简体中文' })).not.toBeChecked();

    // A click, not `check()`: the page it checked is gone, the same page of the other build is there.
    await languages.getByRole('radio', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/\/#\/setting$/);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(lang(page)).toHaveAttribute('lang', 'zh-CN');
    const simplified = page.getByRole('group', { name: '语言' });
    await expect(simplified.getByRole('radio', { name: '简体中文' })).toBeChecked();
    // Still signed in: the two builds share the origin's storage.
    await expect(page.getByText('demo01').first()).toBeVisible();

    // A logout clears both storage areas; the choice is a cookie and stays, whatever the browser's languages say.
    await page.getByRole('button', { name: '退出登录' }).click();
    await lobby.open('/login');
    await expect(page.getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(lobby.errors).toEqual([]);
    await context.close();
  });

  test("the Simplified build's worker precaches none of the Traditional one; both pages are under one policy", () => {
    const worker = readFileSync(`${dist}sw.js`, 'utf8');
    const precached = [...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(precached.length).toBeGreaterThan(10);
    expect(precached.filter((url) => url.startsWith('hant/'))).toEqual([]);
    const hantWorker = readFileSync(`${dist}hant/sw.js`, 'utf8');
    expect(hantWorker).toContain('url:"index.html"');

    const policy = (html: string) => /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    const simplifiedPolicy = policy(readFileSync(`${dist}index.html`, 'utf8'));
    expect(simplifiedPolicy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy(readFileSync(`${dist}hant/index.html`, 'utf8'))).toBe(simplifiedPolicy);
  });
});
