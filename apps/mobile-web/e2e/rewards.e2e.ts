import { messages } from '@lobby/domain/messages';
import { expect, type Page, test } from './fixtures.ts';
import { holdAnswers } from './held-answers.ts';
import { Lobby } from './lobby.page.ts';

// The rewards screens: /fanshui's claim and filters, /hongbao's grabs to the insufficient popup, /welfare and
// /activityRecord paged to their end, an application found in /activityRecord, and leaving a list mid-request.
// Claims and grabs pay the player who makes them: each runs as a player of its own opened with demo01's history
// (dated from the test's own moment, so "today's deposits" are today's however long the run has been going), and
// demo01 stays as seeded for every other test.

/** The money a summary figure shows, e.g. 待领取返水 ¥12.50 -> 12.5. */
async function figure(lobby: Lobby, label: string): Promise<number> {
  const value = lobby.page
    .getByRole('region', { name: '返水汇总' })
    .getByText(label)
    .locator('xpath=following-sibling::dd[1]');
  await expect(value).toHaveText(/¥/);
  return Number(((await value.textContent()) ?? '').replace(/[¥,]/g, ''));
}

test('a player claims the rebates once; a second tap says 暂无领取额度！ and sends nothing', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signInOwnPlayer('history');
  const claims = lobby.countRequests('/api/dofanshui');
  await lobby.open('/fanshui');
  await expect(page.getByRole('heading', { name: '返水记录', level: 1 })).toBeVisible();
  const list = page.getByRole('region', { name: '返水列表' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // The unclaimed rebates read 未领取 in the claim column until claimed.
  await expect(list.getByText('未领取').first()).toBeVisible();
  const pending = await figure(lobby, '待领取返水');
  const claimed = await figure(lobby, '已领取返水');
  expect(pending).toBeGreaterThan(0);
  await lobby.expectAccessible();

  const userRead = page.waitForRequest((request) => request.url().endsWith('/api/user'));
  const reloaded = page.waitForRequest(
    (request) => request.url().endsWith('/api/getfanshui') && /"page":1/.test(request.postData() ?? ''),
  );
  await lobby.tap('点击领取');
  await lobby.toast('成功领取');
  await userRead;
  await reloaded;
  await expect.poll(() => figure(lobby, '待领取返水')).toBe(0);
  expect(await figure(lobby, '已领取返水')).toBeCloseTo(claimed + pending, 2);
  await expect(list.getByText('未领取')).toHaveCount(0);
  expect(claims.count).toBe(1);

  await lobby.tap('点击领取');
  await lobby.toast(messages['rebate.nothingToClaim']);
  expect(claims.count).toBe(1);
  expect(lobby.errors).toEqual([]);
});

test('the rebate filters: the platform sheet marks the active venue, a choice reloads page 1 with it', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  await lobby.open('/fanshui');
  const list = page.getByRole('region', { name: '返水列表' });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  await page.getByRole('button', { name: '游戏平台 全部平台' }).click();
  const platforms = page.getByRole('dialog', { name: '游戏平台' });
  await expect(platforms.getByRole('button', { name: '全部平台' })).toHaveAttribute('aria-pressed', 'true');
  await lobby.expectAccessible();
  const venue = platforms.getByRole('button', { name: /PG电子/ });
  const byVenue = page.waitForRequest((request) => request.url().endsWith('/api/getfanshui'));
  await venue.click();
  expect((await byVenue).postDataJSON()).toMatchObject({ page: 1, api_type: 'pg', date: 4, type: '' });
  await expect(platforms).toBeHidden();
  await expect(page.getByRole('button', { name: '游戏平台 PG电子' })).toBeFocused();
  await expect(list.getByRole('heading', { name: 'PG电子' }).first()).toBeVisible();
  await page.getByRole('button', { name: '游戏平台 PG电子' }).click();
  await expect(platforms.getByRole('button', { name: /PG电子/ })).toHaveAttribute('aria-pressed', 'true');
  await platforms.getByRole('button', { name: '关闭' }).click();

  await page.getByRole('button', { name: '日期 近30日' }).click();
  const byDate = page.waitForRequest((request) => request.url().endsWith('/api/getfanshui'));
  await page.getByRole('dialog', { name: '日期' }).getByRole('button', { name: '今日' }).click();
  expect((await byDate).postDataJSON()).toMatchObject({ page: 1, api_type: 'pg', date: 1 });
  await expect(page.getByRole('button', { name: '日期 今日' })).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('a player grabs red packets until the insufficient popup, which sends nothing and offers 立即充值', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signInOwnPlayer('history');
  const grabs = lobby.countRequests('/api/douserredpacket');
  await lobby.open('/hongbao');
  await expect(page.getByRole('heading', { name: '抢红包', level: 1 })).toBeVisible();
  const counts = page.getByRole('region', { name: '抢红包次数' });
  const left = counts.getByText('剩余次数').locator('xpath=following-sibling::dd[1]');
  await expect(left).toHaveText(/^\d+$/);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText('抢红包时间：每日北京时间10:00-12:00。')).toBeVisible();
  await lobby.expectAccessible();

  let remaining = Number(await left.textContent());
  expect(remaining).toBeGreaterThan(0);
  let won = 0;
  while (remaining > 0) {
    await lobby.tap('立即抢红包');
    const popup = page.getByRole('dialog', { name: '恭喜您抢到红包' });
    await expect(popup).toContainText(/¥\d+\.\d{2}/);
    if (won === 0) await lobby.expectAccessible();
    await popup.getByRole('button', { name: '确定' }).click();
    await expect(popup).toBeHidden();
    won += 1;
    remaining -= 1;
    // The counts are asked again after a win.
    await expect(left).toHaveText(String(remaining));
  }
  expect(grabs.count).toBe(won);

  await lobby.tap('立即抢红包');
  const insufficient = page.getByRole('dialog', { name: '温馨提示' });
  await expect(insufficient.getByRole('alert')).toHaveText(messages['redPacket.notEligible']);
  await expect(insufficient.getByRole('link', { name: '立即充值' })).toHaveAttribute('href', '#/recharge');
  await lobby.expectAccessible();
  expect(grabs.count).toBe(won);
  await insufficient.getByRole('button', { name: '确定' }).click();
  await expect(insufficient).toBeHidden();
  await lobby.tap('立即抢红包');
  await insufficient.getByRole('link', { name: '立即充值' }).click();
  await expect(page).toHaveURL(/#\/recharge$/);
  expect(lobby.errors).toEqual([]);
});

test('a grab the server refuses shows its words in the popup; a failed request says 服务器异常，请稍后再试', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signInNewPlayer();
  await lobby.answerRedPacketGrabs(2);
  await lobby.open('/hongbao');
  await lobby.tap('立即抢红包');
  const insufficient = page.getByRole('dialog', { name: '温馨提示' });
  // A new player has deposited nothing today: the fake refuses as the backend does, with code 203.
  await expect(insufficient.getByRole('alert')).toHaveText('您还未达到领取条件，快去完成吧！');
  await insufficient.getByRole('button', { name: '确定' }).click();
  await lobby.fault('/api/douserredpacket', 'offline');
  await lobby.tap('立即抢红包');
  await lobby.toast(messages['redPacket.serverError']);
  await expect(insufficient).toBeHidden();
  expect(lobby.errors).toEqual([]);
});

