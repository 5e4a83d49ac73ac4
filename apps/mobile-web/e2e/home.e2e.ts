import { messages } from '@lobby/domain/messages';
import { continueWithFault } from '@lobby/fake-platform/testing';
import { chunkNamed } from './chunks.ts';
import { expect, type Locator, type Page, test } from './fixtures.ts';
import { holdAnswers } from './held-answers.ts';
import { DEMO, Lobby } from './lobby.page.ts';

/**
 * Records every in-app path the page goes to: /concise and /message are other screens' routes, and until they
 * land the app sends unknown paths home, so the journey checks where home sent the player.
 */
async function recordVisits(page: Page) {
  await page.addInitScript(() => {
    const push = history.pushState.bind(history);
    history.pushState = (data, unused, url) => {
      sessionStorage.setItem('visited', `${sessionStorage.getItem('visited') ?? ''} ${String(url)}`);
      push(data, unused, url);
    };
  });
}

const visited = (page: Page) => page.evaluate(() => sessionStorage.getItem('visited') ?? '');

/** Holds the script at `address` until the returned release is called; the rest of the page loads. */
async function holdScript(page: Page, address: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(address, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds the app's script (the entry chunk) until the returned release is called; the page itself loads. */
const holdAppScript = (page: Page) => holdScript(page, /\/assets\/index-[^/]*\.js$/);

/** Marks a picture element, so that a later look can tell whether it is still the same element. */
const markPicture = (picture: Locator, mark: string) =>
  picture.evaluate((image: HTMLImageElement, value) => {
    image.dataset.probe = value;
  }, mark);

// Home (/): banners, notices, the game categories, the popups and opening a game, against the fake platform.

test('a visitor browses home: banners, every category, the fishing link', async ({ page }) => {
  const lobby = new Lobby(page);
  await recordVisits(page);
  await lobby.open('/');
  const banners = page.getByRole('region', { name: '活动横幅' });
  await expect(banners.getByRole('link', { name: '活动 1' })).toHaveAttribute('href', '#/activity');
  await expect(banners.getByRole('link', { name: '活动 1' }).locator('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(page.getByRole('tab', { name: '热门', selected: true })).toBeVisible();
  await expect(page.getByRole('list', { name: '热门游戏' }).getByRole('button').first()).toBeVisible();
  await lobby.expectAccessible();

  for (const name of ['电子', '棋牌', '真人', '体育', '彩票']) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
    await expect(page.getByRole('list', { name: '热门游戏' })).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: `${name}游戏` })
        .getByRole('button')
        .first(),
    ).toBeVisible();
  }
  await lobby.expectAccessible();

  await page.getByRole('tab', { name: '捕鱼' }).click();
  await expect.poll(() => visited(page)).toContain('#/concise?type=obgdy');
});

test('the notice bar opens the announcement, and 查看更多 leads to the messages', async ({ page }) => {
  const lobby = new Lobby(page);
  await recordVisits(page);
  await lobby.open('/');
  await page.getByRole('button', { name: /^公告/ }).click();
  const popup = page.getByRole('dialog', { name: '公告' });
  await expect(popup).toBeVisible();
  await expect(popup.locator('.lb-safe-html')).not.toBeEmpty();
  await lobby.expectAccessible();
  await popup.getByRole('button', { name: '查看更多' }).click();
  await expect(popup).toHaveCount(0);
  await expect.poll(() => visited(page)).toContain('#/message');
});

test('the welcome popup shows once: closed, it stays closed after a reload', async ({ page }) => {
  const lobby = new Lobby(page, { welcome: true });
  await lobby.open('/');
  const welcome = page.getByRole('dialog', { name: '欢迎来到Lobby娱乐城' });
  await expect(welcome).toContainText('注册即可体验全部游戏');
  await lobby.expectAccessible();
  await welcome.getByRole('button', { name: '关闭' }).click();
  await expect(welcome).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: '活动横幅' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '欢迎来到Lobby娱乐城' })).toHaveCount(0);
});

