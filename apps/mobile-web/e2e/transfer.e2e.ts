import { messages } from '@lobby/domain/messages';
import { outcomeMessages } from '@lobby/domain/money';
import { aggregatorRefusing, codeFault, continueWithFault } from '@lobby/fake-platform/testing';
import { expect, test } from './fixtures.ts';
import { holdAnswers } from './held-answers.ts';
import { Lobby } from './lobby.page.ts';

// /transfer with the money checked in the fake platform's own state, for a seeded cash player: ¥10,000.00 in the
// wallet, ¥100.10 at AG真人 and ¥20.05 at PG电子. Nothing is created or lost: the totals add up to the cent. The fake
// plays the real backend: transfers and recover-all answer in PayController's words, recover-all brings back only
// the venue of the latest transfer in (its whole yuan), and the game aggregator behind it may refuse.

test('a transfer into a venue and recover-all: the latest venue comes back, what stays shows, every cent accounted for', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signInCashPlayer();
  const sent = lobby.countRequests('/api/transfer');
  const wallet = await lobby.walletCents();
  const venues = await lobby.venueCents();
  const total = wallet + Object.values(venues).reduce((sum, cents) => sum + cents, 0);
  expect(total).toBe(1_012_015);
  await lobby.open('/transfer');
  const list = page.getByRole('region', { name: '游戏钱包' });
  await expect(list.getByRole('listitem').first()).toContainText('平台钱包');
  await expect(list.getByRole('listitem').first()).toContainText('¥10,000.00');
  await expect(list.getByRole('listitem').nth(1)).toContainText('¥100.10');
  // Four wallets first, the rest behind 展开.
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await list.getByRole('button', { name: '展开' }).click();
  await expect(list.getByRole('listitem')).not.toHaveCount(4);
  await list.getByRole('button', { name: '收起' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await lobby.expectAccessible();

  // The three checks, in order, before any call.
  await lobby.tap('立即转账');
  await lobby.toast(messages['transfer.amountRequired']);
  await lobby.fill('转账金额', '50');
  await lobby.tap('立即转账');
  await lobby.toast(messages['transfer.targetRequired']);
  await lobby.fillTransfer('PG电子', '50', 'AG真人');
  await lobby.tap('立即转账');
  await lobby.toast(messages['transfer.venueToVenue']);
  expect(sent.count).toBe(0);
  // Changing the source clears the amount.
  await page.getByRole('button', { name: /^转出钱包/ }).click();
  await page.getByRole('dialog', { name: '选择钱包' }).getByRole('button', { name: '平台钱包', exact: true }).click();
  await expect(page.getByLabel('转账金额', { exact: true })).toHaveValue('');

  await lobby.fillTransfer('AG真人', '50');
  await lobby.tap('立即转账');
  // Into a venue the backend passes no words of its own: the code table's 成功.
  await lobby.toast('成功');
  expect(sent.count).toBe(1);
  expect(await lobby.walletCents()).toBe(wallet - 5_000);
  expect((await lobby.venueCents()).ag).toBe((venues.ag ?? 0) + 5_000);
  // The balances refresh and the list reloads.
  await expect(list.getByRole('listitem').nth(1)).toContainText('¥150.10');
  await expect(page.getByRole('region', { name: '中心钱包' })).toContainText('¥9,950.00');

  // 一键回收: the backend brings back the venue of the latest transfer in (AG真人), its whole yuan only.
  const recovered = lobby.countRequests('/api/transall');
  await lobby.tap('一键回收');
  // The backend says "transfer success"; the player reads the spec's words (domain's server-words table).
  await lobby.toast('回收成功');
  expect(recovered.count).toBe(1);
  expect(await lobby.walletCents()).toBe(wallet - 5_000 + 15_000);
  expect(await lobby.venueCents()).toMatchObject({ ag: 10, pg: 2_005 });
  const held = await lobby.venueCents();
  expect((await lobby.walletCents()) + Object.values(held).reduce((sum, cents) => sum + cents, 0)).toBe(total);
  // The screen shows the truth: the cents left at AG真人 and PG电子's money, and the sum to the cent.
  await expect(page.getByRole('region', { name: '中心钱包' })).toContainText('¥10,100.00');
  await expect(list.getByRole('listitem').nth(1)).toContainText('AG真人');
  await expect(list.getByRole('listitem').nth(1)).toContainText('¥0.10');
  await list.getByRole('button', { name: '展开' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'PG电子' })).toContainText('¥20.05');

  // Again: under a yuan at AG真人 brings nothing back, though PG电子 holds money; the backend says so.
  await lobby.tap('一键回收');
  await lobby.toast('没有可回收的金额');
  expect(recovered.count).toBe(2);
  expect(await lobby.walletCents()).toBe(wallet + 10_000);
  await expect(list.getByRole('listitem').filter({ hasText: 'PG电子' })).toContainText('¥20.05');
  await lobby.expectAccessible();
  expect(lobby.errors).toEqual([]);
});

