import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/transfer',
  ...liveMeta({ path: '/transfer', screen: 'transfer' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor is asked to log in first (精彩内容等你来体验，快来登录吧！); OK leads to /login. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const prompt = await body.findByRole('alertdialog', {}, { timeout: 10_000 });
    await expect(prompt).toHaveTextContent('精彩内容等你来体验，快来登录吧！');
    await userEvent.click(within(prompt).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location.hash).toMatch(/^#\/login/));
  },
};

/**
 * demo01 moves 100 into AG真人, then 一键回收: the backend brings back the venue of the latest transfer in (AG真人, its
 * whole yuan) in its own words ("transfer success", read as 回收成功); the other venues keep their money.
 */
export const TransferAndRecover: Story = {
  tags: ['e2e-journey'],
  parameters: {
    e2e: 'transfer.e2e.ts › a transfer into a venue and recover-all: the latest venue comes back, what stays shows, every cent accounted for',
  },
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const list = await screen.findByRole('region', { name: '游戏钱包' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('¥520.00'), {
      timeout: 10_000,
    });
    await userEvent.click(screen.getByRole('button', { name: /^转入钱包/ }));
    const picker = await screen.findByRole('dialog', { name: '选择钱包' });
    await userEvent.click(within(picker).getByRole('button', { name: 'AG真人' }));
    await userEvent.type(screen.getByLabelText('转账金额', { selector: 'input' }), '100');
    await userEvent.click(screen.getByRole('button', { name: '立即转账' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('¥620.00'), {
      timeout: 10_000,
    });
    const others = within(list)
      .getAllByRole('listitem')
      .slice(2)
      .map((item) => item.textContent);
    await userEvent.click(screen.getByRole('button', { name: '一键回收' }));
    const recovered = await screen.findByText('回收成功', {}, { timeout: 10_000 });
    await waitFor(() => expect(recovered).toBeVisible());
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('¥0.00'), {
      timeout: 10_000,
    });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .slice(2)
        .map((item) => item.textContent),
    ).toEqual(others);
  },
};

/** The venue list fails: why, with 重试. */
export const ListFails: Story = {
  globals: { account: 'demo01', fault: 'code' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('系统繁忙，请稍后再试');
  },
};
