// The page object's forms: each screen's fields filled and choices made, in the player's words.
import { expect } from '@playwright/test';
import { DEMO, DEMO_PAY_PASSWORD, LobbyPlayers, newUsername } from './players.ts';

/** A 1×1 transparent png: an avatar the fake platform accepts. */
export const PNG_AVATAR = {
  name: 'me.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** {@link LobbyPlayers} with every screen's form. */
export class LobbyForms extends LobbyPlayers {
  /** Fills the login form with an account and the captcha's answer. */
  async fillLogin(account: { username: string; password: string } = DEMO) {
    await this.fill('用户名', account.username);
    await this.fill('密码', account.password);
    await this.fill('验证码', await this.captchaText());
  }

  /** Fills the registration form for a new player and returns the username. */
  async fillRegister(username = newUsername()) {
    await this.fill('用户名', username);
    await this.fill('密码', 'abc12345');
    await this.fill('确认密码', 'abc12345');
    await this.fill('真实姓名', '李四');
    await this.fill('支付密码', '123456');
    await this.fill('验证码', await this.captchaText());
    return username;
  }

  /** On /userInfo, fills the editable profile (birthday through the date input). */
  async fillProfile(profile: { mobile: string; email: string; birthday: string }) {
    await this.fill('生日', profile.birthday);
    await this.fill('邮箱', profile.email);
    await this.fill('手机号', profile.mobile);
  }

  /** On /password, fills the current, new and confirmation passwords. */
  async fillPasswords(current: string, next: string, confirm = next) {
    await this.fill('旧密码', current);
    await this.fill('新密码', next);
    await this.fill('确认密码', confirm);
  }

  /** On /applyagent, fills the contact mobile and the reason. */
  async fillAgentApplication(mobile: string, reason: string) {
    await this.fill('联系电话', mobile);
    await this.fill('申请理由', reason);
  }

  /** On /recharge, chooses a deposit channel by its name (网银转账, USDT, AnToken, 微信, 支付宝). */
  async chooseDepositChannel(name: string) {
    await this.page.getByRole('group', { name: '存款方式' }).getByRole('radio', { name, exact: true }).check();
  }

  /**
   * Opens /recharge and deposits `amount` by bank transfer from `bank` (a name the 开户银行 picker lists): the form
   * filled as a player fills it, then 立即存款.
   */
  async depositByBank(amount: string, bank = '中国银行') {
    await this.open('/recharge');
    await this.chooseDepositChannel('网银转账');
    await this.fill('存款人姓名', '李四');
    await this.page.getByRole('button', { name: /开户银行/ }).click();
    await this.page.getByRole('dialog', { name: '选择银行' }).getByRole('button', { name: bank }).click();
    await this.fill('银行卡号', '6222020200112233445');
    await this.fill('开户行地址', '北京市朝阳支行');
    await this.fill('存款金额', amount);
    await this.tap('立即存款');
  }

  /** On /withdrawal, chooses the tab's first account and fills the amount and the payment password. */
  async fillWithdrawal(amount: string, payPassword: string = DEMO_PAY_PASSWORD) {
    const form = this.page.getByRole('form', { name: '取款' });
    await form.getByRole('button', { name: /^选择/ }).click();
    const picker = this.page.getByRole('dialog', { name: /^选择/ });
    await picker.getByRole('list').getByRole('button').first().click();
    await expect(picker).toBeHidden();
    await this.fill('取款金额', amount);
    await this.fill('支付密码', payPassword);
  }

  /** On /transfer, chooses the wallets (by name) and fills the amount. */
  async fillTransfer(target: string, amount: string, source = '平台钱包') {
    const form = this.page.getByRole('form', { name: '转账' });
    if (source !== '平台钱包') {
      await form.getByRole('button', { name: /^转出钱包/ }).click();
      await this.page
        .getByRole('dialog', { name: '选择钱包' })
        .getByRole('button', { name: source, exact: true })
        .click();
    }
    await form.getByRole('button', { name: /^转入钱包/ }).click();
    await this.page
      .getByRole('dialog', { name: '选择钱包' })
      .getByRole('button', { name: target, exact: true })
      .click();
    await this.fill('转账金额', amount);
  }

  /** On /wallet?type=2, opens the bind popup and fills a USDT address and the payment password. */
  async fillWalletBind(address: string, payPassword: string = DEMO_PAY_PASSWORD) {
    await this.tap('添加USDT地址');
    const sheet = this.page.getByRole('dialog', { name: '添加USDT地址' });
    await sheet.getByLabel('钱包地址', { exact: true }).fill(address);
    await sheet.getByLabel('支付密码', { exact: true }).fill(payPassword);
    return sheet;
  }

  /** On /addBankCard, chooses a bank and fills the card's fields (the payment password last). */
  async fillBankCard(card: { bank: string; address: string; cardNo: string; owner: string; payPassword?: string }) {
    await this.page.getByRole('button', { name: /开户银行/ }).click();
    await this.page.getByRole('dialog', { name: '选择银行' }).getByRole('button', { name: card.bank }).click();
    await this.fill('开户行地址', card.address);
    await this.fill('银行卡号', card.cardNo);
    await this.fill('持卡人姓名', card.owner);
    await this.fill('支付密码', card.payPassword ?? DEMO_PAY_PASSWORD);
  }

  /** On /addUsdtCard, fills the address and the payment password. */
  async fillUsdtCard(address: string, payPassword: string = DEMO_PAY_PASSWORD) {
    await this.fill('USDT地址', address);
    await this.fill('支付密码', payPassword);
  }

  /** On /mine, picks a picture for the avatar (a 1×1 png unless told) through the file input. */
  async pickAvatar(file: { name: string; mimeType: string; buffer: Buffer } = PNG_AVATAR) {
    await this.page.getByLabel('更换头像').setInputFiles(file);
  }

  /** On home, opens the first game of the 电子 category (a tile: the game-URL call). */
  async openGame() {
    await this.page.getByRole('tab', { name: '电子' }).click();
    await this.page.getByRole('region', { name: '电子游戏' }).getByRole('button').first().click();
  }

  /** On a game page an address opened, says yes to its question (进入游戏): the game-URL call follows. */
  async acceptLaunch() {
    const question = this.page.getByRole('alertdialog', { name: '进入游戏' });
    await question.getByRole('button', { name: '确定' }).click();
  }

  /** On home, opens the first game of the hot grid (the game-URL call, as the tiles). */
  async openHotGame() {
    await this.page.getByRole('list', { name: '热门游戏' }).getByRole('button').first().click();
  }
}