test('a refusal the backend words in English reaches the player in Chinese: more than the wallet holds is 余额不足', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signInCashPlayer();
  const wallet = await lobby.walletCents();
  await lobby.open('/transfer');
  await lobby.fillTransfer('AG真人', '99999');
  const sent = lobby.countRequests('/api/transfer');
  await lobby.tap('立即转账');
  // PayController answers 210 "insufficient balance".
  await lobby.toast('余额不足');
  expect(sent.count).toBe(1);
  expect(await lobby.walletCents()).toBe(wallet);
  expect(lobby.errors).toEqual([]);
});

test('a transfer the game aggregator refuses: its words (209), no money moved, the record stays 处理中', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signInCashPlayer();
  const wallet = await lobby.walletCents();
  const venues = await lobby.venueCents();
  const refusal = 'Tg钱包转入失败，请检查Tg钱包余额';
  await lobby.fault('/api/transfer', aggregatorRefusing(refusal));
  await lobby.open('/transfer');
  await lobby.fillTransfer('AG真人', '50');
  await lobby.tap('立即转账');
  await lobby.toast(refusal);
  expect(await lobby.walletCents()).toBe(wallet);
  expect(await lobby.venueCents()).toEqual(venues);
  await expect(page.getByRole('region', { name: '中心钱包' })).toContainText('¥10,000.00');
  // The amount stays for another try.
  await expect(page.getByLabel('转账金额', { exact: true })).toHaveValue('50');

  await lobby.open('/transRecord?type=3');
  // The backend leaves a refused row in state 0, the state it reserves a transfer in while the aggregator answers
  // (safeUserTransfer; only a column the records do not carry says failed), so the app can only call it 处理中.
  const row = page.getByRole('listitem').filter({ hasText: 'AG真人' }).first();
  await expect(row).toContainText('处理中');
  await expect(row).toContainText('50');
  expect(lobby.errors).toEqual([]);
});

test('a 502 that still carries the envelope is no refusal: the records decide, and the money did not move', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await page.clock.install();
  await lobby.signInCashPlayer();
  const wallet = await lobby.walletCents();
  const sent = lobby.countRequests('/api/transfer');
  await lobby.fault('/api/transfer', codeFault(500, 'Bad Gateway', 502));
  await lobby.open('/transfer');
  await lobby.fillTransfer('AG真人', '50');
  await lobby.tap('立即转账');
  await lobby.waitOutOutcomeCheck(outcomeMessages.notDone);
  expect(sent.count).toBe(1);
  expect(await lobby.walletCents()).toBe(wallet);
  expect(lobby.errors).toEqual([]);
});

test('the quota sheet moves money in and out of one venue', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signInCashPlayer();
  const wallet = await lobby.walletCents();
  await lobby.open('/transfer');
  await lobby.tap('AG真人 额度转换');
  const sheet = page.getByRole('dialog', { name: '额度转换' });
  await expect(sheet).toContainText('平台余额¥10,000.00');
  await expect(sheet).toContainText('游戏余额¥100.10');
  await lobby.expectAccessible();
  await sheet.getByRole('button', { name: '确定' }).click();
  await lobby.toast(messages['transfer.amountRequired']);
  await sheet.getByLabel('操作金额', { exact: true }).fill('30');
  await sheet.getByRole('button', { name: '确定' }).click();
  await lobby.toast('成功');
  await expect(sheet).toBeHidden();
  expect((await lobby.venueCents()).ag).toBe(13_010);

  await lobby.tap('AG真人 额度转换');
  await sheet.getByRole('radio', { name: '转出' }).check();
  await sheet.getByLabel('操作金额', { exact: true }).fill('50');
  await sheet.getByRole('button', { name: '确定' }).click();
  await expect(sheet).toBeHidden();
  expect((await lobby.venueCents()).ag).toBe(8_010);
  expect(await lobby.walletCents()).toBe(wallet + 2_000);
  expect(lobby.errors).toEqual([]);
});

