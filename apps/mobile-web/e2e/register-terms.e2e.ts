import { expect, test } from './fixtures.ts';
import { Lobby, newUsername } from './lobby.page.ts';

test('the register terms open over the form (privacy policy and disclaimer), and closing keeps everything typed', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  const articles = lobby.countRequests('/api/article');
  await lobby.open('/login?type=1');
  const username = newUsername();
  await lobby.fill('用户名', username);
  await lobby.fill('真实姓名', '李四');
  await lobby.fill('支付密码', '123456');
  expect(articles.count).toBe(0);
  const agreed = await page.getByRole('checkbox').isChecked();

  await page.getByRole('button', { name: '《相关条款和隐私协议》' }).click();
  const sheet = page.getByRole('dialog', { name: '相关条款和隐私协议' });
  await expect(sheet.getByRole('region', { name: '隐私政策' })).toBeVisible();
  await expect(sheet.getByRole('region', { name: '免责声明' })).toBeVisible();
  await expect(sheet.getByRole('region', { name: '隐私政策' }).getByRole('status')).toHaveCount(0);
  expect(await page.evaluate(() => location.hash)).toBe('#/login?type=1');
  // The two articles, by the help centre's types.
  const types = articles.requests.map((request) => (request.postDataJSON() as { type: number }).type).sort();
  expect(types).toEqual([2, 3]);
  await lobby.expectAccessible();

  await sheet.getByRole('button', { name: '我知道了' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByLabel('用户名', { exact: true })).toHaveValue(username);
  await expect(page.getByLabel('真实姓名', { exact: true })).toHaveValue('李四');
  await expect(page.getByLabel('支付密码', { exact: true })).toHaveValue('123456');
  // Opening the terms changed nothing of the form, the agreement box included.
  expect(await page.getByRole('checkbox').isChecked()).toBe(agreed);
  expect(lobby.errors).toEqual([]);
});
