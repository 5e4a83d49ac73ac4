import { codeFault, continueWithFault } from '@lobby/fake-platform/testing';
import { chunkOf } from './chunks.ts';
import { expect, test } from './fixtures.ts';
import { holdAnswers } from './held-answers.ts';
import { Lobby } from './lobby.page.ts';

// Part 1's read-only pages: the help centre and its articles.

test('the help centre lists seven articles; one opens, reads, and back returns to the centre', async ({ page }) => {
  const lobby = new Lobby(page);
  const articles = lobby.countRequests('/api/article');
  await lobby.open('/kefu');
  await page.getByRole('link', { name: /^帮助中心/ }).click();
  await expect(page).toHaveURL(/#\/boutBallBet$/);
  await expect(page.getByRole('heading', { name: 'Hi，亲爱的会员' })).toBeVisible();
  const entries = page.getByRole('navigation', { name: '帮助文章' }).getByRole('link');
  await expect(entries).toHaveText([
    '关于我们',
    '常见问题',
    '隐私政策',
    '免责声明',
    '联系我们',
    '代理加盟',
    '博彩责任',
  ]);
  await lobby.expectAccessible();

  await entries.filter({ hasText: '隐私政策' }).click();
  await expect(page).toHaveURL(/#\/boutBallBetInfo\?type=2$/);
  await expect(page.getByRole('heading', { name: '隐私政策', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: '隐私政策' }).locator('p').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '联系人工客服' })).toBeVisible();
  await lobby.expectAccessible();
  expect(articles.count).toBe(1);

  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/#\/boutBallBet$/);
  expect(lobby.errors).toEqual([]);
});