test('the app banner leads to /app and, once closed, stays closed', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.open('/');
  const banner = page.getByRole('complementary', { name: '下载APP' });
  await expect(banner.getByRole('link', { name: '立即下载' })).toHaveAttribute('href', '#/app');
  await banner.getByRole('button', { name: '关闭下载提示' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: '活动横幅' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: '下载APP' })).toHaveCount(0);
});

test('the red-packet button shows on every shell route, leads to /hongbao, and once closed stays closed', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.open('/');
  const button = page.getByRole('button', { name: '领取红包' });
  await expect(button).toBeVisible();
  for (const path of ['/activity', '/zhanzhu', '/mine']) {
    await lobby.open(path);
    await expect(button).toBeVisible();
  }
  // Not on a route outside the shell.
  await lobby.open('/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect(button).toHaveCount(0);
  // A visitor is asked to log in first (the /hongbao guard).
  await lobby.open('/mine');
  await button.click();
  await expect(page.getByRole('alertdialog')).toContainText('精彩内容等你来体验，快来登录吧！');
  await page.getByRole('alertdialog').getByRole('button', { name: '取消' }).click();
  await page.getByRole('button', { name: '关闭红包' }).click();
  await expect(button).toHaveCount(0);
  await lobby.open('/');
  await expect(page.getByRole('region', { name: '活动横幅' })).toBeVisible();
  await expect(button).toHaveCount(0);
  expect(lobby.errors).toEqual([]);
});

test('opening a game logged out asks to log in; logged in the page goes to the game', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.open('/');
  const urls = lobby.countRequests('/api/getGameUrl');
  await lobby.openGame();
  await lobby.toast(messages['auth.loginToPlay']);
  expect(urls.count).toBe(0);

  await lobby.signIn();
  await lobby.open('/');
  await expect(page.getByText('demo01')).toBeVisible();
  await lobby.openGame();
  await expect(page).toHaveURL(/\/fake-assets\/game\.html\?plat=/);
  expect(lobby.errors).toEqual([]);
});

test('a revisit shows the cached lists at once, even when the calls fail', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.open('/');
  await expect(page.getByRole('list', { name: '热门游戏' }).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('region', { name: '活动横幅' })).toBeVisible();
  await lobby.fault('/api/game/list', 'offline');
  await lobby.fault('/api/bannerList', 'offline');
  await page.reload();
  await expect(page.getByRole('list', { name: '热门游戏' }).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('region', { name: '活动横幅' }).getByRole('link', { name: '活动 1' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(lobby.errors).toEqual([]);
});

test('before the app’s script has come, the page says it is loading; the app then takes its place', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  const release = await holdAppScript(page);
  // Not lobby.open: its navigation waits for the page's load, which waits for the held script.
  await page.goto('./#/', { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: '加载中…' })).toBeVisible();
  release();
  await expect(page.getByRole('region', { name: '账户' })).toBeVisible();
  await expect(page.getByText('加载中…')).toHaveCount(0);
  expect(lobby.errors).toEqual([]);
});

