import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/userInfo',
  ...liveMeta({ path: '/userInfo', screen: 'userInfo' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for a toast (or any text) to be found and then to finish fading in. */
async function shows(found: Promise<HTMLElement>) {
  const element = await found;
  await waitFor(() => expect(element).toBeVisible());
}

/** A visitor is sent to log in, with the profile as where to come back to. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', { name: '登录' })).toBeVisible();
    await expect(location.hash).toBe(`#/login?redirect=${encodeURIComponent('/userInfo')}`);
  },
};

/** demo01 edits the profile: prefilled from the session, a bad mobile beside its field, then 操作成功 and saved. */
export const Save: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const mobile = await screen.findByLabelText('手机号', { selector: 'input' });
    await waitFor(() => expect(mobile).toHaveValue('13800138000'));
    await expect(screen.getByLabelText('生日', { selector: 'input' })).toHaveValue('1990-05-20');
    await expect(screen.getByText('张三')).toBeVisible();
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '12345');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await expect(mobile).toHaveAccessibleDescription('请输入正确手机号');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '13912345678');
    const email = screen.getByLabelText('邮箱', { selector: 'input' });
    await userEvent.clear(email);
    await userEvent.type(email, 'player@example.com');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await shows(screen.findByText('操作成功', {}, { timeout: 10_000 }));
    const saved = liveFake().store.userByName('demo01');
    await expect(saved?.mobile).toBe('13912345678');
    await expect(saved?.email).toBe('player@example.com');
    await expect(mobile).toHaveValue('13912345678');
  },
};

/** The save is refused: the server's words in a toast, everything typed kept. */
export const ServerError: Story = {
  globals: { account: 'demo01', fault: 'code' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const email = await screen.findByLabelText('邮箱', { selector: 'input' });
    await waitFor(() => expect(email).toHaveValue('demo01@example.com'));
    await userEvent.clear(email);
    await userEvent.type(email, 'player@example.com');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await shows(screen.findByText('系统繁忙，请稍后再试', {}, { timeout: 10_000 }));
    await expect(email).toHaveValue('player@example.com');
    await expect(liveFake().store.userByName('demo01')?.email).toBe('demo01@example.com');
  },
};
