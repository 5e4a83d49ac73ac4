import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';
import { LONG_PAY_PASSWORD } from '../../wiring/member/member-form.stories-support.ts';

const meta = {
  title: 'Live/password',
  ...liveMeta({ path: '/password?type=2', screen: 'payPassword' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for a toast (or any text) to be found and then to finish fading in. */
async function shows(found: Promise<HTMLElement>) {
  const element = await found;
  await waitFor(() => expect(element).toBeVisible());
}

/** The live fake's store and demo01 in it: passwords are kept hashed there, so a story asks whether one matches. */
function demo01() {
  const { store } = liveFake();
  const user = store.userByName('demo01');
  if (!user) throw new Error('demo01 is not in the live fake');
  return { store, user };
}

async function fill(canvasElement: HTMLElement, current: string, next: string, confirm = next) {
  const screen = within(canvasElement);
  await userEvent.type(await screen.findByLabelText('旧密码', { selector: 'input' }), current);
  await userEvent.type(screen.getByLabelText('新密码', { selector: 'input' }), next);
  await userEvent.type(screen.getByLabelText('确认密码', { selector: 'input' }), confirm);
  await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
}

/** demo01 changes the payment password (123456 in the seed): 密码修改成功！ in an alert, the form emptied. */
export const ChangePayPassword: Story = {
  tags: ['e2e-journey'],
  parameters: {
    e2e: 'member-forms.e2e.ts › the payment password: six digits only, a wrong rule named beside its field, then a change confirmed and the form emptied',
  },
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await fill(canvasElement, '123456', '654321');
    const alert = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('密码修改成功！');
    await userEvent.click(within(alert).getByRole('button', { name: '确定' }));
    for (const label of ['旧密码', '新密码', '确认密码']) {
      await expect(screen.getByLabelText(label, { selector: 'input' })).toHaveValue('');
    }
    const { store, user } = demo01();
    await expect(store.payPasswordMatches(user, '654321')).toBe(true);
    await expect(store.payPasswordMatches(user, '123456')).toBe(false);
  },
};

/** demo01 changes the login password: 密码修改成功！, the session ends and the app is on /login. */
export const ChangeLoginPassword: Story = {
  tags: ['e2e-journey'],
  globals: { account: 'demo01' },
  parameters: {
    e2e: 'member-forms.e2e.ts › the login password: a change ends the session on /login and the new password signs in',
    live: { path: '/password?type=1', screen: 'loginPassword' },
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: '修改登录密码' })).toBeVisible();
    await fill(canvasElement, 'demo1234', 'new12345');
    await shows(screen.findByText('密码修改成功！', {}, { timeout: 10_000 }));
    await waitFor(() => expect(location.hash).toBe('#/login'), { timeout: 10_000 });
    await expect(await screen.findByRole('form', { name: '登录' })).toBeVisible();
    await expect(sessionStorage.getItem('token')).toBeNull();
    const { store, user } = demo01();
    await expect(store.passwordMatches(user, 'new12345')).toBe(true);
    await expect(store.passwordMatches(user, 'demo1234')).toBe(false);
  },
};

/** A wrong current payment password: the server's refusal in a toast, everything typed kept. */
export const WrongCurrent: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await fill(canvasElement, '111111', '654321');
    await shows(screen.findByText('原支付密码错误', {}, { timeout: 10_000 }));
    await expect(screen.getByLabelText('旧密码', { selector: 'input' })).toHaveValue('111111');
  },
};

/** No network: a Chinese message, nothing lost. */
export const Offline: Story = {
  globals: { account: 'demo01', fault: 'offline' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await fill(canvasElement, '123456', '654321');
    await shows(screen.findByText('网络异常，请检查网络后重试！', {}, { timeout: 10_000 }));
    await expect(screen.getByLabelText('新密码', { selector: 'input' })).toHaveValue('654321');
  },
};

/**
 * A player whose payment password is the 8+ characters they chose on the platform (set in the fake) changes it to
 * six digits: the current one is taken whole, 密码修改成功！, and the server holds the new one.
 */
export const ChangeLongPayPassword: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const { store, user } = demo01();
    if (!store.changePayPassword(user, '123456', LONG_PAY_PASSWORD).ok) throw new Error('demo01 not set');
    const screen = within(canvasElement);
    await fill(canvasElement, LONG_PAY_PASSWORD, '654321');
    const alert = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('密码修改成功！');
    await expect(store.payPasswordMatches(user, '654321')).toBe(true);
  },
};