test('while the app’s script is still on its way, home’s lists are asked for and the first banner shows where it will stay', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  const release = await holdAppScript(page);
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    asked.set(path, (asked.get(path) ?? 0) + 1);
  });
  // The banner list's first picture, as the fake platform answers it.
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/bannerList'));
  await page.goto('./#/', { waitUntil: 'commit' });
  const banners = (await (await answered).json()) as { data: { src: string }[] };
  const picture = new URL(banners.data[0]?.src ?? '', page.url()).pathname;
  await expect
    .poll(() => ['/api/bannerList', '/api/homenotice', '/api/game/list', picture].filter((path) => !asked.has(path)))
    .toEqual([]);
  await expect(page.getByRole('status').filter({ hasText: '加载中…' })).toBeVisible();
  // The loading page shows the first banner, in the box the page will give it (a picture only, hidden from
  // assistive technology: the banner's link comes with the app).
  const early = page.locator('#root > [aria-hidden="true"] img');
  await expect(early).toHaveAttribute('src', banners.data[0]?.src ?? '');
  await expect
    .poll(() => early.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const before = await early.boundingBox();
  await markPicture(early, 'early');
  release();
  // The app shows the banners that came early, in the same place, and takes each answer instead of asking again.
  // The picture is the loading page's own element (the page's largest paint is one element, issue #32).
  const link = page.getByRole('region', { name: '活动横幅' }).getByRole('link', { name: '活动 1' });
  await expect(link).toBeVisible();
  await expect(early).toHaveCount(0);
  await expect(link.locator('img')).toHaveAttribute('data-probe', 'early');
  expect(await link.locator('img').boundingBox()).toEqual(before);
  await expect(page.getByRole('list', { name: '热门游戏' }).getByRole('button').first()).toBeVisible();
  expect(['/api/bannerList', '/api/homenotice', '/api/game/list'].map((path) => asked.get(path))).toEqual([1, 1, 1]);
  expect(lobby.errors).toEqual([]);
});

test('the first banner is one element from its first paint on: the carousel takes over its stand-in’s picture', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  const release = await holdScript(page, chunkNamed('carousel'));
  await lobby.open('/');
  // Until the carousel's code comes, a stand-in shows the first banner (its link, outside the carousel's region).
  const standIn = page.getByRole('link', { name: '活动 1' }).locator('img');
  await expect(standIn).toHaveAttribute('fetchpriority', 'high');
  await expect(page.getByRole('region', { name: '活动横幅' })).toHaveCount(0);
  await markPicture(standIn, 'stand-in');
  release();
  const picture = page.getByRole('region', { name: '活动横幅' }).getByRole('link', { name: '活动 1' }).locator('img');
  await expect(picture).toHaveAttribute('data-probe', 'stand-in');
  await expect(picture).toHaveAttribute('src', /banner/);
  await expect(page.locator('a img[data-probe]')).toHaveCount(1);
  expect(lobby.errors).toEqual([]);
});

test('a returning player’s loading page shows the cached first banner, with no wait for the banner list', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.open('/');
  const link = page.getByRole('region', { name: '活动横幅' }).getByRole('link', { name: '活动 1' });
  await expect(link).toBeVisible();
  const cached = await link.locator('img').getAttribute('src');
  expect(cached).toBeTruthy();
  // No answer to the banner list this time: the picture can only come from the visit before.
  await lobby.fault('/api/bannerList', 'offline');
  const release = await holdAppScript(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: '加载中…' })).toBeVisible();
  const early = page.locator('#root > [aria-hidden="true"] img');
  await expect(early).toHaveAttribute('src', cached ?? '');
  await markPicture(early, 'early');
  release();
  await expect(link).toBeVisible();
  await expect(early).toHaveCount(0);
  await expect(link.locator('img')).toHaveAttribute('data-probe', 'early');
  expect(lobby.errors).toEqual([]);
});

test('a cold start on home asks for each of its lists once, before the first render reaches them', async ({ page }) => {
  const lobby = new Lobby(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (['/api/bannerList', '/api/homenotice', '/api/game/list'].includes(path)) sent.push(path);
  });
  await lobby.open('/');
  await expect(page.getByRole('region', { name: '活动横幅' }).getByRole('link', { name: '活动 1' })).toBeVisible();
  await expect(page.getByRole('list', { name: '热门游戏' }).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^公告/ })).toBeVisible();
  // Another screen and back: the kept home does not ask again, and nothing sent early is left to be sent twice.
  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('button', { name: '我的' }).click();
  await expect(page.getByRole('region', { name: '活动横幅' })).toBeHidden();
  await nav.getByRole('button', { name: '首页' }).click();
  await expect(page.getByRole('region', { name: '活动横幅' })).toBeVisible();
  expect(sent.sort()).toEqual(['/api/bannerList', '/api/game/list', '/api/homenotice']);
});

