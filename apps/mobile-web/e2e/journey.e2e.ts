import { expect, test } from './fixtures.ts';
import { Lobby, newUsername } from './lobby.page.ts';

test("a visitor registering meets the real backend's refusal of the six-digit payment password beside the form, with everything typed kept", async ({
  page,
}) => {
  const lobby = new Lobby(page);
  const username = newUsername();
  const password = 'abc12345';
  const sent = lobby.countRequests('/api/register');

  await lobby.open('/');
  await expect(page.getByRole('link', { name: /登录/ })).toBeVisible();
  await lobby.expectAccessible();

  await page.getByRole('link', { name: /登录/ }).first().click();
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await lobby.expectAccessible();

  await page.getByRole('button', { name: '立即注册' }).click();
  await expect(page.getByRole('button', { name: '注册', exact: true })).toBeVisible();
  const typed = { 用户名: username, 密码: password, 确认密码: password, 真实姓名: '李四', 支付密码: '123456' };
  for (const [label, value] of Object.entries(typed)) await lobby.fill(label, value);

  const firstCaptcha = await lobby.captchaText();
  expect(firstCaptcha).toMatch(/^[A-Za-z0-9]{4}$/);
  const wrong = firstCaptcha === 'ab12' ? 'cd34' : 'ab12';
  await lobby.fill('验证码', wrong);
  await lobby.tap('注册');
  await lobby.toast('验证码错误！');
  await expect(page.getByLabel('验证码', { exact: true })).toHaveValue('');
  const secondCaptcha = await lobby.captchaText();
  expect(secondCaptcha).not.toBe(firstCaptcha);
  // The form keeps what the player typed.
  await expect(page.getByLabel('用户名', { exact: true })).toHaveValue(username);
  expect(sent.count).toBe(0);
  await lobby.expectAccessible();

  // The spec's rules pass (six digits); AuthController::register wants eight characters and says so (code 1000).
  await lobby.fill('验证码', secondCaptcha.toLowerCase());
  await lobby.tap('注册');
  const form = page.getByRole('form', { name: '注册' });
  await expect(form.getByRole('alert')).toHaveText('密码8到20位');
  await expect(form).toHaveAccessibleDescription('密码8到20位');
  await lobby.toast('密码8到20位');
  expect(sent.count).toBe(1);
  await expect(page).toHaveURL(/#\/login$/);
  for (const [label, value] of Object.entries(typed)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  // The captcha is read anew for the next try.
  await expect(page.getByLabel('验证码', { exact: true })).toHaveValue('');
  expect(await lobby.captchaText()).not.toBe(secondCaptcha);
  await lobby.expectAccessible();
  // Nobody was registered: the name cannot log in.
  const login = await page.request.post('./api/login_pc', { data: { name: username, password } });
  expect(await login.json()).toMatchObject({ code: 202 });
  expect(lobby.errors).toEqual([]);
});

test('a player registered on the backend (eight-character payment password) logs in, lands home, logs out and in again', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  const username = newUsername();
  const password = 'abc12345';
  const registered = await page.request.post('./api/register', {
    data: { name: username, password, confirmPass: password, realname: '李四', paypassword: '12345678' },
  });
  expect(await registered.json()).toMatchObject({ code: 200 });

  await lobby.open('/login');
  await lobby.fill('用户名', username);
  await lobby.fill('密码', password);
  await lobby.fill('验证码', await lobby.captchaText());
  await lobby.tap('登录');
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('region', { name: '账户' }).getByText(username)).toBeVisible();
  await expect(page.getByText('¥0.00')).toBeVisible();
  await lobby.expectAccessible();

  await page.getByRole('button', { name: '我的' }).click();
  await expect(page).toHaveURL(/#\/mine/);
  await expect(page.getByRole('heading', { name: username })).toBeVisible();
  await lobby.expectAccessible();
  await lobby.tap('退出登录');
  const confirm = page.getByRole('alertdialog', { name: '提示' });
  await expect(confirm).toContainText('您确定要退出登录吗?');
  await lobby.expectAccessible();
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/login/);

  await lobby.fill('用户名', username);
  await lobby.fill('密码', password);
  await lobby.fill('验证码', await lobby.captchaText());
  await lobby.tap('登录');
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('region', { name: '账户' }).getByText(username)).toBeVisible();

  expect(lobby.errors).toEqual([]);
});

test('the demo player sees the wallet balance and it stays after a reload', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.open('/login');
  await lobby.fill('用户名', 'demo01');
  await lobby.fill('密码', 'demo1234');
  await lobby.fill('验证码', await lobby.captchaText());
  await lobby.tap('登录');
  await expect(page.getByText('¥8,888.00').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('demo01')).toBeVisible();
  await expect(page.getByText('¥8,888.00').first()).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('the shell: bottom navigation highlights the current item and says so on a second tap', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.open('/');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('button', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('button', { name: '首页' }).click();
  await lobby.toast('已在当前页面！');
  await nav.getByRole('button', { name: '我的' }).click();
  await expect(nav.getByRole('button', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /请登录/ })).toBeVisible();
  await lobby.expectAccessible();
  // An unknown path goes home.
  await lobby.open('/no-such-page');
  await expect(page).toHaveURL(/#\/$/);
  expect(lobby.errors).toEqual([]);
});

test('a blacklisted player is signed out with the blacklist message', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.open('/login');
  await lobby.fill('用户名', 'black01');
  await lobby.fill('密码', 'demo1234');
  await lobby.fill('验证码', await lobby.captchaText());
  await lobby.tap('登录');
  await expect(page.getByRole('alertdialog')).toContainText('您已被设为黑名单，暂不能登录，请联系管理员！');
  expect(lobby.errors).toEqual([]);
});

test('the maintenance screen replaces the app when the site is down', async ({ page }) => {
  const lobby = new Lobby(page);
  await page.route('**/api/app', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: { ...body.data, site_state: '0' } } });
  });
  await lobby.open('/');
  await expect(page.getByRole('heading', { name: /维护/ })).toBeVisible();
  await lobby.expectAccessible();
  expect(lobby.errors).toEqual([]);
});