test('a player applies for a promotion and finds the application in /activityRecord, pending review', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signInNewPlayer();
  await lobby.open('/activityRecord');
  await expect(page.getByText('暂无活动记录')).toBeVisible();
  await lobby.expectAccessible();

  await lobby.open('/activityInfo?id=1');
  await lobby.tap('报名参与');
  const dialog = page.getByRole('dialog', { name: '活动申请' });
  await dialog.getByLabel('彩金金额').fill('100');
  await dialog.getByRole('button', { name: '立即申请' }).click();
  await lobby.toast('申请成功');

  await lobby.open('/activityRecord');
  const list = page.getByRole('region', { name: '活动申请' });
  const row = list.getByRole('listitem').first();
  await expect(row.getByRole('heading', { name: '新人首存送100%' })).toBeVisible();
  await expect(row).toContainText('待审核');
  await expect(list.getByText('没有更多')).toBeVisible();
  await lobby.expectAccessible();
  expect(lobby.errors).toEqual([]);
});

test('demo01 reads the applications and the red-packet centre to their end; 去领取 opens /hongbao', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  await lobby.open('/activityRecord');
  const applications = page.getByRole('region', { name: '活动申请' });
  await expect(applications.getByRole('listitem').first()).toBeVisible();
  await expect(async () => {
    await applications.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect(applications.getByText('没有更多')).toBeVisible({ timeout: 1000 });
  }).toPass();
  expect(await applications.getByRole('listitem').count()).toBeGreaterThan(10);
  await expect(applications.getByText(/待审核|审核通过|审核拒绝/).first()).toBeVisible();

  await lobby.open('/welfare');
  await expect(page.getByRole('heading', { name: '红包中心', level: 1 })).toBeVisible();
  const packets = page.getByRole('region', { name: '红包记录' });
  await expect(packets.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: '红包次数' }).getByText('已领取')).toBeVisible();
  await lobby.expectAccessible();
  await expect(async () => {
    await packets.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect(packets.getByText('没有更多')).toBeVisible({ timeout: 1000 });
  }).toPass();
  expect(await packets.getByRole('listitem').count()).toBeGreaterThan(10);
  await page.getByRole('link', { name: '去领取' }).click();
  await expect(page).toHaveURL(/#\/hongbao$/);
  await expect(page.getByRole('heading', { name: '抢红包', level: 1 })).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('leaving a list while its page is on its way cancels the request', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  await lobby.fault('/api/getfanshui', 'hang');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/getfanshui'));
  const cancelled = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/api/getfanshui'));
  await lobby.open('/fanshui');
  await sent;
  await expect(page.getByRole('status', { name: '加载中' })).toBeVisible();
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).not.toHaveURL(/fanshui/);
  expect((await cancelled).failure()?.errorText).toMatch(/ABORTED|abort/i);
  expect(lobby.errors).toEqual([]);
});

