import { messages } from '@lobby/domain/messages';
import type { Lobby } from '../e2e/lobby.page.ts';
import { newUsername } from '../e2e/lobby.page.ts';
import { shownToasts } from '../e2e/toasts.ts';
import { expect, KIT, type Page, type RealPlatform, type RealPlayer, signIn, test } from './fixtures.ts';

// The journeys of issue 30 on the platform's real backend, in both deploys (the projects of
// playwright.real.config.ts): what a player does, checked on the backend's own money and rows. Every journey that
// moves money runs as a player of its own (made through the api, money put in by the back office's hand), so none
// depends on another having run or on their order; kituser, the kit's seeded player, is only read.

/** Requests the browser could not complete (a refused CORS preflight, a reset connection), to say why money did not move. */
function watchFailedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  return failed;
}

/** Waits until the backend holds `cents` in the player's wallet; on a timeout, says which requests failed. */
async function expectWallet(platform: RealPlatform, player: RealPlayer, cents: number, failed: string[]) {
  await expect
    .poll(() => platform.walletCents(player), {
      message: `the wallet on the backend (failed requests: ${failed.join('; ') || 'none'})`,
      timeout: 20_000,
    })
    .toBe(cents);
}

/** The toasts the page's document has shown with a Latin letter in them: English the player should not meet. */
async function englishToasts(lobby: Lobby): Promise<string[]> {
  return (await shownToasts(lobby.page)).filter((text) => /[A-Za-z]/.test(text));
}

/** On /transfer, picks the wallet the money leaves (fillTransfer leaves the source as it is for 平台钱包). */
async function chooseSource(page: Page, name: string) {
  await page.getByRole('button', { name: /^转出钱包/ }).click();
  await page.getByRole('dialog', { name: '选择钱包' }).getByRole('button', { name, exact: true }).click();
}

/** On a record screen, chooses 近30日 (the seeded rows go back weeks; 本月 holds none on the 1st). */
async function lastThirtyDays(page: Page) {
  await page.getByRole('button', { name: /^更多日期/ }).click();
  await page.getByRole('dialog', { name: '更多日期' }).getByRole('button', { name: '近30日' }).click();
}

