import { messages } from '@lobby/domain/messages';
import { expect, test } from './fixtures.ts';
import { Lobby } from './lobby.page.ts';

// Part 2's member forms: the profile editor, the two password changes and the agent application. Each runs for a
// player of its own (new, or opened with demo01's history), so every other test of the run meets the seed.

test('the profile: a bad mobile is named beside its field with everything kept; a good save shows 操作成功 and survives a reload', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  const saves = lobby.countRequests('/api/updateuserinfo');
  // A player holding what demo01 holds, profile included.
  const player = await lobby.signInOwnPlayer('history');
  await lobby.open('/userInfo');
  const form = page.getByRole('form', { name: '个人资料' });
  await expect(form).toBeVisible();
  const facts = page.getByRole('definition');
  await expect(facts).toHaveText([player.username, '张三']);
  await expect(lobby.field('手机号')).toHaveValue('13800138000');
  await expect(lobby.field('邮箱')).toHaveValue(`${player.username}@example.com`);
  await expect(lobby.field('生日')).toHaveValue('1990-05-20');
  await expect(lobby.field('生日')).toHaveAttribute('min', '1980-01-01');
  await lobby.expectAccessible();

  await lobby.fillProfile({ mobile: '12345', email: 'player@example.com', birthday: '1992-03-04' });
  await lobby.tap('保存');
  await expect(lobby.field('手机号')).toHaveAccessibleDescription(messages['profile.mobile']);
  await lobby.toast(messages['profile.mobile']);
  await expect(lobby.field('手机号')).toHaveValue('12345');
  await expect(lobby.field('邮箱')).toHaveValue('player@example.com');
  await expect(lobby.field('生日')).toHaveValue('1992-03-04');
  await lobby.expectAccessible();
  expect(saves.count).toBe(0);

  await lobby.fill('手机号', '13912345678');
  await expect(lobby.field('手机号')).not.toHaveAccessibleDescription(messages['profile.mobile']);
  await lobby.tap('保存');
  await lobby.toast(messages['profile.saved']);
  expect(saves.count).toBe(1);
  expect(saves.requests[0]?.postDataJSON()).toEqual({
    birthday: '1992-03-04',
    mobile: '13912345678',
    email: 'player@example.com',
  });

  await page.reload();
  await expect(lobby.field('手机号')).toHaveValue('13912345678');
  await expect(lobby.field('邮箱')).toHaveValue('player@example.com');
  await expect(lobby.field('生日')).toHaveValue('1992-03-04');
  expect(saves.count).toBe(1);
  expect(lobby.errors).toEqual([]);
});

test('the payment password: six digits only, a wrong rule named beside its field, then a change confirmed and the form emptied', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  const player = await lobby.signInNewPlayer();
  await lobby.open('/password?type=2');
  await expect(page.getByRole('form', { name: '修改支付密码' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '修改支付密码' })).toBeVisible();
  await lobby.expectAccessible();

  await lobby.fill('新密码', '1a2b3c');
  await expect(lobby.field('新密码')).toHaveValue('123');
  await lobby.fillPasswords(player.payPassword, '654321', '654320');
  await lobby.tap('确认修改');
  await expect(lobby.field('确认密码')).toHaveAccessibleDescription(messages['password.mismatch']);
  await expect(lobby.field('旧密码')).toHaveValue(player.payPassword);

  await lobby.fill('确认密码', '654321');
  await page.getByRole('button', { name: '显示密码' }).first().click();
  await expect(lobby.field('旧密码')).toHaveAttribute('type', 'text');
  await lobby.tap('确认修改');
  const alert = page.getByRole('alertdialog').filter({ hasText: messages['password.changed'] });
  await expect(alert).toBeVisible();
  await lobby.expectAccessible();
  await alert.getByRole('button', { name: '确定' }).click();
  for (const label of ['旧密码', '新密码', '确认密码']) await expect(lobby.field(label)).toHaveValue('');

  // The old one is refused now, and a new equal to the current one empties the form.
  await lobby.fillPasswords(player.payPassword, '111111');
  await lobby.tap('确认修改');
  await lobby.toast('原支付密码错误');
  await expect(lobby.field('旧密码')).toHaveValue(player.payPassword);
  await lobby.fillPasswords('654321', '654321');
  await lobby.tap('确认修改');
  await expect(lobby.field('新密码')).toHaveAccessibleDescription(messages['password.same']);
  for (const label of ['旧密码', '新密码', '确认密码']) await expect(lobby.field(label)).toHaveValue('');
  expect(lobby.errors).toEqual([]);
});

