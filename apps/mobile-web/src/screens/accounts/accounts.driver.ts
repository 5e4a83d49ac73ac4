// How the suites reach /wallet's, /addBankCard's and /addUsdtCard's calls and submits (test-only: quality/drivers.ts).
import { messages } from '@lobby/domain/messages';
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

const providers = () => import('./accounts.providers.ts');

export const driver = {
  calls: {
    'getcard@wallet#load': async ({ loaded }) => loaded((await providers()).liveCardListMachine, { params: 1 }),
    'banklist@addBankCard#load': async ({ loaded }) =>
      loaded((await providers()).liveBankListMachine, { params: undefined }),
    'bindcard@wallet#bindWallet': async ({ submitted, DEMO_ACCOUNT }) =>
      submitted((await providers()).liveWalletBindMachine, {
        bank: 'USDT',
        address: 'TXYZ1234567890abcdefghijklmnopqrst',
        protocol: 'TRC20',
        payPassword: DEMO_ACCOUNT.payPassword,
      }),
    'delcard@wallet#unbindCard': async ({ submitted, DEMO_ACCOUNT }) =>
      submitted((await providers()).liveUnbindMachine, { id: '1', payPassword: DEMO_ACCOUNT.payPassword }),
    'bindcard@addBankCard#addBankCard': async ({ submitted, DEMO_ACCOUNT }) =>
      submitted((await providers()).liveBankCardMachine, {
        bank: '中国银行',
        address: '深圳市南山支行',
        cardNo: '6222020202020202020',
        owner: '张三',
        payPassword: DEMO_ACCOUNT.payPassword,
      }),
    'bindcard@addUsdtCard#addUsdtCard': async ({ submitted, DEMO_ACCOUNT }) =>
      submitted((await providers()).liveUsdtCardMachine, {
        address: 'TXYZ1234567890abcdefghijklmnopqrsu',
        protocol: 'TRC20',
        payPassword: DEMO_ACCOUNT.payPassword,
      }),
  },
  submits: {
    bindWallet: async ({ lobby, ready, button, demo, newUsdtAddress }) => {
      await lobby.open('/wallet?type=2');
      await ready();
      const address = newUsdtAddress();
      const sheet = await lobby.fillWalletBind(address);
      return { control: button('确认绑定', sheet), typed: { 钱包地址: address, 支付密码: demo.payPassword } };
    },
    unbindCard: async ({ page, button, demo }) => {
      await page.getByRole('button', { name: /^删除/ }).first().click();
      const dialog = page.getByRole('dialog', { name: messages['wallet.unbindTitle'] });
      await dialog.getByLabel('支付密码', { exact: true }).fill(demo.payPassword);
      return { control: button('确定', dialog), typed: { 支付密码: demo.payPassword } };
    },
    addBankCard: async ({ lobby, button, demo, newCardNumber }) => {
      const card = { bank: '中国银行', address: '深圳市南山支行', cardNo: newCardNumber(), owner: '张三' };
      await lobby.fillBankCard(card);
      return {
        control: button('确认添加'),
        typed: { 开户行地址: card.address, 银行卡号: card.cardNo, 持卡人姓名: card.owner, 支付密码: demo.payPassword },
      };
    },
    addUsdtCard: async ({ lobby, button, demo, newUsdtAddress }) => {
      const address = newUsdtAddress();
      await lobby.fillUsdtCard(address);
      return { control: button('确认'), typed: { USDT地址: address, 支付密码: demo.payPassword } };
    },
  },
} satisfies ScreenDriver;
