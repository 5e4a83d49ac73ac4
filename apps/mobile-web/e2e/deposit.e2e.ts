import { apiMessages } from '@lobby/api';
import { messages } from '@lobby/domain/messages';
import { outcomeMessages } from '@lobby/domain/money';
import { expect, type Page, test } from './fixtures.ts';
import { Lobby, type NewPlayer } from './lobby.page.ts';

// Deposits, checked on the money itself: each journey deposits as a new player with a bound address (the fake
// approves deposits after a while, and the demo player's balance must stay as seeded), reads what the fake
// platform holds through the player's own api, and lets the fake's back office approve.

type Row = { out_trade_no: string; amount: number | string; state: number };

/** The player's wallet balance as the fake platform holds it. */
async function balanceOf(lobby: Lobby, player: NewPlayer): Promise<string> {
  const answer = await lobby.callApi(player.token, 'balance');
  return (answer.data as { balance: string }).balance;
}

/** The player's deposits today, newest first. */
async function depositsOf(lobby: Lobby, player: NewPlayer): Promise<Row[]> {
  const answer = await lobby.callApi(player.token, 'gettransrecord', { type: 1, date: 1, page: 1 });
  return (answer.data as { data: Row[] }).data;
}

/** Records every in-app path the page goes to (a route that redirects at once still passes through). */
async function watchPaths(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__paths', { value: seen });
    addEventListener('hashchange', () => seen.push(location.hash));
  });
  return () => page.evaluate(() => [...((window as unknown as { __paths: string[] }).__paths ?? [])]);
}

test('a bank deposit waits for review: the balance stays, the record is pending, then the approval credits it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const lobby = new Lobby(page);
  const paths = await watchPaths(page);
  const player = await lobby.signInNewDepositor();
  expect(await balanceOf(lobby, player)).toBe('0.00');
  await lobby.open('/recharge');
  await expect(page.getByRole('form', { name: '存款' })).toBeVisible();

  await lobby.chooseDepositChannel('网银转账');
  const accounts = page.getByRole('region', { name: '收款账户' });
  await expect(accounts.getByText('6212260200012345678')).toBeVisible();
  await accounts.getByRole('button', { name: '复制收款账号' }).first().click();
  await lobby.toast(messages['copy.done']);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('6212260200012345678');
  await lobby.expectAccessible();

  // The bank fields are checked first, in the spec's order, then the amount against the channel's range.
  await lobby.tap('立即存款');
  await lobby.toast(messages['deposit.depositorRequired']);
  await lobby.fill('存款人姓名', '李四');
  await page.getByRole('button', { name: /开户银行/ }).click();
  await page.getByRole('dialog', { name: '选择银行' }).getByRole('button', { name: '中国银行' }).click();
  await lobby.fill('银行卡号', '6222020200112233445');
  await lobby.tap('立即存款');
  await lobby.toast(messages['deposit.bankAddressRequired']);
  await lobby.fill('开户行地址', '北京市朝阳支行');
  await lobby.fill('存款金额', '150');
  await lobby.tap('立即存款');
  await lobby.toast('请输入200-50000之间的金额！');
  await expect(lobby.field('存款金额')).toHaveValue('150');

  const sent = lobby.countRequests('/api/recharge');
  await page.getByRole('list', { name: '快捷金额' }).getByRole('button', { name: '499' }).click();
  await expect(lobby.field('存款金额')).toHaveValue('499');
  await lobby.tap('立即存款');
  await lobby.toast(messages['deposit.bankSubmitted']);
  await expect.poll(paths).toContain('#/transRecord');
  expect(sent.count).toBe(1);
  const body = sent.requests[0]?.postDataJSON();
  expect(body).toEqual({
    paytype: 'bank',
    amount: 499,
    bank: '中国银行',
    bank_no: '6222020200112233445',
    bank_address: '北京市朝阳支行',
    bank_owner: '李四',
  });

  // Nothing is credited before the review; the record waits.
  expect(await balanceOf(lobby, player)).toBe('0.00');
  const [pending] = await depositsOf(lobby, player);
  expect(pending).toMatchObject({ state: 1 });
  expect(Number(pending?.amount)).toBe(499);

  await lobby.approveDeposit(pending?.out_trade_no ?? '');
  expect(await balanceOf(lobby, player)).toBe('499.00');
  expect((await depositsOf(lobby, player))[0]).toMatchObject({ out_trade_no: pending?.out_trade_no, state: 2 });
  await lobby.open('/mine');
  await expect(page.getByText('¥499.00').filter({ visible: true }).first()).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('while get_pay_way answers HTTP 500 (as the real backend always does) the player still deposits by bank transfer', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  const paths = await watchPaths(page);
  const player = await lobby.signInNewDepositor();
  const payWays = lobby.countRequests('/api/get_pay_way');
  await lobby.fault('/api/get_pay_way', 'html500');
  await lobby.open('/recharge');

  // No dead end: the bank transfer alone, with a quiet note and 重试, no error.
  const form = page.getByRole('form', { name: '存款' });
  const note = form.getByRole('status');
  await expect(note).toHaveText(/其他存款方式暂时无法加载/);
  await expect(page.getByRole('group', { name: '存款方式' }).getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: '网银转账', exact: true })).toBeChecked();
  const accounts = page.getByRole('region', { name: '收款账户' });
  await expect(accounts.getByText('6212260200012345678')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(apiMessages.serverBusy)).toHaveCount(0);
  await expect(lobby.field('存款金额')).toHaveAttribute('placeholder', '请输入存款金额（200-50000）');
  await lobby.expectAccessible();

  // 重试 reads the channels again; still an error page, so the bank transfer stays as typed.
  await lobby.fill('存款人姓名', '李四');
  const retried = payWays.count;
  await note.getByRole('button', { name: '重试' }).click();
  await expect.poll(() => payWays.count).toBe(retried + 1);
  await expect(note.getByRole('button', { name: '重试' })).not.toHaveAttribute('aria-busy');
  await expect(lobby.field('存款人姓名')).toHaveValue('李四');

  await page.getByRole('button', { name: /开户银行/ }).click();
  await page.getByRole('dialog', { name: '选择银行' }).getByRole('button', { name: '中国银行' }).click();
  await lobby.fill('银行卡号', '6222020200112233445');
  await lobby.fill('开户行地址', '北京市朝阳支行');
  const sent = lobby.countRequests('/api/recharge');
  await page.getByRole('list', { name: '快捷金额' }).getByRole('button', { name: '499' }).click();
  await lobby.tap('立即存款');
  await lobby.toast(messages['deposit.bankSubmitted']);
  await expect.poll(paths).toContain('#/transRecord');
  expect(sent.count).toBe(1);
  expect(sent.requests[0]?.postDataJSON()).toMatchObject({ paytype: 'bank', amount: 499, bank_owner: '李四' });
  const [pending] = await depositsOf(lobby, player);
  expect(pending).toMatchObject({ state: 1 });
  expect(Number(pending?.amount)).toBe(499);
  expect(lobby.errors).toEqual([]);
});

