// The page object of the Playwright suites: `Lobby`, what a player does, in the player's words. Its parts, one
// concern a file under `lobby/`, each class building on the one before: `screen.ts` (the page, navigation and
// landmarks, controls, what the screen shows), `routes.ts` (faults of the fake, answers and requests),
// `players.ts` (who is signed in, the back office, money read from the fake), `forms.ts` (each screen's form).
// Here: how each submit of the quality list is brought up to its last tap.
import { messages } from '@lobby/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import type { ScreenCheck, Session, SubmitName } from '../quality/routes.ts';
import { LobbyForms } from './lobby/forms.ts';
import { DEMO, DEMO_PAY_PASSWORD, newCardNumber, newUsdtAddress } from './lobby/players.ts';

export { PNG_AVATAR } from './lobby/forms.ts';
export {
  DEMO,
  DEMO_PAY_PASSWORD,
  type NewPlayer,
  newCardNumber,
  newUsdtAddress,
  newUsername,
} from './lobby/players.ts';

/** A submit brought up to its last tap (see {@link Lobby.prepareSubmit}). */
export type PreparedSubmit = {
  control: Locator;
  /** Each field's label and what was typed into it. */
  typed: Record<string, string>;
  /** The confirm's button the tap opens, for a submit that asks first. */
  confirm?: Locator;
};