test('a failed early list is asked for again by 重试, once', async ({ page }) => {
  const lobby = new Lobby(page);
  let banners = 0;
  await page.route(
    (url) => url.pathname.endsWith('/api/bannerList'),
    (route) => {
      banners += 1;
      return banners === 1 ? continueWithFault(route, 'html500') : route.continue();
    },
  );
  await lobby.open('/');
  const region = page.locator('.home-banner');
  await region.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('region', { name: '活动横幅' }).getByRole('link', { name: '活动 1' })).toBeVisible();
  expect(banners).toBe(2);
});

test("the site's own title names the app: the tab, the greeting and the logo", async ({ page }) => {
  await page.route('**/api/app', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, title: '星河娱乐' } } });
  });
  const lobby = new Lobby(page);
  await lobby.open('/');
  await expect(page.getByText('您好，欢迎来到 星河娱乐')).toBeVisible();
  await expect(page).toHaveTitle(/ - 星河娱乐$/);
  await expect(page.getByRole('banner').getByRole('img', { name: '星河娱乐' })).toBeVisible();
  await lobby.open('/activity');
  await expect(page).toHaveTitle(/ - 星河娱乐$/);
  expect(lobby.errors).toEqual([]);
});

test('site settings that fail to load are tried again by themselves, and 重试 loads them at once', async ({ page }) => {
  await page.clock.install();
  let failing = true;
  const asked = { count: 0 };
  await page.route('**/api/app', async (route) => {
    asked.count += 1;
    if (failing) await route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Server Error</h1>' });
    else await route.continue();
  });
  const lobby = new Lobby(page);
  await lobby.open('/');
  const bar = page.getByRole('status').filter({ hasText: '站点设置加载失败' });
  await expect(bar).toBeVisible();
  // Tried again by itself after 2 s (the page's clock), still failing.
  const before = asked.count;
  await page.clock.runFor(2100);
  await expect.poll(() => asked.count).toBeGreaterThan(before);
  await expect(bar).toBeVisible();
  // The switch and the popups wait on the settings: no red-packet button yet.
  await expect(page.getByRole('button', { name: '领取红包' })).toHaveCount(0);

  failing = false;
  await bar.getByRole('button', { name: '重试' }).click();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('button', { name: '领取红包' })).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('each navigation starts the new page at its top', async ({ page }) => {
  const lobby = new Lobby(page);
  await page.setViewportSize({ width: 390, height: 480 });
  // Both pages mounted first (they are kept), so the switch shows no shorter stand-in that would clamp the scroll.
  await lobby.open('/activity');
  await expect(page.getByRole('link').filter({ hasText: /./ }).nth(8)).toBeAttached();
  await lobby.open('/mine');
  await expect(page.getByRole('link', { name: 'VIP特权' })).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // To a page long enough to stay where the last one was scrolled, if nothing brought it back to its top.
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '优惠' }).click();
  await expect(page).toHaveURL(/#\/activity$/);
  await expect(page.getByRole('link').filter({ hasText: /./ }).nth(8)).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(lobby.errors).toEqual([]);
});

test('the game tabs stay where they are when /api/user lands: the signed-in strip shows from the token', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  // The player's info waits in the browser until the tabs have been measured.
  const held = await holdAnswers(page, /\/api\/user$/);
  await lobby.open('/');
  const target = page.getByRole('tab', { name: '电子' });
  await expect(target).toBeVisible();
  await expect.poll(held.count).toBeGreaterThan(0);
  const before = await target.boundingBox();
  // The strip is the signed-in one already, its name's line kept blank.
  const strip = page.getByRole('region', { name: '账户' });
  await expect.soft(strip.getByRole('link', { name: '存款' })).toBeVisible();
  await expect.soft(strip.getByRole('link', { name: '登录 / 注册' })).toHaveCount(0);
  await held.release();
  await expect(strip.getByText(DEMO.username)).toBeVisible();
  expect(await target.boundingBox()).toEqual(before);
  expect(lobby.errors).toEqual([]);
});