test('a USDT deposit shows its estimate, goes to its payment page and counts the 60 minutes down', async ({ page }) => {
  const lobby = new Lobby(page);
  await page.clock.install();
  const player = await lobby.signInNewDepositor();
  await lobby.open('/recharge');
  await lobby.chooseDepositChannel('USDT');
  const amount = lobby.field('存款金额');

  // The network toggle reads the range again; choosing a channel starts from TRC20 with nothing typed.
  await page.getByRole('radio', { name: 'ERC20', exact: true }).check();
  await expect(amount).toHaveAttribute('placeholder', '请输入存款金额（500-100000）');
  await amount.fill('1000');
  await lobby.chooseDepositChannel('微信');
  await lobby.chooseDepositChannel('USDT');
  await expect(page.getByRole('radio', { name: 'TRC20', exact: true })).toBeChecked();
  await expect(amount).toHaveValue('');
  await expect(amount).toHaveAttribute('placeholder', '请输入存款金额（100-100000）');

  // The estimate is the amount over the user's rate (7.20), floored to cents; the reference rate shows.
  await amount.fill('1000.999');
  await expect(amount).toHaveValue('1000.99');
  await expect(page.getByText('预计支付 139.02 USDT')).toBeVisible();
  await amount.fill('1000');
  await expect(page.getByText('预计支付 138.88 USDT')).toBeVisible();
  await expect(page.getByText('参考汇率：1 USDT ≈ 7.2 元')).toBeVisible();
  await lobby.expectAccessible();

  await lobby.tap('立即存款');
  await expect(page).toHaveURL(/#\/payInfo\?deposit_no=CZ\d+$/);
  const [order] = await depositsOf(lobby, player);
  expect(page.url()).toContain(`deposit_no=${order?.out_trade_no}`);
  const details = page.getByRole('region', { name: '支付信息' });
  await expect(page.getByRole('region', { name: '支付金额' })).toContainText('¥1,000.00');
  await expect(page.getByText('≈ 138.88 USDT')).toBeVisible();
  await expect(details.getByText('TLobbyFakeTrc20Address7Qx9mK3pZ8vN2')).toBeVisible();
  await expect(details.getByText(order?.out_trade_no ?? '-')).toBeVisible();
  await expect(details.getByText('TRC20', { exact: true })).toBeVisible();
  await expect(details.getByRole('img', { name: '付款二维码' })).toBeVisible();
  for (const name of ['充值完成', '资金明细']) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', '#/transRecord');
  }

  // 60 minutes from the order's creation, once a second; it stops at the end.
  const timer = page.getByRole('timer', { name: '剩余支付时间' });
  await expect(timer).toHaveText(/^(59:[0-5]\d|60:00)$/);
  await page.clock.fastForward('10:00');
  await expect(timer).toHaveText(/^(49:[0-5]\d|50:00)$/);
  await lobby.expectAccessible();
  await page.clock.fastForward('51:00');
  await expect(page.getByText('订单已超时，请重新存款')).toBeVisible();
  await expect(timer).toHaveCount(0);
  expect(lobby.errors).toEqual([]);
});