test('the login password: a change ends the session on /login and the new password signs in', async ({ page }) => {
  const lobby = new Lobby(page);
  const player = await lobby.signInNewPlayer();
  await lobby.open('/password?type=1');
  await expect(page.getByRole('form', { name: '修改登录密码' })).toBeVisible();
  await lobby.expectAccessible();

  await lobby.fill('新密码', 'a'.repeat(20));
  await expect(lobby.field('新密码')).toHaveValue('a'.repeat(16));
  await lobby.fillPasswords(player.password, 'new12345');
  await lobby.tap('确认修改');
  await lobby.toast(messages['password.changed']);
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('form', { name: '登录' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  // The old password is refused; the refusal is awaited so that the next attempt reads the captcha it renews.
  await lobby.fillLogin({ username: player.username, password: player.password });
  await lobby.tap('登录');
  await lobby.toast('密码错误');
  await expect(page).toHaveURL(/#\/login$/);
  await lobby.fillLogin({ username: player.username, password: 'new12345' });
  await lobby.tap('登录');
  const account = page.getByRole('region', { name: '账户' });
  await expect(account.getByText(player.username)).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('the agent application: a bad mobile is named beside its field, then 申请成功, then 您已申请过代理', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  const applications = lobby.countRequests('/api/applyagentdo');
  const player = await lobby.signInNewPlayer();
  await lobby.open('/applyagent');
  await expect(page.getByRole('form', { name: '申请代理' })).toBeVisible();
  await expect(page.getByRole('definition')).toHaveText([player.username, '李四']);
  await expect(page.getByRole('button', { name: '咨询客服' })).toBeVisible();
  await lobby.expectAccessible();

  await lobby.fillAgentApplication('1234', '我有推广渠道');
  await lobby.tap('立即加入');
  await expect(lobby.field('联系电话')).toHaveAccessibleDescription(messages['agent.mobile']);
  await expect(lobby.field('申请理由')).toHaveValue('我有推广渠道');
  await lobby.fillAgentApplication('13800138000', '');
  await lobby.tap('立即加入');
  await expect(lobby.field('申请理由')).toHaveAccessibleDescription(messages['agent.reasonRequired']);
  expect(applications.count).toBe(0);
  await lobby.expectAccessible();

  await lobby.fill('申请理由', '我有推广渠道');
  await lobby.tap('立即加入');
  await lobby.toast('申请成功');
  expect(applications.count).toBe(1);
  expect(applications.requests[0]?.postDataJSON()).toEqual({ mobile: '13800138000', apply_info: '我有推广渠道' });

  await lobby.tap('立即加入');
  await lobby.toast('您已申请过代理');
  await expect(lobby.field('联系电话')).toHaveValue('13800138000');
  expect(applications.count).toBe(2);
  expect(lobby.errors).toEqual([]);
});

test('the member forms need a session: a visitor goes to log in and comes back', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.open('/applyagent');
  await expect(page).toHaveURL(/#\/login\?redirect=/);
  await lobby.fillLogin();
  await lobby.tap('登录');
  await expect(page.getByRole('form', { name: '申请代理' })).toBeVisible();
  // demo01's mobile as the fake seeds it.
  await expect(lobby.field('联系电话')).toHaveValue('13800138000');
});