test('seamless mode hides the form and the sheets, and stays on after a reload', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signInCashPlayer();
  await lobby.open('/transfer');
  const toggle = page.getByRole('switch', { name: '自动免转' });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByRole('form', { name: '转账' })).toBeVisible();
  await toggle.click();
  await lobby.toast('申请成功');
  await expect(toggle).toBeChecked();
  await expect(page.getByRole('form', { name: '转账' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'AG真人 额度转换' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('switch', { name: '自动免转' })).toBeChecked();
  await page.getByRole('switch', { name: '自动免转' }).click();
  await expect(page.getByRole('form', { name: '转账' })).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('the venue balances are polled every 1.5 s while the screen shows, and no more once it is left', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  // The page's clock, stepped by the test: seconds of polling take no seconds of the run.
  await page.clock.install();
  await lobby.signIn();
  const polls = lobby.countRequests('/api/balancelist2');
  await lobby.open('/transfer');
  await expect(page.getByRole('region', { name: '游戏钱包' })).toBeVisible();
  const shown = polls.count;
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return polls.count - shown;
    })
    .toBeGreaterThanOrEqual(2);
  // A wallet refreshes on its own.
  const one = lobby.countRequests('/api/userapimoney/ag');
  await page.getByRole('button', { name: '刷新AG真人' }).click();
  await expect.poll(() => one.count).toBe(1);
  await lobby.tap('返回');
  await expect(page).not.toHaveURL(/#\/transfer/);
  const left = polls.count;
  // Six seconds on the page's clock: four polls, had the screen kept polling.
  await page.clock.runFor(6000);
  await lobby.settled();
  expect(polls.count - left).toBeLessThanOrEqual(1);
  expect(lobby.errors).toEqual([]);
});

test('the form stays where it is when the venues land: 展开 has its place while they load', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signInCashPlayer();
  // The venues' answers wait in the browser until the form has been measured.
  const held = await holdAnswers(page, /\/api\/balancelist2?$/);
  await lobby.open('/transfer');
  const list = page.getByRole('region', { name: '游戏钱包' });
  await expect(list).toHaveAttribute('aria-busy', 'true');
  const target = page.getByRole('button', { name: /^转入钱包/ });
  await expect(target).toBeVisible();
  const before = await target.boundingBox();
  // The kept place is neither read nor reached.
  await expect(list.getByRole('button', { name: '展开' })).toHaveCount(0);
  await expect.poll(held.count).toBeGreaterThan(0);
  await held.release();
  await expect(list.getByRole('listitem').nth(1)).toContainText('¥100.10');
  await expect(list.getByRole('button', { name: '展开' })).toBeVisible();
  expect(await target.boundingBox()).toEqual(before);
  expect(lobby.errors).toEqual([]);
});

test('the form stays where it is when the venues cannot be read: the failure keeps their place', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signInCashPlayer();
  // The venue list's answers wait in the browser until the form has been measured, then fail.
  const fault = codeFault(1, '场馆维护中');
  const held = await holdAnswers(page, /\/api\/balancelist$/, (route) => continueWithFault(route, fault));
  await lobby.open('/transfer');
  const list = page.getByRole('region', { name: '游戏钱包' });
  await expect(list).toHaveAttribute('aria-busy', 'true');
  const targets = [page.getByRole('button', { name: /^转入钱包/ }), page.getByRole('button', { name: '立即转账' })];
  for (const target of targets) await expect(target).toBeVisible();
  await expect.poll(held.count).toBeGreaterThan(0);
  const before = await Promise.all(targets.map((target) => target.boundingBox()));
  await held.release();
  await expect(list.getByRole('alert')).toContainText('场馆维护中');
  await expect(list.getByRole('button', { name: '重试' })).toBeVisible();
  expect(await Promise.all(targets.map((target) => target.boundingBox()))).toEqual(before);
  expect(lobby.errors).toEqual([]);
});

test('刷新余额 stays where it is while 一键回收 is busy and when it lands', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signInCashPlayer();
  await lobby.open('/transfer');
  await expect(page.getByRole('region', { name: '游戏钱包' })).toHaveAttribute('aria-busy', 'false');
  const recover = page.getByRole('button', { name: '一键回收' });
  const refresh = page.getByRole('button', { name: '刷新余额' });
  const before = [await recover.boundingBox(), await refresh.boundingBox()];
  // The recovery's answer waits in the browser until the busy buttons have been measured.
  const held = await holdAnswers(page, /\/api\/transall$/);
  await recover.click();
  await expect(recover).toHaveAttribute('aria-busy', 'true');
  await expect.poll(held.count).toBeGreaterThan(0);
  expect([await recover.boundingBox(), await refresh.boundingBox()]).toEqual(before);
  await held.release();
  await expect(recover).not.toHaveAttribute('aria-busy', 'true');
  expect([await recover.boundingBox(), await refresh.boundingBox()]).toEqual(before);
  expect(lobby.errors).toEqual([]);
});