test('an article opened directly goes back to the help centre; an unknown type lands there too', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.open('/boutBallBetInfo?type=6');
  await expect(page).toHaveURL(/#\/boutBallBet$/);
  await lobby.open('/boutBallBetInfo?type=8');
  await expect(page.getByRole('heading', { name: '博彩责任', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page.getByRole('heading', { name: '帮助中心' })).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('an article that fails to load says why, and 重试 loads it', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.fault('/api/article', 'offline');
  await lobby.open('/boutBallBetInfo?type=1');
  await expect(page.getByRole('alert')).toContainText('网络异常');
  await expect(page.getByRole('button', { name: '联系人工客服' })).toHaveCount(0);
  await page.unrouteAll();
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('article', { name: '常见问题' }).locator('p').first()).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

// Promotions, the app download page and the sponsorship page.

test('promotions: the bottom navigation opens them; a category reloads only when it changes; one opens', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  const lists = lobby.countRequests('/api/activitylist');
  await lobby.open('/');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '优惠' }).click();
  await expect(page).toHaveURL(/#\/activity$/);
  await expect(page.getByRole('link', { name: '登录 / 注册' })).toBeVisible();
  await expect(page.getByRole('button', { name: '在线客服' })).toBeVisible();
  const all = page.getByRole('region', { name: '全部优惠' });
  await expect(all.getByRole('link').first()).toBeVisible();
  // The fake lists ten promotions, one taken down (state 0): nine show.
  await expect(all.getByRole('link')).toHaveCount(9);
  await lobby.expectAccessible();
  expect(lists.count).toBe(1);

  await page.getByRole('tab', { name: 'VIP专属' }).click();
  const vip = page.getByRole('region', { name: 'VIP专属' });
  await expect(vip.getByRole('link').first()).toBeVisible();
  expect(lists.count).toBe(2);
  expect(lists.requests[1]?.postData()).toMatch(/type(=|":)3/);
  await page.getByRole('tab', { name: 'VIP专属' }).click();
  expect(lists.count).toBe(2);

  // Kept: home and back, the category and its list are still there without another call.
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '首页' }).click();
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '优惠' }).click();
  await expect(page.getByRole('tab', { name: 'VIP专属', selected: true })).toBeVisible();
  expect(lists.count).toBe(2);

  const first = vip.getByRole('link').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^#\/activityInfo\?id=\d+$/);
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href?.replace(/[?]/g, '\\?')}$`));
  // The page is the promotion the card showed (the card's text is its title and date). Asked until the page has
  // come: while its code loads, the list (with headings of its own) may still be what shows.
  const heading = page.getByRole('heading', { level: 2 });
  await expect
    .poll(async () => {
      const text = (await heading.count()) === 1 ? ((await heading.textContent()) ?? '') : '';
      return text !== '' && title.includes(text);
    })
    .toBe(true);
  await lobby.expectAccessible();
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/#\/activity$/);
  expect(lobby.errors).toEqual([]);
});

test('promotions: a failed list says why and 重试 loads it; a failed menu keeps all offers', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.fault('/api/activitylist', 'offline');
  await lobby.fault('/api/activitytype', 'html500');
  await lobby.open('/activity');
  await expect(page.getByRole('alert').filter({ hasText: '网络异常' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(1);
  await page.unrouteAll();
  await page.getByRole('region', { name: '全部优惠' }).getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('region', { name: '全部优惠' }).getByRole('link')).toHaveCount(9);
  await expect(page.getByRole('tab')).toHaveCount(4);
  expect(lobby.errors).toEqual([]);
});

test('the offers stay where they are when the menu cannot be read: the failure keeps to the tab row', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  // The menu's answers wait in the browser until the offers have been measured, then fail.
  const fault = codeFault(1, '分类维护中');
  const held = await holdAnswers(page, /\/api\/activitytype$/, (route) => continueWithFault(route, fault));
  await lobby.open('/activity');
  const offers = page.getByRole('region', { name: '全部优惠' }).getByRole('link');
  await expect(offers).toHaveCount(9);
  await expect.poll(held.count).toBeGreaterThan(0);
  const before = await offers.first().boundingBox();
  await held.release();
  const failed = page.getByRole('alert').filter({ hasText: '分类维护中' });
  await expect(failed.getByRole('button', { name: '重试' })).toBeVisible();
  expect(await offers.first().boundingBox()).toEqual(before);
  expect(lobby.errors).toEqual([]);
});

test('the app download page: a hidden frame loads the address for 2 seconds; no address, no download', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  const address = 'https://download.lobby.test/lobby.apk';
  // The download itself never leaves the machine.
  await page.route(address, (route) => route.fulfill({ status: 204 }));
  await page.route('**/api/app', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: { ...body.data, ios_download_url: address } } });
  });
  await lobby.open('/');
  // The home's app banner lies over the header (no layout shift when it arrives); its own link leads to /app.
  await page.getByRole('complementary', { name: '下载APP' }).getByRole('link', { name: '立即下载' }).click();
  await expect(page).toHaveURL(/#\/app$/);
  await expect(page.getByRole('heading', { name: 'Lobby娱乐城APP' })).toBeVisible();
  await expect(page.getByText('专业体育比分客户端')).toBeVisible();
  await lobby.expectAccessible();
  await page.getByRole('button', { name: '立即下载' }).click();
  await lobby.toast('已开始下载');
  const frame = page.locator('iframe[data-download]');
  await expect(frame).toHaveAttribute('src', address);
  await expect(frame).toBeHidden();
  await expect(frame).toHaveCount(0, { timeout: 5000 });
  await expect(page).toHaveURL(/#\/app$/);
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/#\/$/);

  // The seed's site settings (no address), read afresh.
  await page.unrouteAll();
  await lobby.open('/app');
  await page.reload();
  await expect(page.getByRole('note')).toHaveText('下载通道暂未开放，敬请期待');
  await expect(page.getByRole('button', { name: '立即下载' })).toHaveCount(0);
  expect(lobby.errors).toEqual([]);
});

test('the app download page refuses an address that is not http(s)', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.watchXss();
  await page.route('**/api/app', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({
      response,
      json: { ...body, data: { ...body.data, ios_download_url: 'javascript:window.__xss=1' } },
    });
  });
  await lobby.open('/app');
  await page.getByRole('button', { name: '立即下载' }).click();
  await lobby.toast('链接地址无效，已为您拦截');
  await expect(page.locator('iframe[data-download]')).toHaveCount(0);
  expect(await lobby.xssWrites()).toEqual([]);
  expect(lobby.errors).toEqual([]);
});

test('the sponsorship page shows the sponsorship article inside the shell', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.open('/zhanzhu');
  await expect(page.getByRole('heading', { name: '品牌赞助', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: '品牌赞助' })).toContainText('星河足球俱乐部');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await lobby.expectAccessible();
  expect(lobby.errors).toEqual([]);
});

test('a screen whose code cannot load says so, with 重试, instead of a blank page', async ({ page }) => {
  const lobby = new Lobby(page);
  await page.route(chunkOf('src/screens/help/help.screen.tsx'), (route) => route.abort('internetdisconnected'));
  await lobby.open('/boutBallBet');
  const alert = page.getByRole('alert').filter({ hasText: '页面加载失败，请检查网络后重试' });
  await expect(alert).toBeVisible();
  await page.unrouteAll();
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { name: '帮助中心' })).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('/activity logged out: 登录 / 注册 keeps the promoter id and comes back to the promotions after signing in', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.open('/activity?pid=8');
  const join = page.getByRole('link', { name: '登录 / 注册' });
  await expect(join).toHaveAttribute('href', '#/login?type=1&pid=8&redirect=%2Factivity');
  await join.click();
  await expect(page.getByRole('button', { name: '注册', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '已有账号？立即登录' }).click();
  await lobby.fillLogin();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/#\/activity$/);
  expect(lobby.errors).toEqual([]);
});