test('the page loads once and stays: the visit check names this site, so no reload', async ({ page, lobby }) => {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  const visits = lobby.countRequests('/api/getVisitUrl');
  const visited = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/api/getVisitUrl'), {
    timeout: 20_000,
  });
  await lobby.open('/');
  await visited;
  await expect(page.getByRole('link', { name: /登录/ }).first()).toBeVisible();
  // The answer has been handled by the time the page has run its queue and a request of its own was seen; a
  // navigation it started would have replaced the page (and may have cut the wait short).
  await lobby.settled().catch(() => {});
  await lobby.settled().catch(() => {});
  expect(loads, 'page loads').toHaveLength(1);
  expect(visits.count, 'visit checks').toBe(1);
  await expect(page.getByRole('link', { name: /登录/ }).first()).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('kituser signs in through the form and lands home with the wallet the backend holds', async ({ page, lobby }) => {
  await lobby.open('/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await lobby.fillLogin(KIT);
  await lobby.tap('登录');
  await expect(page).toHaveURL(/#\/$/);
  const account = page.getByRole('region', { name: '账户' });
  await expect(account.getByText(KIT.username)).toBeVisible();
  await expect(account).toContainText('5,000.00');
  await page.getByRole('button', { name: '我的' }).click();
  await expect(page.getByRole('heading', { name: KIT.username })).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test("a new player registers with the spec's six-digit payment password and lands home signed in", async ({
  page,
  lobby,
  platform,
}) => {
  await lobby.open('/login');
  await page.getByRole('button', { name: '立即注册' }).click();
  await expect(page.getByRole('button', { name: '注册', exact: true })).toBeVisible();
  const username = await lobby.fillRegister(newUsername());
  await lobby.tap('注册');
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('region', { name: '账户' }).getByText(username)).toBeVisible();
  // The backend holds the player with the six digits they chose as the payment password, and the login password.
  expect(platform.payPasswordIs(username, '123456'), 'the payment password on the backend is the six digits').toBe(
    true,
  );
  await platform.logIn(username, 'abc12345');
  expect(lobby.errors).toEqual([]);
});

test('a bank deposit waits for the back office; its approval credits the wallet', async ({ page, lobby, platform }) => {
  const failed = watchFailedRequests(page);
  const player = await platform.newPlayer({ card: true });
  await signIn(page, player);
  await lobby.open('/recharge');
  await expect(page.getByRole('form', { name: '存款' })).toBeVisible();
  await lobby.chooseDepositChannel('网银转账');
  // The kit's receiving account (pay_setting), from /api/getpaybank.
  await expect(page.getByRole('region', { name: '收款账户' }).getByText('6222020000000000001')).toBeVisible();
  await lobby.fill('存款人姓名', '李四');
  await page.getByRole('button', { name: /开户银行/ }).click();
  await page.getByRole('dialog', { name: '选择银行' }).getByRole('button', { name: '工商银行' }).click();
  await lobby.fill('银行卡号', '6222020200112233445');
  await lobby.fill('开户行地址', '北京市朝阳支行');
  await lobby.fill('存款金额', '500');
  const sent = lobby.countRequests('/api/recharge');
  await lobby.tap('立即存款');
  await expect
    .poll(() => platform.deposits(player).length, { message: `a deposit on the backend (failed: ${failed})` })
    .toBe(1);
  await lobby.toast(messages['deposit.bankSubmitted']);
  await expect(page).toHaveURL(/#\/transRecord/);
  expect(sent.count).toBe(1);
  const [order] = platform.deposits(player);
  expect(order).toMatchObject({ amount: 500, state: 1 });
  expect(await platform.walletCents(player)).toBe(0);

  platform.approveDeposit(order?.orderNo ?? '');
  await expectWallet(platform, player, 50_000, failed);
  expect(platform.deposits(player)[0]).toMatchObject({ state: 2 });
  await lobby.open('/mine');
  await expect(page.getByText('¥500.00').filter({ visible: true }).first()).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('a withdrawal of 100 goes through, leaves 100 less on the backend and lands on 交易记录', async ({
  page,
  lobby,
  platform,
}) => {
  const failed = watchFailedRequests(page);
  const player = await platform.newPlayer({ card: true, balance: 1000 });
  await signIn(page, player);
  const sent = lobby.countRequests('/api/withdraw');
  await lobby.open('/withdrawal');
  await expect(page.getByRole('form', { name: '取款' })).toBeVisible();
  await lobby.fillWithdrawal('100', player.payPassword);
  await lobby.tap('立即取款');
  await expectWallet(platform, player, 90_000, failed);
  await lobby.toast(messages['withdraw.submitted']);
  await expect(page).toHaveURL(/#\/transRecord\?type=2$/);
  await expect(page.getByRole('heading', { name: '交易记录', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: '取款记录' }).getByRole('listitem')).toHaveCount(1);
  expect(sent.count).toBe(1);
  expect(lobby.errors).toEqual([]);
});

test('a transfer into AG真人 and back, and into PG电子: the money moves on the backend, the answers in Chinese', async ({
  page,
  lobby,
  platform,
}) => {
  const failed = watchFailedRequests(page);
  const player = await platform.newPlayer({ balance: 1000 });
  await signIn(page, player);
  await lobby.open('/transfer');
  const centre = page.getByRole('region', { name: '中心钱包' });
  await expect(centre).toContainText('¥1,000.00');

  await lobby.fillTransfer('AG真人', '100');
  await lobby.tap('立即转账');
  await expectWallet(platform, player, 90_000, failed);
  expect(await platform.venueCents(player)).toMatchObject({ AG: 10_000 });
  await expect(centre).toContainText('¥900.00');

  await lobby.fillTransfer('平台钱包', '100', 'AG真人');
  await lobby.tap('立即转账');
  await expectWallet(platform, player, 100_000, failed);
  expect(await platform.venueCents(player)).toMatchObject({ AG: 0 });
  await expect(centre).toContainText('¥1,000.00');

  await chooseSource(page, '平台钱包');
  await lobby.fillTransfer('PG电子', '50');
  await lobby.tap('立即转账');
  await expectWallet(platform, player, 95_000, failed);
  expect(await platform.venueCents(player)).toMatchObject({ PG: 5_000 });
  await expect(centre).toContainText('¥950.00');
  expect(await englishToasts(lobby), 'answers shown in English').toEqual([]);
  expect(lobby.errors).toEqual([]);
});

test('一键回收 brings the venue money back to the wallet, said in Chinese', async ({ page, lobby, platform }) => {
  const failed = watchFailedRequests(page);
  const player = await platform.newPlayer({ balance: 1000 });
  // 100 at PG电子, moved there through the api as the player's own earlier transfer.
  const moved = await platform.call(
    'transfer',
    { amount: '100', sourcetype: 'userbalance', targettype: 'pg' },
    player.token,
  );
  expect(moved.code).toBe(200);
  await signIn(page, player);
  await lobby.open('/transfer');
  await expect(page.getByRole('region', { name: '中心钱包' })).toContainText('¥900.00');
  await expect(page.getByRole('button', { name: '刷新AG真人' })).toBeVisible();
  const recovered = lobby.countRequests('/api/transall');
  await lobby.tap('一键回收');
  await expectWallet(platform, player, 100_000, failed);
  expect(await platform.venueCents(player)).toMatchObject({ PG: 0 });
  await expect(page.getByRole('region', { name: '中心钱包' })).toContainText('¥1,000.00');
  await expect
    .poll(() => lobby.page.evaluate(() => (window as { __lobbyToasts?: string[] }).__lobbyToasts?.length ?? 0))
    .toBeGreaterThan(0);
  expect(await englishToasts(lobby), 'answers shown in English').toEqual([]);
  expect(recovered.count).toBe(1);
  expect(lobby.errors).toEqual([]);
});

test("kituser's records: the bets and every kind of transaction list rows", async ({ page, lobby, platform }) => {
  await signIn(page, { token: await platform.logIn(KIT.username, KIT.password) });
  await lobby.open('/betRecord');
  await expect(page.getByRole('heading', { name: '投注记录', level: 1 })).toBeVisible();
  await lastThirtyDays(page);
  await expect(page.getByRole('region', { name: '投注记录' }).getByRole('listitem').first()).toBeVisible();

  await lobby.open('/transRecord');
  await expect(page.getByRole('heading', { name: '交易记录', level: 1 })).toBeVisible();
  for (const tab of ['存款', '取款', '转入', '转出']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    await lastThirtyDays(page);
    await expect(
      page
        .getByRole('region', { name: `${tab}记录` })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
  }
  expect(lobby.errors).toEqual([]);
});

test("red packets: the rules show each tier's deposit range, and a player who deposited today grabs one", async ({
  page,
  lobby,
  platform,
}) => {
  const failed = watchFailedRequests(page);
  const player = await platform.newPlayer({ card: true });
  // Today's approved deposits of 500: the kit's first tier (day_flow 100 to flow_money 100,000: 3 grabs of up to
  // 2 % of them).
  await platform.depositApproved(player, 500);
  await signIn(page, player);
  await lobby.open('/hongbao');
  await expect(page.getByRole('heading', { name: '抢红包', level: 1 })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  // The tiers' deposit ranges (day_flow to flow_money), not their percentages (money: 2.00 and 3.00).
  await expect(rows.nth(1)).toContainText(/100,000/);
  await expect(rows.nth(2)).toContainText(/1,000,000/);
  const counts = page.getByRole('region', { name: '抢红包次数' });
  await expect(counts.getByText('剩余次数').locator('xpath=following-sibling::dd[1]')).toHaveText('3');

  await lobby.tap('立即抢红包');
  const popup = page.getByRole('dialog', { name: '恭喜您抢到红包' });
  await expect(popup).toContainText(/¥\d+\.\d{2}/);
  const won = Math.round(Number((await popup.textContent())?.match(/¥([\d,]+\.\d{2})/)?.[1]?.replace(/,/g, '')) * 100);
  expect(won).toBeGreaterThanOrEqual(100);
  await expectWallet(platform, player, 50_000 + won, failed);
  expect(platform.sql(`SELECT COUNT(*) FROM userredpacket WHERE uid = ${player.id}`).trim()).toBe('1');
  expect(lobby.errors).toEqual([]);
});

test("player protection on today's backend, which keeps none of it: the device keeps the limit, quietly, and checks it against the backend's own deposits", async ({
  page,
  lobby,
  platform,
  deployKind,
}) => {
  const failed = watchFailedRequests(page);
  const player = await platform.newPlayer({ card: true });
  await signIn(page, player);
  const asked = page.waitForRequest((request) => request.url().endsWith('/api/responsible/limits'));
  await lobby.open('/responsibleGaming');
  // The optional call is answered 404 ({"message":""}); from another origin its preflight is, so the browser refuses
  // it. Either way the page says where the settings live instead, and shows no error.
  const answer = await (await asked).response();
  if (deployKind === 'same') expect(answer?.status()).toBe(404);
  else expect(answer).toBeNull();
  await expect(page.getByText('此设置仅在本设备上生效')).toBeVisible();
  await lobby.fill('24小时存款限额', '400');
  await page.getByRole('button', { name: '保存限额' }).click();
  await lobby.toast('已保存');

  const sent = lobby.countRequests('/api/recharge');
  await lobby.depositByBank('300', '工商银行');
  await expect
    .poll(() => platform.deposits(player).length, { message: `a deposit on the backend (failed: ${failed})` })
    .toBe(1);
  // 300 waits for review on the backend, and counts: 200 more would pass 400.
  await lobby.depositByBank('200', '工商银行');
  await lobby.toast('已超出您设置的24小时存款限额 ¥400.00，剩余可存 ¥100.00');
  expect(sent.count).toBe(1);
  expect(platform.deposits(player)).toHaveLength(1);
  expect(await englishToasts(lobby)).toEqual([]);
  expect(lobby.errors).toEqual([]);
});
