import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/addUsdtCard',
  ...liveMeta({ path: '/addUsdtCard', screen: 'addUsdtCard' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** demo01 adds a TRC20 address: the server's message, then the USDT wallets list holds it. */
export const AddAddress: Story = {
  tags: ['e2e-journey'],
  parameters: { e2e: 'member-accounts.e2e.ts › a player adds a USDT address on its own page and finds it in the list' },
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: '添加虚拟币地址' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('USDT地址', { selector: 'input' }), 'TLiveUsdt000011112222333344445555');
    await userEvent.type(screen.getByLabelText('支付密码', { selector: 'input' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    const toast = await screen.findByText('绑定成功', {}, { timeout: 10_000 });
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(location.hash).toBe('#/wallet?type=2'), { timeout: 10_000 });
    await expect(
      await screen.findByRole('button', { name: '删除USDT地址（尾号5555）' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** A wrong payment password: the server's refusal toasted, every value kept. */
export const WrongPassword: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const address = await screen.findByLabelText('USDT地址', { selector: 'input' });
    await userEvent.type(address, 'TLiveUsdt000011112222333344446666');
    await userEvent.type(screen.getByLabelText('支付密码', { selector: 'input' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    const toast = await screen.findByText('支付密码错误', {}, { timeout: 10_000 });
    await waitFor(() => expect(toast).toBeVisible());
    await expect(address).toHaveValue('TLiveUsdt000011112222333344446666');
  },
};

/** The bind call fails with the server's message: toasted, the page stays. */
export const ServerError: Story = {
  globals: { account: 'demo01', fault: 'code' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(await screen.findByLabelText('USDT地址', { selector: 'input' }), 'TLiveUsdt0000111122223333');
    await userEvent.type(screen.getByLabelText('支付密码', { selector: 'input' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    const toast = await screen.findByText('系统繁忙，请稍后再试', {}, { timeout: 10_000 });
    await waitFor(() => expect(toast).toBeVisible());
    await expect(location.hash).toBe('#/addUsdtCard');
  },
};
