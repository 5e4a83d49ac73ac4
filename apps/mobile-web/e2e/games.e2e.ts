import { messages } from '@lobby/domain/messages';
import { codeFault, continueWithFault } from '@lobby/fake-platform/testing';
import { UNSAFE_URL_MESSAGE } from '../src/ground/effects/safe-url.ts';
import { expect, type Page, test } from './fixtures.ts';
import { Lobby } from './lobby.page.ts';

// Part 1's game screens: the category list, the game page and its frame, the agent login, and the shell's guards
// before /transfer and /hongbao.

/** The sandbox every frame of the game page carries (the view explains each token). */
const SANDBOX = ['allow-scripts', 'allow-forms', 'allow-popups'];

async function expectSandboxedFrame(page: Page, title: string, heading: string) {
  const frame = page.getByTitle(title);
  await expect(frame).toBeVisible();
  const sandbox = ((await frame.getAttribute('sandbox')) ?? '').split(/\s+/);
  for (const token of SANDBOX) expect(sandbox).toContain(token);
  expect(sandbox.some((token) => token.startsWith('allow-top-navigation'))).toBe(false);
  // The fake's games are pages on the app's own origin: such a frame never also gets allow-same-origin.
  expect(sandbox).not.toContain('allow-same-origin');
  await expect(page.frameLocator(`iframe[title="${title}"]`).getByRole('heading', { name: heading })).toBeVisible();
  // The frame fills the window below the 30 px bar.
  const box = await frame.boundingBox();
  const viewport = page.viewportSize();
  expect(Math.round(box?.height ?? 0)).toBe((viewport?.height ?? 0) - 30);
}

test('the fishing list opens a game in a sandboxed frame, and 返回主页 goes home', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  const lists = lobby.countRequests('/api/gamelistBycode');
  await lobby.open('/concise');
  await expect(page.getByRole('heading', { name: '捕鱼游戏', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: '捕鱼', selected: true })).toBeVisible();
  const games = page.getByRole('region', { name: '捕鱼游戏' }).getByRole('link');
  await expect(games).toHaveCount(6);
  await expect(games.first()).toHaveText('捕鱼大亨');
  await lobby.expectAccessible();

  await games.filter({ hasText: '龙王捕鱼' }).click();
  await expect(page).toHaveURL(/#\/gamePage\?name=obgdy&type=fishing&code=obgdy_02$/);
  await expectSandboxedFrame(page, '游戏：obgdy', '游戏演示');
  await expect(page.frameLocator('iframe').getByText('obgdy / obgdy_02')).toBeVisible();
  await lobby.expectAccessible();

  await lobby.tap('返回主页');
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('region', { name: '账户' })).toBeVisible();
  expect(lists.count).toBe(1);
  expect(lobby.errors).toEqual([]);
});

test('a hot game opens through the game-URL call: the real backend has no /api/hotlogin', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signInOwnPlayer('cash');
  const gameUrls = lobby.countRequests('/api/getGameUrl');
  const hotLogins = lobby.countRequests('/api/hotlogin');
  await lobby.open('/');
  const hot = page.getByRole('list', { name: '热门游戏' }).getByRole('button').first();
  await expect(hot).toBeVisible();
  await lobby.expectAccessible();
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/api/getGameUrl'));
  await lobby.openHotGame();
  const body = (await asked).postDataJSON() as {
    plat_name: string;
    game_type: string;
    game_code: string;
    is_mobile_url: number;
  };
  // What the backend launches: the game's category as the type, its code as the code.
  expect(body.is_mobile_url).toBe(1);
  expect(body.game_type).toMatch(/^(realbet|joker|gaming|sport|lottery|concise|fishing)$/);
  expect(body.game_code).not.toBe('');
  // The whole window goes to the game the backend answered, as the spec's hot login did.
  await expect(page).toHaveURL(/\/fake-assets\/game\.html\?/);
  expect(new URL(page.url()).searchParams.get('plat')).toBe(body.plat_name);
  expect(new URL(page.url()).searchParams.get('code')).toBe(body.game_code);
  await expect(page.getByRole('heading', { name: '游戏演示' })).toBeVisible();
  expect(gameUrls.count).toBe(1);
  expect(hotLogins.count).toBe(0);
  // The spec's hot login is no route of the backend: it answers Laravel's 404 page.
  const hotLogin = await page.request.post('./api/hotlogin', { data: body });
  expect(hotLogin.status()).toBe(404);
  expect(hotLogin.headers()['content-type']).toMatch(/^text\/html/);
  expect(lobby.errors).toEqual([]);
});

