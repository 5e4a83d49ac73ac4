import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/applyagent',
  ...liveMeta({ path: '/applyagent', screen: 'applyAgent' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for a toast (or any text) to be found and then to finish fading in. */
async function shows(found: Promise<HTMLElement>) {
  const element = await found;
  await waitFor(() => expect(element).toBeVisible());
}

/** A visitor is sent to log in first. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', { name: '登录' })).toBeVisible();
  },
};

/** demo01 applies: a bad mobile first, then 申请成功, then a second application is refused (您已申请过代理). */
export const Apply: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const mobile = await screen.findByLabelText('联系电话', { selector: 'input' });
    await waitFor(() => expect(mobile).toHaveValue('13800138000'));
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '1234');
    await userEvent.type(screen.getByLabelText('申请理由'), '我有稳定的推广渠道');
    await userEvent.click(screen.getByRole('button', { name: '立即加入' }));
    await expect(mobile).toHaveAccessibleDescription('请输入正确手机号');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '立即加入' }));
    await shows(screen.findByText('申请成功', {}, { timeout: 10_000 }));
    await expect(liveFake().store.userByName('demo01')?.agentApplication?.info).toBe('我有稳定的推广渠道');
    await userEvent.click(screen.getByRole('button', { name: '立即加入' }));
    await shows(screen.findByText('您已申请过代理', {}, { timeout: 10_000 }));
  },
};

/** The server refuses: its words in a toast, the reason kept. */
export const ServerError: Story = {
  globals: { account: 'demo01', fault: 'code' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const mobile = await screen.findByLabelText('联系电话', { selector: 'input' });
    await waitFor(() => expect(mobile).toHaveValue('13800138000'));
    await userEvent.type(screen.getByLabelText('申请理由'), '我有稳定的推广渠道');
    await userEvent.click(screen.getByRole('button', { name: '立即加入' }));
    await shows(screen.findByText('系统繁忙，请稍后再试', {}, { timeout: 10_000 }));
    await expect(screen.getByLabelText('申请理由')).toHaveValue('我有稳定的推广渠道');
  },
};
