import { messages } from '@lobby/domain/messages';
import { expect, test } from './fixtures.ts';
import { ownBuild } from './own-build.ts';

// Player protection (issue #34) as an operator may choose it: a build with VITE_PROTECTION_PROFILE=strict (one of
// this file's own, e2e/own-build.ts: the suite's dist/ is the standard one, byte for byte what the size suite
// weighs), served by a fake platform that answers the optional /api/responsible/* calls (--protection), as a backend
// that keeps the limits and breaks would.

const ACCOUNT_KEPT = '存款限额和暂停已保存在您的账户中，在所有设备上生效；现实检查间隔仅在本设备上生效';

test.describe('the strict profile, on a backend that keeps protection', () => {
  test.describe.configure({ mode: 'default', timeout: 120_000 });
  // A phone is a browser context of its own: a device's store is its context's.
  const build = ownBuild('strict', { env: { VITE_PROTECTION_PROFILE: 'strict' }, protection: true });

  test('before a first deposit the tools are named once, and lead to 负责任博彩, where the reality check cannot be switched off', async ({
    browser,
  }) => {
    const { context, lobby } = await build.phone(browser);
    const { page } = lobby;
    await lobby.signInOwnPlayer('cash');
    await lobby.open('/recharge');
    const notice = page.getByRole('alertdialog', { name: '存款须知' });
    // Three lazy pieces come first (the notice, the device's store, the dialog host): on a clean clone's loaded
    // machine that took over the 5 s an expect waits by default.
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice).toContainText('您可以在「负责任博彩」中设置存款限额、现实检查提醒，或暂停一段时间。');
    await notice.getByRole('button', { name: '前往设置' }).click();
    await expect(page).toHaveURL(/#\/responsibleGaming$/);
    await expect(page.getByText(ACCOUNT_KEPT)).toBeVisible();
    const intervals = page.getByRole('group', { name: '现实检查间隔' });
    await expect(intervals.getByRole('radio', { name: '60分钟' })).toBeChecked();
    await expect(intervals.getByRole('radio', { name: '关闭' })).toHaveCount(0);

    // Answered once on this device: /recharge opens without it, after a reload too.
    await lobby.open('/recharge');
    await page.reload();
    await expect(page.getByRole('form', { name: '存款' })).toBeVisible();
    await lobby.settled();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(lobby.errors).toEqual([]);
    await context.close();
  });

  test('the limits and a break are the account’s: the backend refuses a deposit past the limit, and a break refuses sign-in on another phone', async ({
    browser,
  }) => {
    const { context, lobby } = await build.phone(browser);
    const { page } = lobby;
    const player = await lobby.signInOwnPlayer('cash');
    await lobby.open('/responsibleGaming');
    await expect(page.getByText(ACCOUNT_KEPT)).toBeVisible();
    await lobby.fill('24小时存款限额', '700');
    const setLimit = lobby.countRequests('/api/responsible/set_limit');
    await page.getByRole('button', { name: '保存限额' }).click();
    await lobby.toast('已保存');
    expect(setLimit.requests[0]?.postDataJSON()).toEqual({ period: 'day', amount: '700' });

    const sent = lobby.countRequests('/api/recharge');
    await lobby.open('/recharge');
    await page.getByRole('alertdialog', { name: '存款须知' }).getByRole('button', { name: '我知道了' }).click();
    await lobby.depositByBank('499');
    await lobby.toast(messages['deposit.bankSubmitted']);
    // The backend holds the limit and refuses past it in its own words; the device's check stands aside.
    await lobby.depositByBank('300');
    await lobby.toast('已超出您设置的24小时存款限额 ¥700.00，剩余可存 ¥201.00');
    expect(sent.count).toBe(2);
    await expect(lobby.field('存款金额')).toHaveValue('300');

    // A break of 24 hours, asked twice: the backend ends the session and refuses the account anywhere.
    await lobby.open('/responsibleGaming');
    const dialog = page.getByRole('alertdialog');
    await page.getByRole('button', { name: '暂停24小时' }).click();
    await dialog.getByRole('button', { name: '确定暂停' }).click();
    await expect(dialog).toContainText('请再次确认');
    await dialog.getByRole('button', { name: '确定暂停' }).click();
    await expect(page).toHaveURL(/#\/login/);
    expect(lobby.errors).toEqual([]);
    await context.close();

    const other = await build.phone(browser);
    await other.lobby.open('/login');
    await other.lobby.fillLogin(player);
    await other.lobby.page.getByRole('button', { name: '登录', exact: true }).click();
    await other.lobby.toast('期间无法登录');
    await expect(other.lobby.page).toHaveURL(/#\/login/);
    await other.context.close();
  });
});
