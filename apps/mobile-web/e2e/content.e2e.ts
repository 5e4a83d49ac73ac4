import { expect, test } from '@playwright/test';
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
