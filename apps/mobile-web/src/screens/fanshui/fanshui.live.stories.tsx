import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/fanshui',
  ...liveMeta({ path: '/fanshui', screen: 'fanshui' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The summary's figure for a label, as shown (e.g. ¥15.58). */
const figureOf = (summary: HTMLElement, label: string) =>
  within(summary).getByText(label).nextElementSibling?.textContent ?? '';

/** demo01 claims: the pending sum goes to ¥0.00 and the rows lose 未领取; a second tap is 暂无领取额度！. */
export const ClaimTwice: Story = {
  tags: ['e2e-journey'],
  parameters: {
    e2e: 'rewards.e2e.ts › a player claims the rebates once; a second tap says 暂无领取额度！ and sends nothing',
  },
  globals: { account: 'demo01' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('region', { name: '返水列表' }, { timeout: 10_000 });
    await within(list).findAllByRole('listitem', {}, { timeout: 10_000 });
    const summary = canvas.getByRole('region', { name: '返水汇总' });
    await waitFor(() => expect(figureOf(summary, '待领取返水')).not.toBe('¥0.00'));
    await expect(within(list).getAllByText('未领取').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: '点击领取' }));
    await waitFor(() => expect(figureOf(summary, '待领取返水')).toBe('¥0.00'), { timeout: 10_000 });
    await waitFor(() => expect(within(list).queryAllByText('未领取')).toHaveLength(0), { timeout: 10_000 });
    // Toasts fade in: wait until they show.
    await waitFor(() => expect(canvas.getByText('成功领取')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '点击领取' }));
    await waitFor(() => expect(canvas.getByText('暂无领取额度！')).toBeVisible());
  },
};

/** The server refuses the rebates: the reason with 重试, which loads them once the fault is gone. */
export const Refused: Story = {
  globals: { account: 'demo01', fault: 'code' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('系统繁忙，请稍后再试');
    liveFake().scenarios.clear();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    const list = await canvas.findByRole('region', { name: '返水列表' });
    await expect((await within(list).findAllByRole('listitem', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
  },
};
