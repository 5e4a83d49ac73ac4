import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RealityCheckView } from './reality-check.view.tsx';

const meta = {
  title: 'Shell/RealityCheck',
  component: RealityCheckView,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    title: '现实检查',
    elapsed: '您本次已登录 1小时05分',
    result: '本次登录以来：投注 ¥1,250.30，派彩 ¥980.10，输赢 -¥270.20',
    continueLabel: '继续',
    recordsLabel: '查看投注记录',
    logoutLabel: '退出登录',
    toolsLabel: '调整提醒间隔、存款限额或暂停',
    onContinue: fn(),
    onTools: fn(),
    onRecords: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof RealityCheckView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Due, with the session's result: a modal alertdialog, 继续 focused; each button says what it does. */
export const WithResult: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const check = await body.findByRole('alertdialog', { name: '现实检查' });
    await expect(check).toHaveTextContent('您本次已登录 1小时05分');
    await expect(check).toHaveTextContent('输赢 -¥270.20');
    await expect(within(check).getByRole('button', { name: '继续' })).toHaveFocus();
    await userEvent.click(within(check).getByRole('button', { name: '查看投注记录' }));
    await expect(args.onRecords).toHaveBeenCalledOnce();
    await userEvent.click(within(check).getByRole('button', { name: '调整提醒间隔、存款限额或暂停' }));
    await expect(args.onTools).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** The result is being read from the bet records. */
export const Reading: Story = {
  args: { result: '正在读取本次登录以来的投注记录…' },
  play: async ({ canvasElement }) => {
    const check = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(check).toHaveTextContent('正在读取本次登录以来的投注记录…');
  },
};

/** The records could not be read: it says so rather than show ¥0.00. */
export const Unreadable: Story = {
  args: { result: '暂时无法读取本次登录以来的投注记录，输赢未能统计' },
  play: async ({ args, canvasElement }) => {
    const check = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(check).toHaveTextContent('输赢未能统计');
    await expect(check).not.toHaveTextContent('¥0.00');
    await userEvent.click(within(check).getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
