import { DEFAULT_TIMEOUT_MS } from '@lobby/api';
import { messages } from '@lobby/domain/messages';
import { outcomeMessages, resendQuestion } from '@lobby/domain/money';
import { withFault } from '@lobby/fake-platform/testing';
import { expect, type Page, type Route, test } from './fixtures.ts';
import { DEMO_PAY_PASSWORD, Lobby } from './lobby.page.ts';

// Money that stays right when the server answers late. Each journey runs as a cash player of its own and reads
// the money from the fake platform itself. The page's clock is installed, so the 30 s timeout and the 45 s check
// window pass in the page's time; the fake platform runs in real time.
//
// "Commits after the client gave up": the page's request is held in the browser until the app has timed out and
// its outcome check has read the records once and found nothing; only then does it reach the fake platform
// (with the fake's `slow` scenario header, so the server itself waits before it commits). The page never gets
// that answer. A patient check must then find the row on a later read and say done, without ever offering to
// send again.

type Held = { route: Route | null; release: (scenario?: string) => Promise<void> };

/** Holds the next request to `path` in the browser; `release` sends it on to the fake platform, answer dropped. */
async function holdRequest(page: Page, path: string): Promise<Held> {
  const held: Held = {
    route: null,
    release: async (scenario = 'slow:300') => {
      const route = held.route;
      if (route === null) throw new Error(`no request to ${path} was held`);
      await route.fetch({ headers: withFault(route.request().headers(), scenario) });
      // The page gave up on it long ago: its answer is lost on the way back.
      await route.abort('connectionreset').catch(() => undefined);
    },
  };
  await page.route(`**${path}`, (route) => {
    held.route = route;
  });
  return held;
}

/** Waits until the outcome check has read the records once more and the verdict is still open. */
async function checkedOnce(page: Page) {
  const read = page.waitForResponse((response) => response.url().includes('/api/gettransrecord'));
  await page.clock.runFor(1000);
  await read;
}

/** The check is running and the only control is busy: nothing offers to send the money again. */
async function expectNoResubmission(page: Page, button: RegExp) {
  const busy = page.getByRole('button', { name: button });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(busy).toContainText('核实中…');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

test('a withdrawal the server commits after the client timed out: one request, the wallet moves once, done', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await page.clock.install();
  await lobby.signInCashPlayer();
  const before = await lobby.walletCents();
  const recordsBefore = await lobby.withdrawals();
  const held = await holdRequest(page, '/api/withdraw');
  const sent = lobby.countRequests('/api/withdraw');
  await lobby.open('/withdrawal');
  await lobby.fillWithdrawal('100');
  await lobby.tap('立即取款');
  await expect.poll(() => held.route !== null).toBe(true);
  await page.clock.fastForward(DEFAULT_TIMEOUT_MS + 1000);

  // Timed out: checking, the password gone from the form, nothing to tap but a busy control.
  await expect(page.getByRole('status').filter({ hasText: outcomeMessages.checking }).first()).toBeVisible();
  await expect(page.getByLabel('支付密码', { exact: true })).toHaveValue('');
  await checkedOnce(page);
  await expectNoResubmission(page, /核实中/);
  expect(await lobby.walletCents()).toBe(before);

  // Now the server commits; the next read finds the withdrawal.
  await held.release();
  await expect.poll(() => lobby.walletCents()).toBe(before - 10_000);
  await lobby.waitOutOutcomeCheck(messages['withdraw.submitted']);
  await page.clock.runFor(2000);
  await expect(page).toHaveURL(/#\/transRecord\?type=2$/);

  expect(sent.count).toBe(1);
  expect(await lobby.walletCents()).toBe(before - 10_000);
  expect(await lobby.withdrawals()).toHaveLength(recordsBefore.length + 1);
  expect(lobby.nativeDialogs).toEqual([]);
  expect(lobby.errors).toEqual([]);
  test.info().annotations.push({
    type: 'late withdrawal',
    description: `requests ${sent.count}; wallet ${before} -> ${await lobby.walletCents()} cents`,
  });
});

test('a transfer the server commits after the client timed out: one request, each wallet moves once, done', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await page.clock.install();
  await lobby.signInCashPlayer();
  const wallet = await lobby.walletCents();
  const venues = await lobby.venueCents();
  const held = await holdRequest(page, '/api/transfer');
  const sent = lobby.countRequests('/api/transfer');
  await lobby.open('/transfer');
  await lobby.fillTransfer('AG真人', '100');
  await lobby.tap('立即转账');
  await expect.poll(() => held.route !== null).toBe(true);
  await page.clock.fastForward(DEFAULT_TIMEOUT_MS + 1000);

  await expect(page.getByRole('status').filter({ hasText: outcomeMessages.checking }).first()).toBeVisible();
  await checkedOnce(page);
  await expectNoResubmission(page, /核实中/);

  await held.release();
  await expect.poll(() => lobby.walletCents()).toBe(wallet - 10_000);
  await lobby.waitOutOutcomeCheck(outcomeMessages.done);

  expect(sent.count).toBe(1);
  expect(await lobby.walletCents()).toBe(wallet - 10_000);
  expect((await lobby.venueCents()).ag).toBe((venues.ag ?? 0) + 10_000);
  await expect(page.getByLabel('转账金额', { exact: true })).toHaveValue('');
  expect(lobby.errors).toEqual([]);
  test.info().annotations.push({
    type: 'late transfer',
    description: `requests ${sent.count}; wallet ${wallet} -> ${await lobby.walletCents()}, ag ${venues.ag} -> ${(await lobby.venueCents()).ag} cents`,
  });
});

