import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/betRecord',
  ...liveMeta({ path: '/betRecord', screen: 'betRecord' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * demo01's bets of this month, then the button row's 近7日 (today may have none yet just after midnight in
 * Beijing), the popup's 近15日, and one venue.
 */
export const Filters: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const list = await screen.findByRole('region', { name: '投注记录' }, { timeout: 10_000 });
    const first = await within(list).findAllByText(/^注单号 /, {}, { timeout: 10_000 });
    await expect(first.length).toBeGreaterThan(0);
    const dates = screen.getByRole('group', { name: '日期' });
    await userEvent.click(within(dates).getByRole('button', { name: '近7日' }));
    await expect(within(dates).getByRole('button', { name: '近7日' })).toHaveAttribute('aria-pressed', 'true');
    await within(list).findAllByText(/^注单号 /, {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: /^更多日期/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '更多日期' })).getByRole('button', { name: '近15日' }),
    );
    await expect(screen.getByRole('button', { name: '更多日期 近15日' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^游戏平台/ }));
    const venues = await screen.findByRole('dialog', { name: '游戏平台' });
    await userEvent.click(await within(venues).findByRole('button', { name: /^PG电子/ }, { timeout: 10_000 }));
    await waitFor(
      () => {
        const rows = within(list).getAllByRole('listitem');
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(row).toHaveTextContent('PG电子');
      },
      { timeout: 10_000 },
    );
  },
};

/** The server refuses the bets: the reason shows with 重试, which loads them once the fault is gone. */
export const Refused: Story = {
  globals: { account: 'demo01', fault: 'code' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('系统繁忙，请稍后再试');
    liveFake().scenarios.clear();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    const list = await screen.findByRole('region', { name: '投注记录' });
    await expect((await within(list).findAllByRole('listitem', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
  },
};
