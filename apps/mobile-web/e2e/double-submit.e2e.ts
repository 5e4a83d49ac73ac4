import { messages } from '@lobby/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type CallCheck, calls, type SubmitName, screens } from '../quality/routes.ts';
import { Lobby, newCardNumber, newUsdtAddress } from './lobby.page.ts';

// Rapid repeated taps on every submit action send exactly one request. The first request is held until the last
// tap has landed, however slow the machine: a tap after its answer came would rightly be a new request (a second
// balance refresh), so an answer slowed by a fixed time let a loaded machine fail the suite by chance.

const TAPS = 5;

/** Holds every request the page sends to `path` until the returned function is called, then lets them through. */
async function holdRequests(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith(path),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Taps `target` in bursts: clicks dispatched in one task, then real pointer taps where it was. */
async function hammer(lobby: Lobby, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the submit control is not on screen');
  // In one task, before React can render the busy state or close a dialog: only the machine stands in the way.
  await target.evaluateAll((elements, taps) => {
    for (let tap = 0; tap < taps; tap += 1) for (const element of elements) (element as HTMLElement).click();
  }, TAPS);
  // Then a thumb on the same spot, whatever covers it by now (the loading overlay, the page under a closed dialog).
  for (let tap = 0; tap < TAPS; tap += 1) {
    await lobby.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
}

/** Prepares each submit action up to its last tap, then taps it repeatedly. */
const actions: Record<SubmitName, (lobby: Lobby) => Promise<void>> = {
  login: async (lobby) => {
    await lobby.fillLogin();
    await hammer(lobby, lobby.page.getByRole('button', { name: '登录', exact: true }));
    await lobby.page.keyboard.press('Enter');
  },
  register: async (lobby) => {
    await lobby.fillRegister();
    await hammer(lobby, lobby.page.getByRole('button', { name: '注册', exact: true }));
  },
  logout: async (lobby) => {
    const { page } = lobby;
    await hammer(lobby, page.getByRole('button', { name: '退出登录' }));
    const confirm = page.getByRole('alertdialog', { name: messages['logout.title'] });
    await expect(confirm).toHaveCount(1);
    await hammer(lobby, confirm.getByRole('button', { name: '确定' }));
  },
  activityApply: async (lobby) => {
    const { page } = lobby;
    await lobby.tap('报名参与');
    const dialog = page.getByRole('dialog', { name: '活动申请' });
    await dialog.getByLabel('彩金金额').fill('188');
    await hammer(lobby, dialog.getByRole('button', { name: '立即申请' }));
  },
  // Calls that change what a player holds run as a player of the test's own (the quality list's `player`), so the
  // demo player stays as seeded.
  saveProfile: async (lobby) => {
    await lobby.fillProfile({ mobile: '13800138000', email: 'player@example.com', birthday: '1990-05-20' });
    await hammer(lobby, lobby.page.getByRole('button', { name: '保存' }));
  },
  changeLoginPassword: async (lobby) => {
    const player = await lobby.signInNewPlayer();
    await lobby.open('/password?type=1');
    await lobby.fillPasswords(player.password, 'abc54321');
    await hammer(lobby, lobby.page.getByRole('button', { name: '确认修改' }));
  },
  changePayPassword: async (lobby) => {
    const player = await lobby.signInNewPlayer();
    await lobby.open('/password?type=2');
    await lobby.fillPasswords(player.payPassword, '654321');
    await hammer(lobby, lobby.page.getByRole('button', { name: '确认修改' }));
  },
  applyAgent: async (lobby) => {
    await lobby.fillAgentApplication('13800138000', '有推广资源');
    await hammer(lobby, lobby.page.getByRole('button', { name: '立即加入' }));
  },
  bindWallet: async (lobby) => {
    await lobby.open('/wallet?type=2');
    const address = newUsdtAddress();
    const sheet = await lobby.fillWalletBind(address);
    await hammer(lobby, sheet.getByRole('button', { name: '确认绑定' }));
  },
  unbindCard: async (lobby) => {
    await lobby.page.getByRole('button', { name: /^删除/ }).first().click();
    const dialog = lobby.page.getByRole('dialog', { name: messages['wallet.unbindTitle'] });
    await dialog.getByLabel('支付密码', { exact: true }).fill('123456');
    await hammer(lobby, dialog.getByRole('button', { name: '确定' }));
  },
  addBankCard: async (lobby) => {
    await lobby.fillBankCard({
      bank: '中国银行',
      address: '深圳市南山支行',
      cardNo: newCardNumber(),
      owner: '张三',
    });
    await hammer(lobby, lobby.page.getByRole('button', { name: '确认添加', exact: true }));
  },
  addUsdtCard: async (lobby) => {
    await lobby.fillUsdtCard(newUsdtAddress());
    await hammer(lobby, lobby.page.getByRole('button', { name: '确认', exact: true }));
  },
  refreshMoney: async (lobby) => {
    await hammer(lobby, lobby.page.getByRole('button', { name: '刷新余额' }));
  },
  deposit: async (lobby) => {
    await lobby.chooseDepositChannel('USDT');
    await lobby.fill('存款金额', '200');
    await hammer(lobby, lobby.page.getByRole('button', { name: '立即存款' }));
  },
  withdraw: async (lobby) => {
    await lobby.fillWithdrawal('100');
    await hammer(lobby, lobby.page.getByRole('button', { name: '立即取款' }));
  },
  transfer: async (lobby) => {
    await lobby.fillTransfer('AG真人', '10');
    await hammer(lobby, lobby.page.getByRole('button', { name: '立即转账' }));
  },
  quotaTransfer: async (lobby) => {
    await lobby.tap('AG真人 额度转换');
    const sheet = lobby.page.getByRole('dialog', { name: '额度转换' });
    await sheet.getByLabel('操作金额', { exact: true }).fill('10');
    await hammer(lobby, sheet.getByRole('button', { name: '确定' }));
  },
  recoverAll: async (lobby) => {
    await expect(lobby.page.getByRole('region', { name: '游戏钱包' })).toBeVisible();
    await hammer(lobby, lobby.page.getByRole('button', { name: '一键回收' }));
  },
  switchSeamless: async (lobby) => {
    await hammer(lobby, lobby.page.getByRole('switch', { name: '自动免转' }));
  },
  // Both for a new player whose page says there is something to take (the fake has nothing to give them).
  claimRebate: async (lobby) => {
    await lobby.answerClaimableRebate();
    // The screen loaded before the answer was set: load it again (the same hash would not).
    await lobby.page.reload();
    await expect(lobby.page.getByText('¥12.50').first()).toBeVisible();
    await hammer(lobby, lobby.page.getByRole('button', { name: '点击领取' }));
  },
  grabRedPacket: async (lobby) => {
    await lobby.answerRedPacketGrabs();
    await lobby.page.reload();
    await expect(lobby.page.getByRole('heading', { name: '抢红包' })).toBeVisible();
    await hammer(lobby, lobby.page.getByRole('button', { name: '立即抢红包' }));
  },
};

/** A path as a pattern that matches it literally (`/password?type=2` holds a `?`). */
const literally = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const callOf = (submit: SubmitName): CallCheck => {
  const call = calls.find((entry) => entry.trigger === submit);
  if (!call) throw new Error(`no call for ${submit}`);
  return call;
};

for (const screen of screens) {
  for (const submit of screen.submits) {
    const call = callOf(submit);
    test(`${screen.key}: ${submit} tapped ${TAPS * 2} times sends one ${call.path}`, async ({ page }) => {
      const lobby = new Lobby(page);
      const release = await holdRequests(page, call.path);
      await lobby.visit(screen, call.session, call.player);
      const sent = lobby.countRequests(call.path);
      await actions[submit](lobby);
      release();
      await expect(page).toHaveURL(new RegExp(`#${literally(call.success ?? call.landsOn ?? screen.path)}`));
      if (call.refused) await expect(page.getByRole('form').getByRole('alert')).toHaveText(call.refused);
      // Time for any late duplicate to leave the page.
      await page.waitForTimeout(1000);
      expect(sent.count).toBe(1);
      expect(lobby.errors).toEqual([]);
    });
  }
}
