import { expect, test } from './fixtures.ts';
import { Lobby } from './lobby.page.ts';

// The reality check on the page's own clock: due one interval after sign-in, a modal the page behind cannot be
// used through, 继续 counts the next interval from then, a reload keeps the rhythm, 退出登录 ends the session.

test('the reality check comes after the chosen interval, blocks the page, and keeps its rhythm through a reload', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await page.clock.install();
  await lobby.signInCashPlayer();
  await lobby.open('/responsibleGaming');
  await page.getByRole('group', { name: '现实检查间隔' }).getByRole('radio', { name: '15分钟' }).check();

  await lobby.open('/');
  const tile = page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '优惠' });
  await expect(tile).toBeVisible();
  const check = page.getByRole('alertdialog', { name: '现实检查' });
  // The clock mounts as its chunk and the device's settings arrive, in the page's real time: past the moment it is
  // due, the page's clock steps a second at a time until it shows (a minute at most, a fraction of an interval).
  const shows = () =>
    expect
      .poll(
        async () => {
          if (await check.isVisible()) return true;
          await page.clock.runFor(1000);
          return false;
        },
        { timeout: 30_000, message: 'the reality check shows' },
      )
      .toBe(true);
  await page.clock.runFor('14:50');
  await expect(check).toHaveCount(0);
  await page.clock.runFor('00:10');
  await shows();
  await expect(check).toContainText(/您本次已登录 15分\d\d秒/);
  await expect(check).toContainText('本次登录以来：投注 ¥0.00，派彩 ¥0.00，输赢 ¥0.00');
  await expect(check.getByRole('button', { name: '继续' })).toBeFocused();
  // The page behind is inert: what lies under the bottom navigation is the dialog's backdrop.
  const box = await tile.boundingBox();
  if (!box) throw new Error('the navigation is laid out');
  const under = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('dialog')?.getAttribute('role') ?? 'the page',
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(under).toBe('alertdialog');

  await check.getByRole('button', { name: '继续' }).click();
  await expect(check).toHaveCount(0);
  await page.clock.runFor('10:00');
  // A reload five minutes before the next check keeps it due at 继续 + 15 minutes.
  await page.reload();
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await page.clock.runFor('04:50');
  await expect(check).toHaveCount(0);
  await page.clock.runFor('00:10');
  await shows();

  await check.getByRole('button', { name: '查看投注记录' }).click();
  await expect(page).toHaveURL(/#\/betRecord/);
  await expect(check).toHaveCount(0);

  await page.clock.runFor('15:00');
  await shows();
  await check.getByRole('button', { name: '调整提醒间隔、存款限额或暂停' }).click();
  await expect(page).toHaveURL(/#\/responsibleGaming$/);
  await expect(check).toHaveCount(0);

  await page.clock.runFor('15:00');
  await shows();
  await check.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await page.clock.runFor('30:00');
  await expect(check).toHaveCount(0);
});

test('the game page shows the time since sign-in in its bar, and a visitor sees none', async ({ page }) => {
  const lobby = new Lobby(page);
  await page.clock.install();
  await lobby.signInCashPlayer();
  await lobby.open('/gamePage?name=pg&type=gaming&code=pg_01');
  const bar = page.getByRole('navigation', { name: '游戏页' });
  await expect(bar).toContainText(/已登录 00分0\d秒/);
  await page.clock.runFor('01:05:00');
  await expect(bar).toContainText(/已登录 1小时0[5-6]分/);
  await lobby.expectAccessible();
});
