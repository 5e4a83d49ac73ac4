import { messages } from '@lobby/domain';
import { expect, test } from '@playwright/test';
import { Lobby } from './lobby.page.ts';

// /transfer with the money checked in the fake platform's own state, for a seeded cash player: ¥10,000.00 in the
// wallet, ¥100.10 at AG真人 and ¥20.05 at PG电子. Nothing is created or lost: the totals add up to the cent.

test('a transfer into a venue and recover-all: every cent accounted for, in the fake and on the screen', async ({
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
  await lobby.toast('转账成功');
  expect(sent.count).toBe(1);
  expect(await lobby.walletCents()).toBe(wallet - 5_000);
  expect((await lobby.venueCents()).ag).toBe((venues.ag ?? 0) + 5_000);
  // The balances refresh and the list reloads.
  await expect(list.getByRole('listitem').nth(1)).toContainText('¥150.10');
  await expect(page.getByRole('region', { name: '中心钱包' })).toContainText('¥9,950.00');

  await lobby.tap('一键回收');
  await lobby.toast('回收成功');
  expect(await lobby.walletCents()).toBe(total);
  expect(Object.values(await lobby.venueCents()).every((cents) => cents === 0)).toBe(true);
  await expect(page.getByRole('region', { name: '中心钱包' })).toContainText('¥10,120.15');
  await expect(list.getByRole('listitem').nth(1)).toContainText('¥0.00');
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
  await lobby.toast('转账成功');
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
  await lobby.signIn();
  const polls = lobby.countRequests('/api/balancelist2');
  await lobby.open('/transfer');
  await expect(page.getByRole('region', { name: '游戏钱包' })).toBeVisible();
  await expect.poll(() => polls.count, { timeout: 8000 }).toBeGreaterThanOrEqual(3);
  // A wallet refreshes on its own.
  const one = lobby.countRequests('/api/userapimoney/ag');
  await page.getByRole('button', { name: '刷新AG真人' }).click();
  await expect.poll(() => one.count).toBe(1);
  await lobby.tap('返回');
  await expect(page).not.toHaveURL(/#\/transfer/);
  const left = polls.count;
  await page.waitForTimeout(4000);
  expect(polls.count - left).toBeLessThanOrEqual(1);
  expect(lobby.errors).toEqual([]);
});
