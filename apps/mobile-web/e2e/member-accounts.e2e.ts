import { messages } from '@lobby/domain/messages';
import { expect, test } from './fixtures.ts';
import { DEMO_PAY_PASSWORD, Lobby, newCardNumber, newUsdtAddress } from './lobby.page.ts';

// Bound accounts: each journey registers its own player (no accounts, payment password 123456), so binding and
// unbinding never changes the seeded demo player the other suites share.

test('a player binds a USDT address in the popup and unbinds it with the payment password', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signInNewPlayer();
  await lobby.open('/wallet?type=2');
  await expect(page.getByRole('heading', { name: 'USDT钱包' })).toBeVisible();
  await expect(page.getByText('暂无绑定的USDT地址')).toBeVisible();
  await lobby.expectAccessible();

  // Cancel resets the popup to TRC20 with nothing typed.
  let sheet = await lobby.fillWalletBind('TQn9 Y2kh-EsLJ');
  await expect(sheet.getByLabel('钱包地址', { exact: true })).toHaveValue('TQn9Y2khEsLJ');
  await sheet.getByRole('radio', { name: 'ERC20' }).check();
  await lobby.expectAccessible();
  await sheet.getByRole('button', { name: '取消' }).click();
  await expect(sheet).toBeHidden();
  sheet = await lobby.fillWalletBind('');
  await expect(sheet.getByRole('radio', { name: 'TRC20' })).toBeChecked();
  await expect(sheet.getByLabel('支付密码', { exact: true })).toHaveValue(DEMO_PAY_PASSWORD);

  // The address is required first; what was typed stays.
  await sheet.getByRole('button', { name: '确认绑定' }).click();
  await lobby.toast(messages['wallet.addressRequired']);
  await expect(sheet.getByLabel('钱包地址', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  const address = newUsdtAddress();
  await sheet.getByLabel('钱包地址', { exact: true }).fill(address);
  await sheet.getByRole('radio', { name: 'ERC20' }).check();
  await sheet.getByRole('button', { name: '确认绑定' }).click();
  await lobby.toast('绑定成功');
  await expect(sheet).toBeHidden();
  // The list reloaded: the address masked to its tail, the protocol in the owner's place.
  const list = page.getByRole('region', { name: '已绑定账户' });
  await expect(list.getByText(`******${address.slice(-10)}`)).toBeVisible();
  await expect(list.getByText('ERC20')).toBeVisible();
  await expect(list.getByText(address)).toHaveCount(0);

  // Unbind: the dialog opens empty; five digits are refused and it stays open.
  await list.getByRole('button', { name: `删除USDT地址（尾号${address.slice(-4)}）` }).click();
  const dialog = page.getByRole('dialog', { name: messages['wallet.unbindTitle'] });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel('支付密码', { exact: true });
  await expect(password).toHaveValue('');
  await lobby.expectAccessible();
  await password.fill('12345');
  await dialog.getByRole('button', { name: '确定' }).click();
  await lobby.toast(messages['wallet.unbindPayPassword']);
  await expect(dialog).toBeVisible();
  await expect(password).toHaveValue('12345');
  await password.fill(DEMO_PAY_PASSWORD);
  await dialog.getByRole('button', { name: '确定' }).click();
  await lobby.toast(messages['wallet.unbound']);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('暂无绑定的USDT地址')).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('show=1 and show=2 open the USDT and the AnToken popups at once; AnToken takes TRC20 only', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signInNewPlayer();
  await lobby.open('/wallet?type=2&show=1');
  const usdt = page.getByRole('dialog', { name: '添加USDT地址' });
  await expect(usdt).toBeVisible();
  await expect(usdt.getByRole('radio')).toHaveCount(2);
  await lobby.open('/wallet?type=3&show=2');
  const token = page.getByRole('dialog', { name: '添加AnToken地址' });
  await expect(token).toBeVisible();
  await expect(token.getByRole('radio')).toHaveCount(1);
  await expect(token.getByRole('radio', { name: 'TRC20' })).toBeChecked();
  await lobby.expectAccessible();
  await token.getByLabel('钱包地址', { exact: true }).fill(newUsdtAddress());
  await token.getByLabel('支付密码', { exact: true }).fill(DEMO_PAY_PASSWORD);
  await token.getByRole('button', { name: '确认绑定' }).click();
  await lobby.toast('绑定成功');
  await expect(page.getByRole('heading', { name: 'AnToken' })).toBeVisible();
  await expect(page.getByRole('region', { name: '已绑定账户' }).getByText('AnToken', { exact: true })).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('a player adds bank cards until the add button hides at five', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signInNewPlayer();
  await lobby.open('/wallet');
  await expect(page.getByRole('heading', { name: '银行卡' })).toBeVisible();
  await expect(page.getByText('暂无绑定的银行卡')).toBeVisible();
  const banks = ['中国工商银行', '中国建设银行', '中国农业银行', '中国银行', '招商银行'];
  for (const [index, bank] of banks.entries()) {
    await lobby.tap('添加银行卡');
    await expect(page).toHaveURL(/#\/addBankCard$/);
    await expect(page.getByRole('heading', { name: '添加银行卡' })).toBeVisible();
    if (index === 0) await lobby.expectAccessible();
    const cardNo = newCardNumber();
    await lobby.fillBankCard({ bank, address: '深圳市南山支行', cardNo, owner: '李四' });
    await lobby.tap('确认添加');
    await lobby.toast(messages['bankCard.bound']);
    await expect(page).toHaveURL(/#\/wallet$/);
    const card = page.getByRole('button', { name: `删除${bank}（尾号${cardNo.slice(-4)}）` });
    await expect(card).toBeVisible();
  }
  await expect(page.getByRole('region', { name: '已绑定账户' }).getByRole('button', { name: /^删除/ })).toHaveCount(5);
  await expect(page.getByRole('button', { name: '添加银行卡' })).toHaveCount(0);
  await expect(page.getByText('**** **** **** ').first()).toBeVisible();
  await lobby.expectAccessible();
  expect(lobby.errors).toEqual([]);
});

test('an add-bank-card check failure says why beside the field and keeps every value', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signInNewPlayer();
  await lobby.open('/addBankCard');
  await expect(page.getByRole('form', { name: '确认添加' })).toBeVisible();
  // Nothing typed: the cardholder name is checked first.
  await lobby.tap('确认添加');
  await lobby.toast(messages['bankCard.nameRequired']);
  await expect(lobby.field('持卡人姓名')).toHaveAttribute('aria-invalid', 'true');
  // A short card number: required fields pass, then the length.
  await lobby.fillBankCard({ bank: '中国银行', address: '深圳市南山支行', cardNo: '12ab34', owner: '李四' });
  await expect(lobby.field('银行卡号')).toHaveValue('1234');
  await lobby.tap('确认添加');
  await lobby.toast(messages['bankCard.numberLength']);
  await expect(lobby.field('银行卡号')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(messages['bankCard.numberLength']).first()).toBeVisible();
  await expect(lobby.field('开户行地址')).toHaveValue('深圳市南山支行');
  await expect(lobby.field('持卡人姓名')).toHaveValue('李四');
  await expect(lobby.field('支付密码')).toHaveValue(DEMO_PAY_PASSWORD);
  await expect(page.getByRole('button', { name: /开户银行/ })).toContainText('中国银行');
  // A wrong payment password is the server's refusal: toasted, every value kept.
  await lobby.fill('银行卡号', newCardNumber());
  await lobby.fill('支付密码', '654321');
  await lobby.tap('确认添加');
  await lobby.toast('支付密码错误');
  await expect(page).toHaveURL(/#\/addBankCard$/);
  await expect(lobby.field('支付密码')).toHaveValue('654321');
  await lobby.expectAccessible();
  expect(lobby.errors).toEqual([]);
});

test('a player adds a USDT address on its own page and finds it in the list', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signInNewPlayer();
  await lobby.open('/addUsdtCard');
  await expect(page.getByRole('heading', { name: '添加虚拟币地址' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'TRC20' })).toBeChecked();
  await lobby.expectAccessible();
  await lobby.tap('确认');
  await lobby.toast(messages['usdt.addressRequired']);
  const address = newUsdtAddress();
  await lobby.fillUsdtCard(address);
  await lobby.tap('确认');
  await lobby.toast('绑定成功');
  await expect(page).toHaveURL(/#\/wallet\?type=2$/);
  await expect(page.getByRole('button', { name: `删除USDT地址（尾号${address.slice(-4)}）` })).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('a visitor opening the wallet is sent to log in first', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.open('/wallet?type=2');
  await expect(page).toHaveURL(/#\/login\?redirect=/);
  await expect(page.getByRole('form', { name: '登录' })).toBeVisible();
  expect(lobby.errors).toEqual([]);
});