test('a deposit the server makes after the client timed out: one order, its payment page, the wallet credited once', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await page.clock.install();
  await lobby.signInCashPlayer();
  const wallet = await lobby.walletCents();
  const deposits = async () =>
    (
      await lobby.api<{ data: Array<{ out_trade_no: string; amount: string }> }>('/api/gettransrecord', {
        type: 1,
        date: 1,
        page: 1,
      })
    ).data.data;
  const held = await holdRequest(page, '/api/recharge');
  const sent = lobby.countRequests('/api/recharge');
  await lobby.open('/recharge');
  await lobby.chooseDepositChannel('支付宝');
  await lobby.fill('存款金额', '321.5');
  await lobby.tap('立即存款');
  await expect.poll(() => held.route !== null).toBe(true);
  await page.clock.fastForward(DEFAULT_TIMEOUT_MS + 1000);

  await expect(page.getByRole('status').filter({ hasText: outcomeMessages.checking }).first()).toBeVisible();
  await checkedOnce(page);
  await expectNoResubmission(page, /核实中/);
  expect(await deposits()).toHaveLength(0);

  await held.release();
  await expect.poll(async () => (await deposits()).length).toBe(1);
  const [made] = await deposits();
  await expect
    .poll(async () => {
      await page.clock.runFor(1000);
      return page.url();
    })
    .toContain(`deposit_no=${made?.out_trade_no}`);
  await expect(page.getByRole('region', { name: '支付金额' })).toContainText('¥321.50');

  expect(sent.count).toBe(1);
  expect(await deposits()).toHaveLength(1);
  await lobby.approveDeposit(made?.out_trade_no ?? '');
  await expect.poll(() => lobby.walletCents()).toBe(wallet + 32_150);
  expect(lobby.errors).toEqual([]);
  test.info().annotations.push({
    type: 'late deposit',
    description: `requests ${sent.count}; orders 0 -> 1; wallet ${wallet} -> ${await lobby.walletCents()} cents after approval`,
  });
});

