import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/transRecord',
  ...liveMeta({ path: '/transRecord?type=1', screen: 'transRecord' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** demo01's deposits and withdrawals with their order numbers, then the transfers in without. */
export const Tabs: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const deposits = await screen.findByRole('region', { name: '存款记录' }, { timeout: 10_000 });
    await expect((await within(deposits).findAllByText(/^订单号 /, {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('tab', { name: '取款' }));
    const withdrawals = await screen.findByRole('region', { name: '取款记录' }, { timeout: 10_000 });
    await expect((await within(withdrawals).findAllByText(/^订单号 /, {}, { timeout: 10_000 })).length).toBeGreaterThan(
      0,
    );
    await userEvent.click(screen.getByRole('tab', { name: '转入' }));
    const transfers = await screen.findByRole('region', { name: '转入记录' }, { timeout: 10_000 });
    const rows = await within(transfers).findAllByRole('listitem', {}, { timeout: 10_000 });
    await expect(rows[0]).toHaveTextContent(/成功|失败|待结算|未定义/);
    await expect(within(transfers).queryByText(/^订单号 /)).toBeNull();
  },
};

/** The server refuses the list: the reason shows with 重试, which loads it once the fault is gone. */
export const Refused: Story = {
  globals: { account: 'demo01', fault: 'code' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('系统繁忙，请稍后再试');
    liveFake().scenarios.clear();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    const list = await screen.findByRole('region', { name: '存款记录' });
    await expect((await within(list).findAllByRole('listitem', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
  },
};
