import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';
import { navigate } from '../../ground/routing/hash-location.ts';

const meta = {
  title: 'Live/payInfo',
  ...liveMeta({ path: '/payInfo?deposit_no=CZ-unknown', screen: 'payInfo', clock: 'device' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An order number the player does not have: the server's words, with 重试. */
export const UnknownOrder: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('订单不存在');
  },
};

/** demo01's new USDT order on ERC20: the amount, about in USDT, the countdown, the address and network. */
export const UsdtOrder: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const { store } = liveFake();
    const demo = store.userByName('demo01');
    if (!demo) throw new Error('no demo01 in the seed');
    const made = store.createDeposit(demo, {
      payType: 'usdt',
      amountCents: 72_000,
      protocol: 'ERC20',
      bank: '',
      bankNo: '',
      bankOwner: '',
      bankAddress: '',
    });
    if (!made.ok) throw new Error(made.message);
    navigate(`/payInfo?deposit_no=${made.deposit.orderNo}`);
    await expect(await screen.findByText('≈ 100.00 USDT', {}, { timeout: 10_000 })).toBeVisible();
    await expect(screen.getByRole('timer', { name: '剩余支付时间' })).toHaveTextContent(/^(59:[0-5]\d|60:00)$/);
    await expect(screen.getByText('ERC20', { exact: true })).toBeVisible();
  },
};
