import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/hongbao',
  ...liveMeta({ path: '/hongbao', screen: 'hongbao' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** demo01 grabs one red packet: the won popup with its amount; after 确定 the counts have moved on. */
export const GrabOne: Story = {
  tags: ['e2e-journey'],
  parameters: {
    e2e: 'rewards.e2e.ts › a player grabs red packets until the insufficient popup, which sends nothing and offers 立即充值',
  },
  globals: { account: 'demo01' },
  play: async ({ canvas }) => {
    const counts = await canvas.findByRole('region', { name: '抢红包次数' }, { timeout: 10_000 });
    await waitFor(() => expect(counts).toHaveTextContent(/剩余次数[1-9]/), { timeout: 10_000 });
    const before = Number(/剩余次数(\d+)/.exec(counts.textContent ?? '')?.[1]);
    await userEvent.click(canvas.getByRole('button', { name: '立即抢红包' }));
    const popup = await canvas.findByRole('dialog', { name: '恭喜您抢到红包' }, { timeout: 10_000 });
    await expect(popup).toHaveTextContent(/¥\d+\.\d{2}/);
    await userEvent.click(within(popup).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(counts).toHaveTextContent(`剩余次数${before - 1}`), { timeout: 10_000 });
  },
};

/** The server refuses the grab: its words in the insufficient popup, with 立即充值. */
export const GrabRefused: Story = {
  tags: ['e2e-journey'],
  parameters: {
    e2e: 'rewards.e2e.ts › a grab the server refuses shows its words in the popup; a failed request says 服务器异常，请稍后再试',
  },
  globals: { account: 'demo01' },
  play: async ({ canvas }) => {
    const counts = await canvas.findByRole('region', { name: '抢红包次数' }, { timeout: 10_000 });
    await waitFor(() => expect(counts).toHaveTextContent(/剩余次数[1-9]/), { timeout: 10_000 });
    liveFake().scenarios.set('/api/douserredpacket', { kind: 'code', code: 203, message: '今日抢红包次数已用完' });
    await userEvent.click(canvas.getByRole('button', { name: '立即抢红包' }));
    const popup = await canvas.findByRole('dialog', { name: '温馨提示' }, { timeout: 10_000 });
    await expect(within(popup).getByRole('alert')).toHaveTextContent('今日抢红包次数已用完');
    await expect(within(popup).getByRole('link', { name: '立即充值' })).toBeVisible();
  },
};

/** The status is refused: the reason with 重试, which loads it once the fault is gone. */
export const Refused: Story = {
  globals: { account: 'demo01', fault: 'code' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('系统繁忙，请稍后再试');
    liveFake().scenarios.clear();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(await canvas.findByRole('button', { name: '立即抢红包' }, { timeout: 10_000 })).toBeVisible();
  },
};
