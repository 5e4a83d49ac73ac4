import { codeFault, continueWithFault } from '@lobby/fake-platform/testing';
import { expect, type Locator, type Page, test } from './fixtures.ts';
import { holdAnswers } from './held-answers.ts';
import { Lobby } from './lobby.page.ts';

// Part 2's reading screens: the message centre (both tabs read to their end) and the VIP levels (tabs and cards
// in step, for a visitor and for demo01).

/** Scrolls a message list until its footer says 没有更多; returns each row's text (title and time). */
async function readToEnd(page: Page, list: Locator): Promise<string[]> {
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(async () => {
    await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    await expect(list.getByText('没有更多')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const headings = await list.getByRole('article').getByRole('heading').allTextContents();
  const times = await list.getByRole('article').locator('time').allTextContents();
  return headings.map((heading, index) => `${heading} ${times[index]}`);
}

test('a player reads both message tabs to their end; each tab keeps its list', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  const pages = lobby.countRequests('/api/noticeList');
  await lobby.open('/message');
  await expect(page.getByRole('heading', { name: '消息中心', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: '公告', selected: true })).toBeVisible();
  const notices = page.getByRole('region', { name: '公告' });
  // Content is the server's HTML, sanitised.
  await expect(notices.getByRole('article').first().locator('p').first()).toBeVisible();
  await lobby.expectAccessible();

  const noticeRows = await readToEnd(page, notices);
  // The fake holds 15 announcements and 15 internal messages, alternating, 10 a page. Like the backend, it ignores
  // the tab's `type` and answers all 30: the tab keeps its own 15 from the three pages, every row once.
  expect(noticeRows).toHaveLength(15);
  expect(new Set(noticeRows).size).toBe(noticeRows.length);
  expect(pages.count).toBe(3);
  await lobby.expectAccessible();

  await page.getByRole('tab', { name: '站内信' }).click();
  await expect(page).toHaveURL(/#\/message\?type=2$/);
  const inbox = page.getByRole('region', { name: '站内信' });
  const inboxRows = await readToEnd(page, inbox);
  expect(inboxRows).toHaveLength(15);
  expect(new Set(inboxRows).size).toBe(inboxRows.length);
  expect(inboxRows.some((row) => noticeRows.includes(row))).toBe(false);
  expect(pages.count).toBe(6);
  await lobby.expectAccessible();

  // Back to announcements: the list is still there, nothing asked again.
  await page.getByRole('tab', { name: '公告' }).click();
  await expect(page).toHaveURL(/#\/message\?type=1$/);
  await expect(notices.getByRole('article')).toHaveCount(15);
  await expect(notices.getByText('没有更多')).toBeVisible();
  expect(pages.count).toBe(6);
  expect(lobby.errors).toEqual([]);
});

test('the query opens internal messages; a visitor is sent to log in first', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.open('/message?type=2');
  await expect(page).toHaveURL(/#\/login\?redirect=/);
  await lobby.signIn();
  await lobby.open('/message?type=2');
  await expect(page.getByRole('tab', { name: '站内信', selected: true })).toBeVisible();
  await expect(page.getByRole('region', { name: '站内信' }).getByRole('article').first()).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('a message list that fails says why, and 重试 loads it', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  await lobby.fault('/api/noticeList', 'offline');
  await lobby.open('/message');
  await expect(page.getByRole('alert')).toContainText('网络异常');
  await page.unrouteAll();
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('region', { name: '公告' }).getByRole('article').first()).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

/** The VIP page's tab and slide of a level, and whether the slide is the one in view. */
function level(page: Page, name: string) {
  return {
    tab: page.getByRole('tab', { name, exact: true }),
    slide: page.getByRole('group', { name, exact: true }),
  };
}

async function expectSelected(page: Page, name: string) {
  const { tab, slide } = level(page, name);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(slide).toBeInViewport({ ratio: 0.9 });
}

test('a visitor starts at VIP1; tabs move the cards and a swipe moves the tab', async ({ page }) => {
  const lobby = new Lobby(page);
  const levels = lobby.countRequests('/api/uservip');
  await lobby.open('/vip');
  await expect(page.getByRole('heading', { name: 'VIP特权', level: 1 })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'VIP等级' }).getByRole('tab')).toHaveCount(10);
  await expectSelected(page, 'VIP1');
  await expect(level(page, 'VIP1').slide).toContainText('未达成');
  await expect(page.getByRole('link', { name: '立即登录' })).toHaveAttribute('href', '#/login?redirect=%2Fvip');
  const table = page.getByRole('table', { name: '最高返水比例' });
  await expect(table.getByRole('columnheader')).toHaveText(['等级', '真人', '体育', '电竞', '棋牌', '电子', '彩票']);
  await expect(table.getByRole('rowheader')).toHaveCount(10);
  await expect(table.getByRole('row', { name: /^VIP1 / })).toContainText('0.40%');
  await expect(page.getByRole('region', { name: 'VIP规则' }).getByRole('listitem')).toHaveCount(6);
  await lobby.expectAccessible();

  await level(page, 'VIP3').tab.click();
  await expectSelected(page, 'VIP3');
  await expect(level(page, 'VIP3').slide).toContainText('¥5,000.00');

  // A swipe to the next card (the track scrolls sideways) selects its tab.
  const track = page.getByRole('region', { name: 'VIP等级卡片' }).locator('.lb-carousel__track');
  await track.hover();
  await page.mouse.wheel(400, 0);
  await expectSelected(page, 'VIP4');

  // The keyboard steps the cards too, and the tab follows.
  await track.focus();
  await page.keyboard.press('ArrowLeft');
  await expectSelected(page, 'VIP3');
  expect(levels.count).toBe(1);
  expect(lobby.errors).toEqual([]);
});

test('demo01 starts at their own level, reached, with the next one not reached', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const user = await page.request.post('./api/user', { headers: { Authorization: `Bearer ${token}` } });
  const current = ((await user.json()) as { data: { current_vip: string } }).data.current_vip;
  const vip = Number(/\d+/.exec(current)?.[0]);
  expect(vip).toBeGreaterThan(1);

  await lobby.open('/vip');
  await expectSelected(page, `VIP${vip}`);
  await expect(level(page, `VIP${vip}`).slide).toContainText('已达成');
  await expect(page.getByRole('link', { name: '立即登录' })).toHaveCount(0);
  const progress = page.getByRole('region', { name: '晋级进度' });
  await expect(progress.getByText(/^\d+%$/)).toBeVisible();
  await expect(progress.getByRole('progressbar', { name: '晋级进度' })).toBeVisible();
  await lobby.expectAccessible();

  await level(page, `VIP${vip + 1}`).tab.click();
  await expectSelected(page, `VIP${vip + 1}`);
  await expect(level(page, `VIP${vip + 1}`).slide).toContainText('未达成');
  await level(page, 'VIP1').tab.click();
  await expectSelected(page, 'VIP1');
  await expect(level(page, 'VIP1').slide).toContainText('已达成');
  expect(lobby.errors).toEqual([]);
});

test('返回 stays where it is when the levels cannot be read', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  // The levels' answers wait in the browser until the header has been measured, then fail.
  const fault = codeFault(1, '等级读取失败');
  const held = await holdAnswers(page, /\/api\/uservip$/, (route) => continueWithFault(route, fault));
  await lobby.open('/vip');
  await expect(page.getByRole('status', { name: '加载中' })).toBeVisible();
  const back = page.getByRole('button', { name: '返回' });
  await expect(back).toBeVisible();
  await expect.poll(held.count).toBeGreaterThan(0);
  const before = await back.boundingBox();
  await held.release();
  await expect(page.getByRole('alert').filter({ hasText: '等级读取失败' })).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  expect(await back.boundingBox()).toEqual(before);
  expect(lobby.errors).toEqual([]);
});
