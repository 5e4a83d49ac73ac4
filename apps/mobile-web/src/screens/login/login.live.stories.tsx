import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { captchaAnswer, liveFake, liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/login',
  ...liveMeta({ path: '/login', screen: 'login' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Log in as demo01 with the captcha's answer: the app lands home with demo01's balance. */
export const LogIn: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(await screen.findByLabelText('用户名', { selector: 'input' }), 'demo01');
    await userEvent.type(screen.getByLabelText('密码', { selector: 'input' }), 'demo1234');
    await userEvent.type(screen.getByLabelText('验证码', { selector: 'input' }), captchaAnswer(canvasElement));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    const account = await screen.findByRole('region', { name: '账户' }, { timeout: 10_000 });
    await expect(await within(account).findByText('demo01')).toBeVisible();
    await expect(await within(account).findByText('¥8,888.00')).toBeVisible();
    await expect(location.hash).toBe('#/');
  },
};

/**
 * Register on the backend's terms (the fake's real kind, as AuthController::register: payment password min 8): the
 * app registers with a one-time payment password, sets the player's six digits through editPayPassword with the
 * new token, and only then lands home signed in. The six digits are the payment password.
 */
export const RegisterOnTheBackend: Story = {
  parameters: { live: { path: '/login?type=1', screen: 'register' } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const typed = { 用户名: 'story02', 密码: 'abc12345', 确认密码: 'abc12345', 真实姓名: '李四', 支付密码: '135790' };
    await screen.findByLabelText('用户名', { selector: 'input' });
    for (const [label, value] of Object.entries(typed)) {
      await userEvent.type(screen.getByLabelText(label, { selector: 'input' }), value);
    }
    await userEvent.type(screen.getByLabelText('验证码', { selector: 'input' }), captchaAnswer(canvasElement));
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    const account = await screen.findByRole('region', { name: '账户' }, { timeout: 10_000 });
    await expect(await within(account).findByText('story02')).toBeVisible();
    const player = liveFake().store.userByName('story02');
    await expect(player).toBeTruthy();
    await expect(player && liveFake().store.payPasswordMatches(player, '135790')).toBe(true);
  },
};

/** Register on the spec's platform (the fake's spec kind): the account is kept and the app lands home signed in. */
export const Register: Story = {
  parameters: { live: { path: '/login?type=1', screen: 'register', kind: 'spec' } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(await screen.findByLabelText('用户名', { selector: 'input' }), 'story01');
    await userEvent.type(screen.getByLabelText('密码', { selector: 'input' }), 'abc12345');
    await userEvent.type(screen.getByLabelText('确认密码', { selector: 'input' }), 'abc12345');
    await userEvent.type(screen.getByLabelText('真实姓名', { selector: 'input' }), '李四');
    await userEvent.type(screen.getByLabelText('支付密码', { selector: 'input' }), '123456');
    await userEvent.type(screen.getByLabelText('验证码', { selector: 'input' }), captchaAnswer(canvasElement));
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    const account = await screen.findByRole('region', { name: '账户' }, { timeout: 10_000 });
    await expect(await within(account).findByText('story01')).toBeVisible();
    await expect(liveFake().store.userByName('story01')).toBeTruthy();
  },
};

/**
 * frozen01 is disabled: the backend lets them log in, then refuses every signed-in call (HTTP 403). The app signs
 * them out with the disabled-player message, and the form works again for the next try (demo01 lands home).
 */
export const BlockedPlayerTriesAgain: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(await screen.findByLabelText('用户名', { selector: 'input' }), 'frozen01');
    await userEvent.type(screen.getByLabelText('密码', { selector: 'input' }), 'demo1234');
    await userEvent.type(screen.getByLabelText('验证码', { selector: 'input' }), captchaAnswer(canvasElement));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    const alert = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('该用户已被禁用，请联系管理员！');
    await userEvent.click(within(alert).getByRole('button', { name: '确定' }));
    await expect(location.hash).toBe('#/login');
    await userEvent.type(await screen.findByLabelText('用户名', { selector: 'input' }), 'demo01');
    await userEvent.type(screen.getByLabelText('密码', { selector: 'input' }), 'demo1234');
    await userEvent.type(screen.getByLabelText('验证码', { selector: 'input' }), captchaAnswer(canvasElement));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    const account = await screen.findByRole('region', { name: '账户' }, { timeout: 10_000 });
    await expect(await within(account).findByText('demo01')).toBeVisible();
  },
};

/** The login call fails with the server's message: a toast says it, and the form keeps what was typed. */
export const ServerError: Story = {
  globals: { fault: 'code' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const username = await screen.findByLabelText('用户名', { selector: 'input' });
    await userEvent.type(username, 'demo01');
    await userEvent.type(screen.getByLabelText('密码', { selector: 'input' }), 'demo1234');
    await userEvent.type(screen.getByLabelText('验证码', { selector: 'input' }), captchaAnswer(canvasElement));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    const toast = await screen.findByText('系统繁忙，请稍后再试', {}, { timeout: 10_000 });
    await waitFor(() => expect(toast).toBeVisible());
    await expect(username).toHaveValue('demo01');
    await expect(location.hash).toBe('#/login');
  },
};

/** No network: the login says so in Chinese and nothing else changes. */
export const Offline: Story = {
  globals: { fault: 'offline' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(await screen.findByLabelText('用户名', { selector: 'input' }), 'demo01');
    await userEvent.type(screen.getByLabelText('密码', { selector: 'input' }), 'demo1234');
    await userEvent.type(screen.getByLabelText('验证码', { selector: 'input' }), captchaAnswer(canvasElement));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    const toast = await screen.findByText('网络异常，请检查网络后重试！', {}, { timeout: 10_000 });
    await waitFor(() => expect(toast).toBeVisible());
  },
};