test('a withdrawal of "100." whose answer is lost is judged by what was sent: 100.00, done', async ({ page }) => {
  const lobby = new Lobby(page);
  await page.clock.install();
  await lobby.signInCashPlayer();
  const before = await lobby.walletCents();
  let body: unknown = null;
  await page.route('**/api/withdraw', async (route) => {
    body = route.request().postDataJSON();
    await route.fetch();
    await route.abort('connectionreset');
  });
  const sent = lobby.countRequests('/api/withdraw');
  await lobby.open('/withdrawal');
  await lobby.fillWithdrawal('100.');
  await lobby.tap('立即取款');
  await lobby.waitOutOutcomeCheck(messages['withdraw.submitted']);
  expect(body).toMatchObject({ amount: 100 });
  expect(sent.count).toBe(1);
  expect(await lobby.walletCents()).toBe(before - 10_000);
  expect(lobby.errors).toEqual([]);
});

test('a player who leaves the withdrawal while it is checked and comes back sees its verdict, not a fresh form', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await page.clock.install();
  await lobby.signInCashPlayer();
  const before = await lobby.walletCents();
  const held = await holdRequest(page, '/api/withdraw');
  const sent = lobby.countRequests('/api/withdraw');
  await lobby.open('/withdrawal');
  await lobby.fillWithdrawal('100');
  await lobby.tap('立即取款');
  await expect.poll(() => held.route !== null).toBe(true);
  await page.clock.fastForward(DEFAULT_TIMEOUT_MS + 1000);
  await expect(page.getByRole('status').filter({ hasText: outcomeMessages.checking }).first()).toBeVisible();

  await lobby.open('/mine');
  await held.release();
  await expect.poll(() => lobby.walletCents()).toBe(before - 10_000);
  await lobby.open('/withdrawal');
  // The kept intent resumes: its check, then the verdict; the form never offers to send it again.
  await lobby.waitOutOutcomeCheck(messages['withdraw.submitted']);
  expect(sent.count).toBe(1);
  expect(await lobby.walletCents()).toBe(before - 10_000);
  expect(await page.evaluate(() => sessionStorage.getItem('lobby.intent.withdrawal'))).toBeNull();
  expect(lobby.errors).toEqual([]);
});

test('a withdrawal that truly never arrived: not done after the window; a resend asks first, then moves the money once', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await page.clock.install();
  await lobby.signInCashPlayer();
  const before = await lobby.walletCents();
  const recordsBefore = await lobby.withdrawals();
  // Lost on the way out: the fake platform never sees it.
  await page.route('**/api/withdraw', () => undefined);
  const sent = lobby.countRequests('/api/withdraw');
  await lobby.open('/withdrawal');
  await lobby.fillWithdrawal('100');
  await lobby.tap('立即取款');
  await expect.poll(() => sent.count).toBe(1);
  await page.clock.fastForward(DEFAULT_TIMEOUT_MS + 1000);
  await lobby.waitOutOutcomeCheck(outcomeMessages.notDone);
  await expect(page.getByLabel('取款金额', { exact: true })).toHaveValue('100');
  await expect(page.getByLabel('支付密码', { exact: true })).toHaveValue('');
  expect(await lobby.walletCents()).toBe(before);

  await page.unroute('**/api/withdraw');
  await lobby.fill('支付密码', DEMO_PAY_PASSWORD);
  await lobby.tap('立即取款');
  const question = page.getByRole('alertdialog').filter({ hasText: resendQuestion('100.00') });
  await expect(question).toBeVisible();
  expect(sent.count).toBe(1);
  await question.getByRole('button', { name: '确定提交' }).click();
  await lobby.toast(messages['withdraw.submitted']);

  expect(sent.count).toBe(2);
  // The resend is the same intent: the same key goes again, in the body (no header outside the backend's CORS list).
  expect(sent.requests.map((request) => request.headers()['idempotency-key'])).toEqual([undefined, undefined]);
  const keys = sent.requests.map((request) => (request.postDataJSON() as { idempotency_key?: string }).idempotency_key);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  await expect.poll(() => lobby.walletCents()).toBe(before - 10_000);
  expect(await lobby.withdrawals()).toHaveLength(recordsBefore.length + 1);
  expect(lobby.errors).toEqual([]);
});
