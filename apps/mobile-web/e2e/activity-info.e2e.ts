import { expect, test } from './fixtures.ts';
import { Lobby } from './lobby.page.ts';

// The promotion page: the sanitised texts, the way to apply by session and can_apply, and the application itself.

test('a visitor reads a promotion, logs in from its button and comes back to apply', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.open('/activityInfo?id=3');
  await expect(page.getByRole('heading', { name: '周末充值加赠10%', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: '活动内容' })).not.toBeEmpty();
  await lobby.expectAccessible();
  await page.getByRole('link', { name: '登录后报名' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=/);
  await lobby.fillLogin();
  await lobby.tap('登录');
  await expect(page).toHaveURL(/#\/activityInfo\?id=3$/);
  await expect(page.getByRole('button', { name: '报名参与' })).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('a player applies for a promotion once: the amount takes digits only, a second try is refused and keeps it', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  const applications = lobby.countRequests('/api/doactivityapply');
  // A player of this test's own with demo01's applications: promotion 8 is still open to them.
  await lobby.signInOwnPlayer('history');
  await lobby.open('/activityInfo?id=8');
  await expect(page.getByRole('heading', { name: 'VIP晋级礼金', level: 2 })).toBeVisible();
  await lobby.tap('报名参与');
  const dialog = page.getByRole('dialog', { name: '活动申请' });
  await expect(dialog.getByLabel('彩金金额')).toBeFocused();
  await dialog.getByLabel('彩金金额').pressSequentially('2a0.0');
  await expect(dialog.getByLabel('彩金金额')).toHaveValue('200');
  await lobby.expectAccessible();
  await dialog.getByRole('button', { name: '立即申请' }).click();
  await lobby.toast('申请成功');
  await expect(dialog).toBeHidden();
  expect(applications.count).toBe(1);
  expect(applications.requests[0]?.postData()).toMatch(/"activityid":8/);
  expect(applications.requests[0]?.postData()).toMatch(/"amount":"200"/);

  // Again: the backend refuses it with 202 "No eligible records" (its one text for an unknown promotion and an
  // earlier application), which the player reads in Chinese; the dialog stays with what was typed.
  await lobby.tap('报名参与');
  await expect(dialog.getByLabel('彩金金额')).toHaveValue('');
  await dialog.getByLabel('彩金金额').fill('300');
  await dialog.getByRole('button', { name: '立即申请' }).click();
  await lobby.toast('活动不存在或您已申请过该活动');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('彩金金额')).toHaveValue('300');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: '报名参与' })).toBeFocused();
  expect(applications.count).toBe(2);
  expect(lobby.errors).toEqual([]);
});

test('a promotion without applications says so to a player; a bad or unknown id does not leave a blank page', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  await lobby.open('/activityInfo?id=2');
  await expect(page.getByRole('heading', { name: '每日签到领彩金', level: 2 })).toBeVisible();
  await expect(page.getByText('本活动无需报名，符合条件即可参与')).toBeVisible();
  await expect(page.getByRole('button', { name: '报名参与' })).toHaveCount(0);

  // The backend answers an unknown id with code 200 and a blank promotion: the page says there is none.
  await lobby.open('/activityInfo?id=404');
  await expect(page.getByRole('alert').filter({ hasText: '活动不存在' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();

  await lobby.open('/activityInfo?id=abc');
  await expect(page).toHaveURL(/#\/activity$/);
  expect(lobby.errors).toEqual([]);
});
