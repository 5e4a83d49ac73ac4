import { messages } from '@lobby/domain/messages';
import { expect, test } from './fixtures.ts';
import { holdAnswers } from './held-answers.ts';
import { DEMO, Lobby } from './lobby.page.ts';

// The member page (/mine) and the settings menu (/setting): what a visitor sees, then demo01 logs in, uploads an
// avatar, opens the settings and logs out through the confirm.

test('a visitor sees 请登录 and the links for everyone; agent joining leads to log in', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.open('/mine');
  await expect(page.getByRole('link', { name: /请登录/ })).toHaveAttribute('href', '#/login');
  await expect(page.getByRole('button', { name: '退出登录' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '我的账户' })).toHaveCount(0);
  const more = page.getByRole('navigation', { name: '更多服务' });
  await expect(more.getByRole('link', { name: '安全中心' })).toHaveAttribute('href', '#/securitycenter');
  await expect(more.getByRole('link', { name: '负责任博彩' })).toHaveAttribute('href', '#/responsibleGaming');
  await expect(page.getByText('理性娱乐，未成年人禁止参与')).toBeVisible();
  await expect(more.getByRole('link', { name: '代理加盟' })).toHaveAttribute('href', '#/login');
  await expect(more.getByRole('link', { name: 'VIP特权' })).toHaveAttribute('href', '#/vip');
  await expect(more.getByRole('link', { name: '关于我们' })).toHaveAttribute('href', '#/boutBallBetInfo?type=7');
  await expect(more.getByRole('link', { name: /常见问题/ })).toContainText('V2.1.1.20220906');
  await expect(more.getByRole('link', { name: '联系我们' })).toHaveAttribute('href', '#/boutBallBetInfo?type=4');
  await expect(more.getByRole('link', { name: '代理登录' })).toHaveAttribute('href', '#/gamePage?dailiD=1');
  await expect(more.getByRole('button', { name: 'APP下载' })).toBeVisible();
  await lobby.expectAccessible();

  // The seed has no download address: the player is told, and the page stays.
  await more.getByRole('button', { name: 'APP下载' }).click();
  await lobby.toast('下载通道暂未开放，敬请期待');
  await expect(page).toHaveURL(/#\/mine$/);

  await page.getByRole('link', { name: /请登录/ }).click();
  await expect(page.getByRole('form', { name: '登录' })).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('a player logs in, uploads an avatar, opens the settings and logs out through the confirm', async ({ page }) => {
  const lobby = new Lobby(page);
  // A player holding what demo01 holds: the avatar they upload is theirs, and demo01 stays as seeded.
  const player = await lobby.openPlayer('history');
  await lobby.open('/login?redirect=%2Fmine');
  await lobby.fillLogin(player);
  await lobby.tap('登录');
  await expect(page).toHaveURL(/#\/mine$/);

  await expect(page.getByRole('heading', { name: player.username })).toBeVisible();
  await expect(page.getByText(/^加入本站第\d+天$/)).toBeVisible();
  await expect(page.getByText('¥8,888.00').first()).toBeVisible();
  await expect(page.getByRole('link', { name: '存款' })).toHaveAttribute('href', '#/recharge');
  await expect(page.getByRole('link', { name: '取款' })).toHaveAttribute('href', '#/withdrawal');
  await expect(page.getByRole('link', { name: '转账' })).toHaveAttribute('href', '#/transfer');
  const mine = page.getByRole('navigation', { name: '我的账户' });
  await expect(mine.getByRole('link')).toHaveText([
    '交易记录',
    '投注记录',
    '优惠返水',
    '活动记录',
    '红包中心',
    '银行卡管理',
    'USDT钱包管理',
    '消息中心',
    '设置',
  ]);
  await expect(mine.getByRole('link', { name: '银行卡管理' })).toHaveAttribute('href', '#/wallet?type=1');
  await expect(page.getByRole('link', { name: '代理加盟' })).toHaveAttribute('href', '#/applyagent');
  await lobby.expectAccessible();

  // The wallet refresh: one call, busy while it runs.
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/refreshusermoney'));
  await lobby.tap('刷新余额');
  await refreshed;
  await expect(page.getByRole('button', { name: '刷新余额' })).not.toHaveAttribute('aria-busy', 'true');

  // The avatar upload: the png goes up. The platform's backend never takes one (IndexController::uploadimg answers
  // 201 上传失败 before it reads the file; the fake's real kind does the same): the player is told, and the avatar
  // stays as it was. The success path (the user read again, 头像已更新) is the view stories' and the spec kind's.
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/uploadimg'));
  await lobby.pickAvatar();
  expect((await uploaded).ok()).toBe(true);
  await lobby.toast('上传失败');
  await expect(page.locator('.mine__avatar img[src^="data:"]')).toHaveCount(0);
  await expect(page.locator('.mine__avatar')).not.toHaveAttribute('aria-busy', 'true');

  // A file of another type picked anyway is refused before any call.
  const uploads = lobby.countRequests('/api/uploadimg');
  await lobby.pickAvatar({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('jpeg') });
  await expect(page.getByRole('alert').filter({ hasText: '头像仅支持GIF或PNG格式的图片' })).toBeVisible();
  expect(uploads.count).toBe(0);

  await mine.getByRole('link', { name: '设置' }).click();
  await expect(page).toHaveURL(/#\/setting$/);
  await expect(page.getByRole('heading', { name: '设置' })).toBeAttached();
  const profile = page.getByRole('region', { name: '个人资料' });
  await expect(profile.getByRole('link', { name: `用户名 ${player.username}` })).toHaveAttribute('href', '#/userInfo');
  await expect(profile.getByRole('link')).toHaveCount(5);
  await expect(page.getByRole('link', { name: '修改登录密码' })).toHaveAttribute('href', '#/password?type=1');
  await expect(page.getByRole('link', { name: '修改支付密码' })).toHaveAttribute('href', '#/password?type=2');
  await expect(page.getByRole('link', { name: 'USDT钱包管理' })).toHaveAttribute('href', '#/wallet?type=2');
  await expect(page.getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '#/boutBallBet');
  await expect(page.getByRole('link', { name: 'Lobby娱乐城' })).toHaveAttribute('href', '#/');
  await lobby.expectAccessible();

  await lobby.tap('退出登录');
  const confirm = page.getByRole('alertdialog', { name: messages['logout.title'] });
  await expect(confirm).toContainText(messages['logout.confirm']);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('form', { name: '登录' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  expect(lobby.errors).toEqual([]);
  expect(lobby.nativeDialogs).toEqual([]);
});

test('the page stays where it is when /api/user lands: the signed-in page shows from the token', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  // The player's info waits in the browser until the page has been measured.
  const held = await holdAnswers(page, /\/api\/user$/);
  await lobby.open('/mine');
  await expect.poll(held.count).toBeGreaterThan(0);
  const target = page.getByRole('navigation', { name: '更多服务' }).getByRole('link', { name: '安全中心' });
  await expect(target).toBeVisible();
  const before = await target.boundingBox();
  // The name's kept place is not read.
  await expect(page.getByRole('region', { name: '个人信息' }).getByRole('heading')).toHaveCount(0);
  await held.release();
  await expect(page.getByRole('heading', { name: DEMO.username })).toBeVisible();
  expect(await target.boundingBox()).toEqual(before);
  expect(lobby.errors).toEqual([]);
});
