import { connectPayInfo, createPayInfoMachine, type PayInfoContext } from '@lobby/domain/pay-info';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PayInfoView, type PaymentDetails } from './pay-info.view.tsx';

// Each state is a snapshot of the real /payInfo machine (as `resolveState` builds it) turned into the view model
// by the real connect.

const machine = createPayInfoMachine<PaymentDetails>();

// The order was made at 2026-11-22 12:00:00 in Beijing (04:00:00 UTC); the device reads 17 min 43 s later.
const CREATED = '2026-11-22 12:00:00';
const NOW = Date.UTC(2026, 10, 22, 4, 17, 43);
const QR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M1 1h7v7H1zM13 1h7v7h-7zM1 13h7v7H1zM10 10h2v2h-2zM14 14h5v5h-5z"/></svg>',
)}`;

const usdt: PaymentDetails = {
  payType: 'usdtpay',
  createdAt: CREATED,
  depositNo: 'CZ2026112212000000123',
  amount: 1000,
  realMoney: 138.88,
  payTypeLabel: 'USDT',
  receivingAccounts: [],
  channel: { merchantId: 'TLobbyFakeTrc20Address7Qx9mK3pZ8vN2', content: 'TRC20', image: QR },
  qrcode: QR,
  url: '',
};

type State = 'loading' | 'failed' | { ready: 'counting' | 'expired' | 'still' };

function vmAt(value: State, context: Partial<PayInfoContext<PaymentDetails>>, send = fn()) {
  const snapshot = machine.resolveState({
    value,
    context: { depositNo: usdt.depositNo, info: null, error: null, now: NOW, clock: () => NOW, ...context },
  });
  return connectPayInfo(snapshot, send);
}

/** A clipboard that takes the text (the headless browser refuses the real one): the copy buttons report success. */
const writeText = fn(async (_text: string) => undefined);
function withClipboard() {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  // The own property shadowed the prototype's getter; removing it brings the real one back.
  return () => void Reflect.deleteProperty(navigator, 'clipboard');
}

const meta = {
  title: 'Screens/PayInfo',
  component: PayInfoView,
  parameters: { layout: 'fullscreen' },
  args: { page: vmAt('loading', {}), onCopied: fn(), onCopyFailed: fn(), onBack: fn(), onOpenService: fn() },
} satisfies Meta<typeof PayInfoView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order is being read. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '支付信息', level: 1 })).toBeVisible();
  },
};

const failedSend = fn();

/** The order could not be read: why, with 重试. */
export const Failed: Story = {
  args: { page: vmAt('failed', { error: { kind: 'server', message: '订单不存在', code: 202 } }, failedSend) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('alert')).toHaveTextContent('订单不存在');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await expect(failedSend).toHaveBeenCalledWith({ type: 'retry' });
  },
};

/** USDT: the amount in yuan and about in USDT, the countdown, the address (copyable), network and QR code. */
export const Usdt: Story = {
  beforeEach: withClipboard,
  args: { page: vmAt({ ready: 'counting' }, { info: usdt }) },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('region', { name: '支付金额' })).toHaveTextContent('¥1,000.00');
    await expect(screen.getByText('≈ 138.88 USDT')).toBeVisible();
    await expect(screen.getByRole('timer', { name: '剩余支付时间' })).toHaveTextContent('42:17');
    await userEvent.click(screen.getByRole('button', { name: '复制USDT地址' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalled());
    await expect(writeText).toHaveBeenLastCalledWith('TLobbyFakeTrc20Address7Qx9mK3pZ8vN2');
    await expect(screen.getByRole('img', { name: '付款二维码' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '充值完成' })).toHaveAttribute('href', '#/transRecord');
    await expect(screen.getByRole('link', { name: '资金明细' })).toHaveAttribute('href', '#/transRecord');
    await userEvent.click(screen.getByRole('button', { name: '联系客服' }));
    await expect(args.onOpenService).toHaveBeenCalled();
  },
};

/** The 60 minutes are over: the countdown stopped and the page says so. */
export const Expired: Story = {
  args: { page: vmAt({ ready: 'expired' }, { info: usdt, now: NOW + 60 * 60_000 }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText('订单已超时，请重新存款')).toBeVisible();
    await expect(screen.queryByRole('timer')).toBeNull();
  },
};

/** Alipay, WeChat or the gateway: the QR code, the payment URL (copyable) and the order number. */
export const Qr: Story = {
  args: {
    page: vmAt(
      { ready: 'counting' },
      {
        info: {
          ...usdt,
          payType: 'alipay',
          amount: 499,
          realMoney: 499,
          payTypeLabel: '支付宝',
          channel: { merchantId: 'lobby-alipay@example.com', content: '支付宝扫码', image: QR },
          url: 'https://pay.example.com/alipay?no=CZ2026112212000000123',
        },
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText('https://pay.example.com/alipay?no=CZ2026112212000000123')).toBeVisible();
    await expect(screen.getByRole('button', { name: '复制支付链接' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '复制订单号' })).toBeVisible();
    await expect(screen.queryByText(/USDT/)).toBeNull();
  },
};

/** A bank order: the receiving accounts, each field copyable. */
export const Bank: Story = {
  args: {
    page: vmAt(
      { ready: 'counting' },
      {
        info: {
          ...usdt,
          payType: 'bankpay',
          amount: 499,
          realMoney: 499,
          payTypeLabel: '银行卡',
          channel: null,
          qrcode: '',
          receivingAccounts: [
            {
              id: 1,
              bankName: '中国工商银行',
              number: '6212260200012345678',
              owner: '李明',
              address: '深圳市福田支行',
            },
          ],
        },
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const account = screen.getByRole('region', { name: '收款账户中国工商银行' });
    await expect(within(account).getAllByRole('button', { name: /^复制/ })).toHaveLength(4);
  },
};

/** The wallet-app token: 充值详情 with its number, fixed method and network, QR code, no countdown. */
export const AnToken: Story = {
  args: {
    page: vmAt(
      { ready: 'still' },
      { info: { ...usdt, payType: 'antoken', amount: 200, realMoney: 200, payTypeLabel: 'AnToken' } },
    ),
  },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: '充值详情', level: 1 })).toBeVisible();
    const detail = screen.getByRole('region', { name: '充值详情' });
    await expect(within(detail).getByText('AnToken', { exact: true })).toBeVisible();
    await expect(within(detail).getByText('TRC20', { exact: true })).toBeVisible();
    await expect(screen.queryByRole('timer')).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: '在线客服' }).at(-1) as HTMLElement);
    await expect(args.onOpenService).toHaveBeenCalled();
  },
};
