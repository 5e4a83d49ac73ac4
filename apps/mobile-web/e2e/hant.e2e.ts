import { convertText } from '../../../packages/domain/scripts/hant-convert.ts';
import { messages as hant } from '../../../packages/domain/src/messages.hant.ts';
import { type Session, screens } from '../quality/routes.ts';
import { devices, expect, type Page, test } from './fixtures.ts';
import { layoutProblems } from './layout-check.ts';
import { Lobby } from './lobby.page.ts';
import { runOnOnePage } from './one-page.ts';
import { ownBuild } from './own-build.ts';

// The Traditional Chinese build (issue #33, `pnpm build:hant`, vite/hant.ts) built for this file (e2e/own-build.ts):
// the sign-in and a deposit as a player in Taiwan meets them, and every screen at 320 px. The suite's dist/ is the
// Simplified build the size suite weighs; nothing offers this build to players yet.

test.describe('the Traditional Chinese build', () => {
  test.describe.configure({ mode: 'default', timeout: 120_000 });
  const build = ownBuild('hant', { mode: 'hant' });

  test('a player in Taiwan signs in through 登入 and deposits; money reads ¥1,234.50, the page says zh-Hant', async ({
    browser,
  }) => {
    const { context, lobby } = await build.phone(browser, 'zh-TW');
    const { page } = lobby;
    const account = await lobby.openPlayer('cash');

    await page.goto('/#/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('heading', { name: '登入', level: 1 })).toBeVisible();
    await expect(page.getByText('理性娛樂，未成年人禁止參與')).toBeVisible();
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await lobby.toast('請輸入您的帳號和密碼！');
    await lobby.field('使用者名稱').fill(account.username);
    await lobby.field('密碼').fill(account.password);
    await lobby.field('驗證碼').fill(await lobby.captchaText());
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page).toHaveURL(/#\/$/);

    await page.goto('/#/mine');
    await expect(page.getByText('¥10,000.00').filter({ visible: true }).first()).toBeVisible();

    await page.goto('/#/recharge');
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
    await expect(page).toHaveURL(/#\/transRecord/);
    await expect(page.getByText('¥1,234.50').first()).toBeVisible();
    expect(lobby.errors).toEqual([]);
    await context.close();
  });

  test('every screen at 320 px: Traditional words (some longer) run past no edge and cut no button or field', async ({
    browser,
  }) => {
    const { context, lobby: phone } = await build.phone(browser, 'zh-TW');
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
          await lobby.open(screen.path);
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
});