/** The value beside a figure's label (a `dt`) in a region. */
const figureValue = (page: Page, region: string, label: string) =>
  page.getByRole('region', { name: region }).getByText(label).locator('xpath=following-sibling::dd[1]');

// A figure's placeholder is shorter than its number: the button beside or below it moved as the numbers landed.
test('立即抢红包 stays where it is when the counts land', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  const status = await holdAnswers(page, /\/api\/userredpacket$/);
  await lobby.open('/hongbao');
  const target = page.getByRole('button', { name: '立即抢红包' });
  await expect(target).toBeVisible();
  await expect.poll(status.count).toBeGreaterThan(0);
  const before = await target.boundingBox();
  await status.release();
  await expect(figureValue(page, '抢红包次数', '最多可抢')).toHaveText(/^\d+$/);
  await expect(target).toBeEnabled();
  expect(await target.boundingBox()).toEqual(before);
  expect(lobby.errors).toEqual([]);
});

test('点击领取 and the rebate filters stay where they are when the sums land', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  const rebates = await holdAnswers(page, /\/api\/getfanshui$/);
  await lobby.open('/fanshui');
  const claim = page.getByRole('button', { name: '点击领取' });
  const date = page.getByRole('button', { name: /^日期/ });
  await expect(claim).toBeVisible();
  await expect(date).toBeVisible();
  await expect.poll(rebates.count).toBeGreaterThan(0);
  const before = [await claim.boundingBox(), await date.boundingBox()];
  await rebates.release();
  await expect(figureValue(page, '返水汇总', '待领取返水')).toHaveText(/¥/);
  expect([await claim.boundingBox(), await date.boundingBox()]).toEqual(before);
  expect(lobby.errors).toEqual([]);
});

test('去领取 stays where it is when the red-packet counts land', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  const counts = await holdAnswers(page, /\/api\/userredpacket$/);
  await lobby.open('/welfare');
  const target = page.getByRole('link', { name: '去领取' });
  await expect(target).toBeVisible();
  await expect.poll(counts.count).toBeGreaterThan(0);
  const before = await target.boundingBox();
  await counts.release();
  await expect(figureValue(page, '红包次数', '已领取')).toHaveText(/^\d+$/);
  expect(await target.boundingBox()).toEqual(before);
  expect(lobby.errors).toEqual([]);
});
