import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/activityRecord',
  ...liveMeta({ path: '/activityRecord', screen: 'activityRecord' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** demo01's twelve applications, read to 没有更多 over two pages, each with its status label. */
export const ReadToEnd: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('region', { name: '活动申请' }, { timeout: 10_000 });
    await within(list).findAllByRole('listitem', {}, { timeout: 10_000 });
    await waitFor(
      () => {
        const rows = within(list).getAllByRole('listitem');
        rows[rows.length - 1]?.scrollIntoView();
        expect(within(list).getByText('没有更多')).toBeVisible();
      },
      { timeout: 15_000 },
    );
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await expect(within(list).getAllByText(/待审核|审核通过|审核拒绝/).length).toBe(12);
  },
};

/** The server refuses the list: the reason with 重试, which loads it once the fault is gone. */
export const Refused: Story = {
  globals: { account: 'demo01', fault: 'code' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('系统繁忙，请稍后再试');
    liveFake().scenarios.clear();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    const list = await canvas.findByRole('region', { name: '活动申请' });
    await expect((await within(list).findAllByRole('listitem', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
  },
};
