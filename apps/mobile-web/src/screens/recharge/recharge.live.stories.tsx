import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/recharge',
  ...liveMeta({ path: '/recharge', screen: 'recharge', clock: 'device' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** demo01 deposits 1000 by USDT: the estimate at 7.2, one order, then its payment page with the countdown. */
export const UsdtDeposit: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('radio', { name: 'USDT' }, { timeout: 10_000 }));
    await userEvent.type(screen.getByLabelText('存款金额', { selector: 'input' }), '1000');
    await expect(await screen.findByText('138.88')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '立即存款' }));
    await waitFor(() => expect(location.hash).toMatch(/^#\/payInfo\?deposit_no=CZ\d+$/), { timeout: 10_000 });
    await expect(await screen.findByRole('timer', { name: '剩余支付时间' }, { timeout: 10_000 })).toBeVisible();
    const demo = liveFake().store.userByName('demo01');
    const orderNo = decodeURIComponent(location.hash.split('deposit_no=')[1] ?? '');
    await expect(demo && liveFake().store.deposit(demo, orderNo)).toMatchObject({ amountCents: 100_000, state: 1 });
  },
};

/** The bank channel: the receiving accounts, the four fields checked in order before the amount. */
export const BankChannel: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('radio', { name: '网银转账' }, { timeout: 10_000 }));
    const accounts = await screen.findByRole('region', { name: '收款账户' }, { timeout: 10_000 });
    await expect(within(accounts).getByText('6212260200012345678')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '立即存款' }));
    await expect(await screen.findAllByText('请输入存款人姓名')).not.toHaveLength(0);
  },
};

/** The channels cannot be read (the toolbar's fault): why, with 重试. */
export const ChannelsFail: Story = {
  globals: { account: 'demo01', fault: 'code' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('系统繁忙，请稍后再试');
  },
};

/** A visitor is sent to log in first. */
export const LoggedOut: Story = {
  globals: { account: 'out' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', { name: '登录' }, { timeout: 10_000 })).toBeVisible();
  },
};