test('a hot game the backend refuses is alerted with its words, and the player stays home', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signInOwnPlayer('cash');
  await lobby.fault('/api/getGameUrl', codeFault(500, '游戏维护中'));
  await lobby.open('/');
  await expect(page.getByRole('list', { name: '热门游戏' }).getByRole('button').first()).toBeVisible();
  await lobby.openHotGame();
  const alert = page.getByRole('alertdialog').filter({ hasText: '游戏维护中' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('region', { name: '账户' })).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('a visitor opening a game is asked to log in, and lands on the game after logging in', async ({ page }) => {
  const lobby = new Lobby(page);
  const gameUrls = lobby.countRequests('/api/getGameUrl');
  await lobby.open('/concise');
  await page.getByRole('region', { name: '捕鱼游戏' }).getByRole('link', { name: '龙王捕鱼' }).click();
  await lobby.toast(messages['auth.loginToPlay']);
  await expect(page).toHaveURL(/#\/login\?redirect=/);
  expect(gameUrls.count).toBe(0);
  await lobby.expectAccessible();

  await lobby.fillLogin();
  await lobby.tap('登录');
  await expect(page).toHaveURL(/#\/gamePage\?name=obgdy&type=fishing&code=obgdy_02$/);
  // The login's way back is an address, not the player's tap: the game asks before it launches.
  const question = page.getByRole('alertdialog', { name: '进入游戏' });
  await expect(question).toBeVisible();
  expect(gameUrls.count).toBe(0);
  await question.getByRole('button', { name: '确定' }).click();
  await expectSandboxedFrame(page, '游戏：obgdy', '游戏演示');
  expect(gameUrls.count).toBe(1);
  expect(lobby.errors).toEqual([]);
});

test('/concise?type=pp shows the PP list, and the browser back button leaves the game page for home', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  await lobby.open('/concise?type=pp');
  await expect(page.getByRole('heading', { name: 'PP电子', level: 1 })).toBeVisible();
  // Only the fishing tab shows, and it is not the list shown.
  await expect(page.getByRole('tab')).toHaveCount(1);
  await expect(page.getByRole('tab', { name: '捕鱼' })).toHaveAttribute('aria-selected', 'false');
  const games = page.getByRole('region', { name: 'PP电子' }).getByRole('link');
  await expect(games).toHaveCount(6);
  await lobby.expectAccessible();

  await games.first().click();
  await expectSandboxedFrame(page, '游戏：pp', '游戏演示');
  await page.goBack();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('region', { name: '账户' })).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('a list that fails says why, with 重试 that loads it', async ({ page }) => {
  const lobby = new Lobby(page);
  let failing = true;
  await page.route(
    (url) => url.pathname.endsWith('/api/gamelistBycode'),
    (route) => (failing ? continueWithFault(route, codeFault(500, '平台维护中')) : route.continue()),
  );
  await lobby.open('/concise');
  await lobby.toast('平台维护中');
  await expect(page.getByRole('alert').filter({ hasText: '平台维护中' })).toBeVisible();
  await lobby.expectAccessible();
  failing = false;
  await lobby.tap('重试');
  await expect(page.getByRole('region', { name: '捕鱼游戏' }).getByRole('link')).toHaveCount(6);
  expect(lobby.errors).toEqual([]);
});

test('the agent login opens in the frame (dailiD=1)', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.open('/gamePage?dailiD=1');
  await expectSandboxedFrame(page, '代理登录', '代理后台');
  await lobby.expectAccessible();
  expect(lobby.errors).toEqual([]);
});

test('a game page opened from a link asks before launching; 取消 goes home and asks for no game', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  const gameUrls = lobby.countRequests('/api/getGameUrl');
  await lobby.open('/gamePage?name=pg&type=concise&code=pg_01');
  const question = page.getByRole('alertdialog', { name: '进入游戏' });
  await expect(question).toContainText('确定进入 pg 的游戏吗？');
  await question.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/#\/$/);
  expect(gameUrls.count).toBe(0);
  expect(lobby.errors).toEqual([]);
});

test('a game whose address call fails returns home with the message', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  await lobby.fault('/api/getGameUrl', codeFault(201, '游戏平台维护中'));
  await lobby.open('/gamePage?name=pg&type=gaming&code=pg_01');
  await page.getByRole('alertdialog', { name: '进入游戏' }).getByRole('button', { name: '确定' }).click();
  await lobby.toast('游戏平台维护中');
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('region', { name: '账户' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(lobby.errors).toEqual([]);
});

test('a frame address that is not http(s) is refused and the page returns home', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.answer('/api/getAgentLoginUrl', { code: 200, message: '成功', data: { url: 'javascript:alert(1)' } });
  await lobby.open('/gamePage?dailiD=1');
  await lobby.toast(UNSAFE_URL_MESSAGE);
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(lobby.nativeDialogs).toEqual([]);
});

for (const target of ['/transfer', '/hongbao']) {
  test(`a visitor going to ${target} is asked to log in first: cancel stays, confirm opens /login`, async ({
    page,
  }) => {
    const lobby = new Lobby(page);
    await lobby.open('/concise?type=pg');
    await expect(page.getByRole('heading', { name: 'PG电子', level: 1 })).toBeVisible();

    await page.evaluate((path) => {
      location.hash = `#${path}`;
    }, target);
    const confirm = page.getByRole('alertdialog').filter({ hasText: messages['auth.loginPrompt'] });
    await expect(confirm).toBeVisible();
    await lobby.expectAccessible();
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page).toHaveURL(/#\/concise\?type=pg$/);
    await expect(page.getByRole('heading', { name: 'PG电子', level: 1 })).toBeVisible();

    await page.evaluate((path) => {
      location.hash = `#${path}`;
    }, target);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('form', { name: '登录' })).toBeVisible();
    expect(lobby.errors).toEqual([]);
  });
}

test('/hongbao is refused with 红包已关闭 when the red-packet switch is 0', async ({ page }) => {
  const lobby = new Lobby(page);
  await page.route('**/api/app', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: { ...body.data, redpacket_switch: '0' } } });
  });
  await lobby.signIn();
  const siteLoaded = page.waitForResponse((response) => response.url().endsWith('/api/app'));
  await lobby.open('/kefu');
  await expect(page.getByRole('button', { name: '联系在线客服' })).toBeVisible();
  await lobby.expectAccessible();
  // The site settings (with the switch) have landed; now the player heads for the red packet.
  await siteLoaded;
  await page.evaluate(() => {
    location.hash = '#/hongbao';
  });
  await lobby.toast(messages['redPacket.closed']);
  await expect(page).toHaveURL(/#\/kefu$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(lobby.errors).toEqual([]);
});
