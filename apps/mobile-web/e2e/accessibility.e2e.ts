import { type Session, screens } from '../quality/routes.ts';
import { expect, type Page, test } from './fixtures.ts';
import { DEMO, Lobby } from './lobby.page.ts';
import { testOnPages } from './one-page.ts';

// Every screen of the quality list, logged out and logged in, under axe (six screen states a page, one after
// another, each from a first visit's state); then what a keyboard player needs: the bottom navigation, the forms,
// the dialogs (focus in and back), the carousels' pause control.

const sessionsOf = (requireAuth: boolean): Session[] => (requireAuth ? ['in'] : ['out', 'in']);

test.describe('axe: no serious or critical violations', () => {
  const states = screens.flatMap((screen) =>
    sessionsOf(screen.requireAuth).map((session) => ({
      title: `${screen.key} (${screen.path}), logged ${session}`,
      run: async (page: Page) => {
        const lobby = new Lobby(page);
        await lobby.visit(screen, session);
        await lobby.expectAccessible();
        expect(lobby.errors).toEqual([]);
      },
    })),
  );
  testOnPages(states);
});

test.describe('keyboard', () => {
  const shell = screens.find((screen) => screen.shell && !screen.maintenance);

  test('the bottom navigation: every item takes focus with Tab and Enter or Space opens it', async ({ page }) => {
    if (!shell) throw new Error('no shell screen in the quality list');
    const lobby = new Lobby(page);
    await lobby.visit(shell, 'out');
    const nav = page.getByRole('navigation', { name: '主导航' });
    for (const name of ['优惠', '客服', '首页', '我的']) {
      await lobby.tabTo(nav.getByRole('button', { name }));
    }
    await lobby.tabTo(nav.getByRole('button', { name: '我的' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/mine$/);
    await lobby.tabTo(nav.getByRole('button', { name: '首页' }));
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/#\/$/);
    expect(lobby.errors).toEqual([]);
  });

  const forms = screens.flatMap((screen) =>
    screen.forms.map((form) => ({
      title: `${screen.key}: the ${form} form is filled and sent by keyboard`,
      run: async (page: Page) => {
        const lobby = new Lobby(page);
        // A member form shows only with a session (logged out it is the login form).
        await lobby.visit(screen, screen.requireAuth ? 'in' : 'out');
        const element = page.getByRole('form', { name: form });
        // Text fields and password fields (a password input has no textbox role).
        const fields = element.getByRole('textbox').or(element.locator('input[type="password"]'));
        const count = await fields.count();
        expect(count).toBeGreaterThan(0);
        for (let index = 0; index < count; index += 1) await lobby.tabTo(fields.nth(index));
        await lobby.tabTo(element.locator('button[type="submit"]'));
        // Enter in the first field, emptied (a member form starts filled from the profile), sends the form: the
        // client checks answer with an invalid field.
        await lobby.tabTo(fields.first());
        await fields.first().fill('');
        await page.keyboard.press('Enter');
        await expect(element.locator('[aria-invalid="true"]').first()).toBeVisible();
        expect(lobby.errors).toEqual([]);
      },
    })),
  );
  testOnPages(forms);

  test('login by keyboard alone: type, Tab between fields, Enter to send', async ({ page }) => {
    const lobby = new Lobby(page);
    await lobby.open('/login');
    await lobby.tabTo(lobby.field('用户名'));
    await page.keyboard.type(DEMO.username);
    await lobby.tabTo(lobby.field('密码'));
    await page.keyboard.type(DEMO.password);
    await lobby.tabTo(lobby.field('验证码'));
    await page.keyboard.type(await lobby.captchaText());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('region', { name: '账户' }).getByText(DEMO.username)).toBeVisible();
    expect(lobby.errors).toEqual([]);
  });

  const dialogs = screens.flatMap((screen) =>
    screen.dialogs.map(({ opener, dialog, dismiss = '取消', field, focus }) => ({
      title: `${screen.key}: focus moves into the ${dialog.name} dialog and back to ${opener.name}`,
      run: async (page: Page) => {
        const lobby = new Lobby(page);
        await lobby.visit(screen, 'in');
        const control = lobby.landmark(opener);
        await lobby.tabTo(control);
        await page.keyboard.press('Enter');
        const shown = lobby.landmark(dialog);
        await expect(shown).toBeVisible();
        await expect.poll(() => shown.evaluate((element) => element.contains(document.activeElement))).toBe(true);
        // Tab stays inside the modal dialog.
        for (let presses = 0; presses < 4; presses += 1) {
          await page.keyboard.press('Tab');
          const inside = await shown.evaluate((element) => element.contains(document.activeElement));
          const onPage = await page.evaluate(() => document.activeElement !== document.body);
          expect(inside || !onPage).toBe(true);
        }
        await page.keyboard.press('Escape');
        await expect(shown).toBeHidden();
        await expect(control).toBeFocused();
        // Opened again, it also closes from its own button by keyboard.
        await page.keyboard.press('Enter');
        await expect(shown).toBeVisible();
        if (field) {
          // A form dialog starts in its field; its dismiss button is a Tab away.
          await expect(shown.getByLabel(field, { exact: true })).toBeFocused();
          await lobby.tabTo(shown.getByRole('button', { name: dismiss }));
        } else if (focus) {
          // A picking sheet starts on its chosen option; its dismiss button is a Tab away.
          await expect(shown.getByRole('button', { name: focus })).toBeFocused();
          await lobby.tabTo(shown.getByRole('button', { name: dismiss }));
        } else {
          await expect(shown.getByRole('button', { name: dismiss })).toBeFocused();
        }
        await page.keyboard.press('Enter');
        await expect(shown).toBeHidden();
        await expect(control).toBeFocused();
        expect(lobby.errors).toEqual([]);
      },
    })),
  );
  testOnPages(dialogs);

  // Carousels join through the quality list (the home banner once it lands): each must offer a pause control.
  for (const screen of screens) {
    const carousel = screen.carousel;
    if (!carousel) continue;
    test(`${screen.key}: the carousel can be paused by keyboard`, async ({ page }) => {
      const lobby = new Lobby(page);
      await lobby.visit(screen, 'out');
      const region = lobby.landmark(carousel);
      const pause = region.getByRole('button', { name: /暂停/ });
      await lobby.tabTo(pause);
      await page.keyboard.press('Enter');
      await expect(region.getByRole('button', { name: /播放/ })).toBeVisible();
      expect(lobby.errors).toEqual([]);
    });
  }
});
