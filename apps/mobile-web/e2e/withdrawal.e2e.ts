import { messages } from '@lobby/domain/messages';
import { codeFault, continueWithFault } from '@lobby/fake-platform/testing';
import { chunkOf } from './chunks.ts';
import { expect, test } from './fixtures.ts';
import { holdAnswers } from './held-answers.ts';
import { DEMO_PAY_PASSWORD, Lobby } from './lobby.page.ts';

// /withdrawal with the money itself checked in the fake platform's own state: each journey signs in a seeded cash
// player (¥10,000.00, a bank card, a TRC20 USDT wallet and a token wallet), never the shared demo player.

test('the checks come in order, 99 is refused before any call, 100 leaves the wallet with exactly 100 less', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signInCashPlayer();
  const sent = lobby.countRequests('/api/withdraw');
  const before = await lobby.walletCents();
  const recordsBefore = await lobby.withdrawals();
  await lobby.open('/withdrawal');
  const form = page.getByRole('form', { name: '取款' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['银行卡', 'USDT', 'AnToken']);
  await expect(form.getByText('打码量')).toBeVisible();
  await expect(form.getByText('0.00', { exact: true })).toBeVisible();
  await lobby.expectAccessible();

  // Account first, then at least 100, then the password.
  await lobby.tap('立即取款');
  await lobby.toast(messages['withdraw.cardRequired']);
  await form.getByRole('button', { name: /^选择银行卡/ }).click();
  const picker = page.getByRole('dialog', { name: '选择银行卡' });
  await expect(picker.getByRole('button', { name: /中国银行（尾号\d{4}）/ })).toBeVisible();
  // Under 5 accounts the add button leads to /addBankCard.
  await expect(picker.getByRole('button', { name: '+添加银行卡' })).toBeVisible();
  await lobby.expectAccessible();
  await picker.getByRole('list').getByRole('button').first().click();
  await expect(picker).toBeHidden();
  await lobby.fill('取款金额', '99');
  await lobby.tap('立即取款');
  await lobby.toast(messages['withdraw.minAmount']);
  await lobby.fill('取款金额', '100');
  await lobby.tap('立即取款');
  await lobby.toast(messages['withdraw.payPasswordRequired']);
  expect(sent.count).toBe(0);
  expect(await lobby.walletCents()).toBe(before);

  await lobby.fill('支付密码', DEMO_PAY_PASSWORD);
  await lobby.tap('立即取款');
  await lobby.toast(messages['withdraw.submitted']);
  // The form is reset, then after 1.5 s the player is on the records.
  await expect(page.getByLabel('取款金额', { exact: true })).toHaveValue('');
  await expect(page).toHaveURL(/#\/transRecord\?type=2$/);
  expect(sent.count).toBe(1);
  expect(await lobby.walletCents()).toBe(before - 10_000);
  const records = await lobby.withdrawals();
  expect(records).toHaveLength(recordsBefore.length + 1);
  // transRecord's withdrawal rows carry abs(real_money): a number, the yuan paid out for a bank card.
  expect(records[0]).toMatchObject({ amount: 100, state: 1 });
  expect(lobby.errors).toEqual([]);
});

test('a crypto tab shows the USDT the amount converts to and the fee of the wallet network; switching clears it', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signInCashPlayer();
  await lobby.open('/withdrawal');
  await lobby.fillWithdrawal('300');
  await page.getByRole('tab', { name: 'USDT' }).click();
  // Switching tabs clears the amount, the account and the password.
  await expect(page.getByLabel('取款金额', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('支付密码', { exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: /请选择USDT地址/ })).toBeVisible();

  await lobby.fillWithdrawal('705');
  const figures = page.locator('.withdrawal__crypto');
  await expect(figures).toContainText('折合USDT100.00');
  await expect(figures).toContainText('每笔手续费（TRC20）1.00 USDT');
  await expect(figures).toContainText('预计到账99.00 USDT');
  await lobby.expectAccessible();

  // 全部金额 fills the whole wallet, to the cent.
  await lobby.tap('全部金额');
  await expect(page.getByLabel('取款金额', { exact: true })).toHaveValue('10000.00');

  await page.getByRole('tab', { name: 'AnToken' }).click();
  await lobby.fillWithdrawal('141');
  await expect(figures).toContainText('折合USDT20.00');
  await expect(figures).toContainText('每笔手续费（TRC20）1.00 USDT');
  expect(lobby.errors).toEqual([]);
});

test("the account sheet's code comes on its first open; when it cannot, the page says so, with 重试", async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signInCashPlayer();
  await page.route(chunkOf('../../packages/ui-kit/src/bottom-sheet-entry.ts'), (route) =>
    route.abort('internetdisconnected'),
  );
  await lobby.open('/withdrawal');
  const openPicker = async () => {
    const form = page.getByRole('form', { name: '取款' });
    await expect(form.getByText('打码量')).toBeVisible({ timeout: 15_000 });
    await form.getByRole('button', { name: /^选择银行卡/ }).click();
  };
  // As for any chunk: the first failure reloads the page once (src/wiring/pwa/preload-error.ts), the next one says so.
  const reloaded = page.waitForEvent('load');
  await openPicker();
  await reloaded;
  await openPicker();
  const alert = page.getByRole('alert').filter({ hasText: '页面加载失败，请检查网络后重试' });
  await expect(alert).toBeVisible();
  await page.unrouteAll();
  await alert.getByRole('button', { name: '重试' }).click();
  await openPicker();
  await expect(
    page.getByRole('dialog', { name: '选择银行卡' }).getByRole('button', { name: /中国银行/ }),
  ).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test("the form stays where it is when the turnover cannot be read: the failure keeps the line's place", async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signInCashPlayer();
  // The turnover's answers wait in the browser until the form has been measured, then fail.
  const fault = codeFault(1, '打码量服务维护中');
  const held = await holdAnswers(page, /\/api\/getBetAmount$/, (route) => continueWithFault(route, fault));
  await lobby.open('/withdrawal');
  const form = page.getByRole('form', { name: '取款' });
  const targets = [form.getByRole('textbox', { name: '取款金额' }), page.getByRole('button', { name: '立即取款' })];
  for (const target of targets) await expect(target).toBeVisible();
  await expect.poll(held.count).toBeGreaterThan(0);
  const before = await Promise.all(targets.map((target) => target.boundingBox()));
  await held.release();
  await expect(form.getByRole('alert')).toContainText('打码量读取失败：打码量服务维护中');
  await expect(form.getByRole('button', { name: '重试' })).toBeVisible();
  expect(await Promise.all(targets.map((target) => target.boundingBox()))).toEqual(before);
  expect(lobby.errors).toEqual([]);
});
