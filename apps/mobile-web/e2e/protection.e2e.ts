import { messages } from '@lobby/domain/messages';
import { expect, test } from './fixtures.ts';
import { Lobby } from './lobby.page.ts';

// Player protection (issue #34) on today's backend, which has none of the optional calls: the settings live on the
// device (IndexedDB, which a logout's wipe of both storage areas leaves alone), and the page says so.

test('负责任博彩 keeps the interval and the limits on the device, a raise waits 24 hours, a bad limit keeps what was typed', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signInCashPlayer();
  await lobby.open('/mine');
  await expect(page.getByText('理性娱乐，未成年人禁止参与')).toBeVisible();
  await page.getByRole('link', { name: '负责任博彩' }).click();
  await expect(page.getByRole('heading', { name: '负责任博彩', level: 1 })).toBeVisible();
  await expect(page.getByText('此设置仅在本设备上生效')).toBeVisible();

  const intervals = page.getByRole('group', { name: '现实检查间隔' });
  await expect(intervals.getByRole('radio', { name: '60分钟' })).toBeChecked();
  await intervals.getByRole('radio', { name: '15分钟' }).check();

  await lobby.fill('24小时存款限额', '1000');
  await page.getByRole('button', { name: '保存限额' }).click();
  await lobby.toast('已保存');
  await lobby.fill('24小时存款限额', '3000');
  await page.getByRole('button', { name: '保存限额' }).click();
  const raise = page.getByText(/^24小时存款限额将于 \d{4}-\d\d-\d\d \d\d:\d\d 调整为 ¥3,000\.00$/);
  await expect(raise).toBeVisible();

  await lobby.fill('7天存款限额', '1.234');
  await page.getByRole('button', { name: '保存限额' }).click();
  await lobby.toast('请输入正确的限额金额，最多两位小数');
  await expect(lobby.field('7天存款限额')).toHaveValue('1.234');

  // A reload (and a logout's wipe of both storages) keeps them: the limit in force is still 1000, the raise waits.
  await page.reload();
  await expect(intervals.getByRole('radio', { name: '15分钟' })).toBeChecked();
  await expect(lobby.field('24小时存款限额')).toHaveValue('1000');
  await expect(raise).toBeVisible();
  await lobby.expectAccessible();
});

test('a break asks twice, signs the player out, and sign-in and registration on this device are refused until it ends', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  const player = await lobby.signInCashPlayer();
  await lobby.open('/responsibleGaming');
  const dialog = page.getByRole('alertdialog');

  await page.getByRole('button', { name: '暂停24小时' }).click();
  await expect(dialog).toContainText('确定要暂停24小时吗？暂停期间将无法在本设备登录。');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/#\/responsibleGaming$/);

  await page.getByRole('button', { name: '暂停24小时' }).click();
  await dialog.getByRole('button', { name: '确定暂停' }).click();
  await expect(dialog).toContainText('请再次确认：暂停24小时，到期前无法撤销。');
  await dialog.getByRole('button', { name: '确定暂停' }).click();
  await lobby.toast('您已选择暂停至');
  await expect(page).toHaveURL(/#\/login/);

  await expect(page.getByText('理性娱乐，未成年人禁止参与')).toBeVisible();
  await lobby.fillLogin(player);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const refusal = /^您已选择暂停至 \d{4}-\d\d-\d\d \d\d:\d\d，期间无法登录$/;
  await expect(page.locator('#login-form-error')).toHaveText(refusal);
  await expect(lobby.field('用户名')).toHaveValue(player.username);

  // A new account on this device is refused the same way: the break is the device's, whoever signs in.
  await page.getByRole('button', { name: '立即注册' }).click();
  const username = await lobby.fillRegister();
  await lobby.tap('注册');
  await expect(page.locator('#login-form-error')).toHaveText(refusal);
  await expect(lobby.field('用户名')).toHaveValue(username);
  // Nothing was sent: the platform has no such player.
  await expect(lobby.fake.login({ username, password: 'abc12345' })).rejects.toThrow(/refused/);
  await expect(page).toHaveURL(/#\/login/);
});

test('a deposit that would pass a limit is refused before it is sent, naming the limit and what remains; up to it goes', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signInNewDepositor();
  await lobby.open('/responsibleGaming');
  await lobby.fill('24小时存款限额', '700');
  await page.getByRole('button', { name: '保存限额' }).click();
  await lobby.toast('已保存');

  const sent = lobby.countRequests('/api/recharge');
  await lobby.depositByBank('499');
  await lobby.toast(messages['deposit.bankSubmitted']);
  expect(sent.count).toBe(1);

  // 499 pending counts (money that may yet arrive): 300 more would pass 700 by 99.
  await lobby.depositByBank('300');
  await lobby.toast('已超出您设置的24小时存款限额 ¥700.00，剩余可存 ¥201.00');
  await expect(lobby.field('存款金额')).toHaveValue('300');
  expect(sent.count).toBe(1);

  await lobby.fill('存款金额', '201');
  await lobby.tap('立即存款');
  await expect.poll(() => sent.count).toBe(2);
  await lobby.toast(messages['deposit.bankSubmitted']);
  expect(sent.requests[1]?.postDataJSON()).toMatchObject({ amount: 201 });
  expect(lobby.errors).toEqual([]);
});