test('an AnToken deposit shows its detail page: fixed method and network, no countdown', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signInNewDepositor();
  await lobby.open('/recharge');
  // AnToken comes first when the server enables it, with TRC20 as its only network.
  await expect(page.getByRole('radio', { name: 'AnToken', exact: true })).toBeChecked();
  await expect(page.getByRole('group', { name: 'USDT协议' }).getByRole('radio')).toHaveCount(1);
  await page.getByRole('list', { name: '快捷金额' }).getByRole('button', { name: '200' }).click();
  await lobby.tap('立即存款');
  await expect(page.getByRole('heading', { name: '充值详情' })).toBeVisible();
  const detail = page.getByRole('region', { name: '充值详情' });
  await expect(detail.getByText('AnToken', { exact: true })).toBeVisible();
  await expect(detail.getByText('TRC20', { exact: true })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '在线客服' }).last()).toBeVisible();
  await lobby.expectAccessible();
  expect(lobby.errors).toEqual([]);
});

test('without a bound account the page blocks with the notice: bind links, close goes back', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signInNewPlayer();
  await lobby.open('/mine');
  await page.getByRole('link', { name: '存款' }).click();
  const notice = page.getByRole('alertdialog', { name: '温馨提示' });
  await expect(notice).toContainText(messages['deposit.noCard']);
  await expect(notice.getByRole('link', { name: '绑定银行卡' })).toHaveAttribute('href', '#/addBankCard');
  await expect(notice.getByRole('link', { name: '绑定USDT地址' })).toHaveAttribute('href', '#/wallet?type=2&show=1');
  await lobby.expectAccessible();

  await notice.getByRole('link', { name: '绑定USDT地址' }).click();
  await expect(page.getByRole('dialog', { name: '添加USDT地址' })).toBeVisible();
  await page.goBack();
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: '关闭' }).click();
  await expect(page).toHaveURL(/#\/mine$/);
  expect(lobby.errors).toEqual([]);
});

test('a deposit whose answer is lost is never sent again: the records show it was made, so it goes on', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  const player = await lobby.signInNewDepositor();
  // The order reaches the fake platform, but its answer never reaches the page.
  await page.route('**/api/recharge', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  const sent = lobby.countRequests('/api/recharge');
  await lobby.open('/recharge');
  await lobby.chooseDepositChannel('支付宝');
  await lobby.fill('存款金额', '321.5');
  await lobby.tap('立即存款');
  await lobby.toast(outcomeMessages.checking);
  await expect(page).toHaveURL(/#\/payInfo\?deposit_no=CZ\d+$/);
  const [made] = await depositsOf(lobby, player);
  expect(page.url()).toContain(`deposit_no=${made?.out_trade_no}`);
  expect(Number(made?.amount)).toBe(321.5);
  expect(sent.count).toBe(1);
  await expect(page.getByRole('region', { name: '支付金额' })).toContainText('¥321.50');
  expect(lobby.errors).toEqual([]);
});