/** Page object for the journeys and quality suites: what a player does, in the player's words. */
export class Lobby extends LobbyForms {
  /**
   * On `screen`, open as the suites open it: brings the player up to the last tap of `submit` and returns the
   * control to tap, what was typed (each field's label and value, which a failure must leave in place) and, for a
   * submit that asks first (logout), the confirm's button the tap opens. The one place that says how each submit of
   * `quality/routes.ts` is reached: the fault suite taps it once, the double-submit suite many times.
   */
  async prepareSubmit(submit: SubmitName, screen: ScreenCheck): Promise<PreparedSubmit> {
    const { page } = this;
    const button = (name: string, within: Page | Locator = page) => within.getByRole('button', { name, exact: true });
    const ready = async (session: Session = 'in') => expect(this.landmark(screen.ready[session])).toBeVisible();
    switch (submit) {
      case 'login':
        await ready('out');
        await this.fillLogin(DEMO);
        return { control: button('登录'), typed: { 用户名: DEMO.username, 密码: DEMO.password } };
      case 'register': {
        await ready('out');
        const username = await this.fillRegister();
        return {
          control: button('注册'),
          typed: { 用户名: username, 密码: 'abc12345', 确认密码: 'abc12345', 真实姓名: '李四', 支付密码: '123456' },
        };
      }
      case 'logout': {
        const dialog = page.getByRole('alertdialog', { name: messages['logout.title'] });
        return { control: button('退出登录'), typed: {}, confirm: button('确定', dialog) };
      }
      case 'activityApply': {
        await this.tap('报名参与');
        const dialog = page.getByRole('dialog', { name: '活动申请' });
        await dialog.getByLabel('彩金金额').fill('188');
        return { control: button('立即申请', dialog), typed: { 彩金金额: '188' } };
      }
      case 'saveProfile': {
        await ready();
        const profile = { mobile: '13800138000', email: 'player@example.com', birthday: '1990-05-20' };
        await this.fillProfile(profile);
        return {
          control: button('保存'),
          typed: { 手机号: profile.mobile, 邮箱: profile.email, 生日: profile.birthday },
        };
      }
      case 'changeLoginPassword':
      case 'changePayPassword': {
        // A player of the test's own: the password changes for good when the call succeeds.
        const player = await this.signInNewPlayer();
        await this.open(screen.path);
        await ready();
        const current = submit === 'changePayPassword' ? player.payPassword : player.password;
        const next = submit === 'changePayPassword' ? '654321' : 'abc54321';
        await this.fillPasswords(current, next);
        return { control: button('确认修改'), typed: { 旧密码: current, 新密码: next, 确认密码: next } };
      }
      case 'applyAgent':
        await ready();
        await this.fillAgentApplication('13800138000', '有推广资源');
        return { control: button('立即加入'), typed: { 联系电话: '13800138000', 申请理由: '有推广资源' } };
      case 'bindWallet': {
        await this.open('/wallet?type=2');
        await ready();
        const address = newUsdtAddress();
        const sheet = await this.fillWalletBind(address);
        return { control: button('确认绑定', sheet), typed: { 钱包地址: address, 支付密码: DEMO_PAY_PASSWORD } };
      }
      case 'unbindCard': {
        await page.getByRole('button', { name: /^删除/ }).first().click();
        const dialog = page.getByRole('dialog', { name: messages['wallet.unbindTitle'] });
        await dialog.getByLabel('支付密码', { exact: true }).fill(DEMO_PAY_PASSWORD);
        return { control: button('确定', dialog), typed: { 支付密码: DEMO_PAY_PASSWORD } };
      }
      case 'addBankCard': {
        const card = { bank: '中国银行', address: '深圳市南山支行', cardNo: newCardNumber(), owner: '张三' };
        await this.fillBankCard(card);
        return {
          control: button('确认添加'),
          typed: {
            开户行地址: card.address,
            银行卡号: card.cardNo,
            持卡人姓名: card.owner,
            支付密码: DEMO_PAY_PASSWORD,
          },
        };
      }
      case 'addUsdtCard': {
        const address = newUsdtAddress();
        await this.fillUsdtCard(address);
        return { control: button('确认'), typed: { USDT地址: address, 支付密码: DEMO_PAY_PASSWORD } };
      }
      case 'refreshMoney':
        await ready();
        return { control: button('刷新余额'), typed: {} };
      case 'deposit':
        await ready();
        await this.chooseDepositChannel('USDT');
        await this.fill('存款金额', '200');
        return { control: button('立即存款'), typed: { 存款金额: '200' } };
      case 'withdraw':
        await ready();
        await this.fillWithdrawal('100');
        return { control: button('立即取款'), typed: { 取款金额: '100', 支付密码: DEMO_PAY_PASSWORD } };
      case 'transfer':
        await ready();
        await this.fillTransfer('AG真人', '10');
        return { control: button('立即转账'), typed: { 转账金额: '10' } };
      case 'quotaTransfer': {
        await this.tap('AG真人 额度转换');
        const sheet = page.getByRole('dialog', { name: '额度转换' });
        await sheet.getByLabel('操作金额', { exact: true }).fill('10');
        return { control: button('确定', sheet), typed: { 操作金额: '10' } };
      }
      case 'recoverAll':
        // The venues have loaded (recover-all brings back the latest transfer in's venue).
        await expect(page.getByRole('button', { name: '刷新AG真人' })).toBeVisible();
        return { control: button('一键回收'), typed: {} };
      case 'switchSeamless':
        await ready();
        return { control: page.getByRole('switch', { name: '自动免转' }), typed: {} };
      case 'claimRebate':
        // A new player whose list says there is something to claim (so the claim is sent; the fake has nothing).
        await this.answerClaimableRebate();
        // The screen loaded before the answer was set: load it again (the same hash would not).
        await page.reload();
        await expect(page.getByText('¥12.50').first()).toBeVisible();
        return { control: button('点击领取'), typed: {} };
      case 'grabRedPacket':
        // A new player with a grab left on the page (so the grab is sent; the fake refuses it).
        await this.answerRedPacketGrabs();
        await page.reload();
        await ready();
        return { control: button('立即抢红包'), typed: {} };
    }
  }

  /**
   * Has /api/getfanshui answer one unclaimed rebate and a claimable sum, so a new player's 点击领取 passes the
   * client's check and reaches /api/dofanshui (which the fake then refuses: the player has nothing to claim).
   */
  async answerClaimableRebate(pending = '12.50') {
    const row = {
      id: 1,
      order_no: 'FS0001',
      api_type: 'pg',
      gamename: 'PG电子',
      money: pending,
      state: 0,
      created_at: '2026-11-20 12:00:00',
      updated_at: '2026-11-20 12:00:00',
    };
    const list = { current_page: 1, data: [row], last_page: 1, per_page: 15, total: 1 };
    await this.answer('/api/getfanshui', { code: 200, message: '', data: { list, jisuan: 0, nojisuan: pending } });
  }

  /**
   * Has /api/userredpacket answer grabs left, so a new player's 立即抢红包 passes the client's check and reaches
   * /api/douserredpacket (which the fake then refuses: the player has not deposited today).
   */
  async answerRedPacketGrabs(sendnums = 1) {
    await this.answer('/api/userredpacket', {
      code: 200,
      message: '',
      data: { sendnums, acquirednum: 0, redPacketStatus: 'STARTING', rules: [], max_times: 8 },
    });
  }
}
