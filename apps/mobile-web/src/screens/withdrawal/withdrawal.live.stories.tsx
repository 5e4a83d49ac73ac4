import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';
import { LONG_PAY_PASSWORD } from '../../wiring/member/member-form.stories-support.ts';

const meta = {
  title: 'Live/withdrawal',
  ...liveMeta({ path: '/withdrawal', screen: 'withdrawal' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor is sent to log in first. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', { name: '登录' })).toBeVisible();
    await waitFor(() => expect(location.hash).toMatch(/^#\/login\?redirect=/));
  },
};

/** demo01 tries 99 (refused before any call), then withdraws 100 to a card. */
export const Withdraw: Story = {
  tags: ['e2e-journey'],
  parameters: {
    e2e: 'withdrawal.e2e.ts › the checks come in order, 99 is refused before any call, 100 leaves the wallet with exactly 100 less',
  },
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await screen.findByRole('form', { name: '取款' });
    await userEvent.click(within(form).getByRole('button', { name: /^选择银行卡/ }));
    const picker = await body.findByRole('dialog', { name: '选择银行卡' });
    const first = await within(picker).findAllByRole('button', { name: /尾号/ }, { timeout: 10_000 });
    await userEvent.click(first[0] as HTMLElement);
    await userEvent.type(screen.getByLabelText('取款金额', { selector: 'input' }), '99');
    await userEvent.type(screen.getByLabelText('支付密码', { selector: 'input' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: '立即取款' }));
    await expect(await screen.findAllByText('单笔取款不能低于100元')).not.toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('取款金额', { selector: 'input' }));
    await userEvent.type(screen.getByLabelText('取款金额', { selector: 'input' }), '100');
    await userEvent.click(screen.getByRole('button', { name: '立即取款' }));
    const done = await screen.findByText('提交成功，等待后台审核', {}, { timeout: 10_000 });
    await waitFor(() => expect(done).toBeVisible());
  },
};

/** The turnover call fails: why, with 重试. */
export const TurnoverFails: Story = {
  globals: { account: 'demo01', fault: 'code' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('打码量读取失败');
  },
};

/**
 * demo01 with the 8+ character payment password a player chose on the platform (set in the fake, whose own seed
 * is 123456) withdraws 100: the field keeps the password whole and the server takes it.
 */
export const WithdrawWithLongPayPassword: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const { store } = liveFake();
    const demo = store.userByName('demo01');
    if (!demo || !store.changePayPassword(demo, '123456', LONG_PAY_PASSWORD).ok) throw new Error('demo01 not set');
    const screen = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await screen.findByRole('form', { name: '取款' });
    await userEvent.click(within(form).getByRole('button', { name: /^选择银行卡/ }));
    const picker = await body.findByRole('dialog', { name: '选择银行卡' });
    const first = await within(picker).findAllByRole('button', { name: /尾号/ }, { timeout: 10_000 });
    await userEvent.click(first[0] as HTMLElement);
    await userEvent.type(screen.getByLabelText('取款金额', { selector: 'input' }), '100');
    const password = screen.getByLabelText('支付密码', { selector: 'input' });
    await userEvent.type(password, LONG_PAY_PASSWORD);
    await expect(password).toHaveValue(LONG_PAY_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: '立即取款' }));
    const done = await screen.findByText('提交成功，等待后台审核', {}, { timeout: 10_000 });
    await waitFor(() => expect(done).toBeVisible());
  },
};
