import {
  type AuthEvent,
  type AuthInput,
  type AuthToken,
  authMachine,
  CAPTCHA_CODES,
  type CallResult,
  captchaCodeAt,
  connectAuth,
  messages,
} from '@lobby/domain';
import { fail, ok } from '@lobby/domain/testing';
import { createToaster, ToastRegion } from '@lobby/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createActor, fromPromise } from 'xstate';
import { LoginView } from './login.view.tsx';

// Stories are built by driving the real machine with public events, so every state shown is one a player can reach.
const first = CAPTCHA_CODES[0] ?? 'A2b3';
const input = (mode: 0 | 1): AuthInput => ({ mode, pid: null, random: () => 0 });
const never = () => new Promise<CallResult<AuthToken>>(() => {});
const quiet = authMachine.provide({
  actors: { submitLogin: fromPromise(never), submitRegister: fromPromise(never) },
  actions: { notify: () => {}, authenticate: () => {} },
});

function vmAfter(mode: 0 | 1, events: AuthEvent[], machine = quiet) {
  const actor = createActor(machine, { input: input(mode) });
  actor.start();
  for (const event of events) actor.send(event);
  const vm = connectAuth(actor.getSnapshot(), actor.send);
  return { vm, captchaCode: captchaCodeAt(vm.captchaIndex) };
}

const change = (field: string, value: string | boolean) => ({ type: 'field.change', field, value }) as AuthEvent;
const validLogin = [change('name', 'demo01'), change('password', 'demo1234'), change('code', first)];
const validRegister = [
  change('name', 'player01'),
  change('password', 'abc12345'),
  change('confirmPass', 'abc12345'),
  change('realname', '张三'),
  change('paypassword', '123456'),
  change('code', first),
];

/** Replaces one field of the valid registration, then submits. */
function registerWith(field: string, value: string | boolean): AuthEvent[] {
  return [
    ...validRegister.filter((event) => !('field' in event) || event.field !== field),
    change(field, value),
    { type: 'submit' },
  ];
}

const meta = {
  title: 'Screens/Login',
  component: LoginView,
  parameters: { layout: 'fullscreen' },
  args: { onOpenService: fn(), ...vmAfter(0, []) },
} satisfies Meta<typeof LoginView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('button', { name: /^登录$/ })).toBeVisible();
    await expect(screen.getByLabelText('验证码')).toHaveAttribute('maxlength', '4');
  },
};

export const LoginFilled: Story = { args: vmAfter(0, validLogin) };

export const LoginMissingAccount: Story = {
  args: vmAfter(0, [{ type: 'submit' }]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages['login.required'])).toBeVisible();
  },
};

export const LoginMissingCaptcha: Story = {
  args: vmAfter(0, [change('name', 'demo01'), change('password', 'demo1234'), { type: 'submit' }]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages['login.captchaRequired'])).toBeVisible();
  },
};

export const LoginWrongCaptcha: Story = {
  args: vmAfter(0, [
    change('name', 'demo01'),
    change('password', 'demo1234'),
    change('code', 'zz99'),
    { type: 'submit' },
  ]),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText(messages['captcha.wrong'])).toBeVisible();
    await expect(screen.getByLabelText('验证码')).toHaveValue('');
  },
};

export const LoginSubmitting: Story = {
  args: vmAfter(0, [...validLogin, { type: 'submit' }]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /登录/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Register: Story = { args: vmAfter(1, []) };

export const RegisterFilled: Story = { args: vmAfter(1, validRegister) };

export const RegisterPasswordsShown: Story = { args: vmAfter(1, [...validRegister, { type: 'password.toggle' }]) };

const registerErrors: [string, string | boolean, keyof typeof messages][] = [
  ['agreed', false, 'register.agreement'],
  ['name', 'abc12', 'register.username'],
  ['password', 'abcdefgh', 'register.password'],
  ['confirmPass', 'abc12399', 'register.confirm'],
  ['realname', '张三3', 'register.realname'],
  ['paypassword', '12345', 'register.payPassword'],
  ['code', 'zz99', 'captcha.wrong'],
];

function registerErrorStory(field: string, value: string | boolean, key: keyof typeof messages): Story {
  return {
    args: vmAfter(1, registerWith(field, value)),
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByText(messages[key])).toBeVisible();
    },
  };
}

export const RegisterAgreementMissing = registerErrorStory(...(registerErrors[0] as (typeof registerErrors)[0]));
export const RegisterBadUsername = registerErrorStory(...(registerErrors[1] as (typeof registerErrors)[0]));
export const RegisterBadPassword = registerErrorStory(...(registerErrors[2] as (typeof registerErrors)[0]));
export const RegisterPasswordsDiffer = registerErrorStory(...(registerErrors[3] as (typeof registerErrors)[0]));
export const RegisterBadRealName = registerErrorStory(...(registerErrors[4] as (typeof registerErrors)[0]));
export const RegisterBadPayPassword = registerErrorStory(...(registerErrors[5] as (typeof registerErrors)[0]));
export const RegisterWrongCaptcha = registerErrorStory(...(registerErrors[6] as (typeof registerErrors)[0]));

export const RegisterSubmitting: Story = {
  args: vmAfter(1, [...validRegister, { type: 'submit' }]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /注册/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * The live machine with a fake server that refuses the login, and the app's toast region for `notify`: the
 * server's message shows and the form keeps what was typed.
 */
function LiveLogin({
  onOpenService,
  mode = 0,
  register = ok({ token: 't'.repeat(60) }),
}: {
  onOpenService: () => void;
  mode?: 0 | 1;
  register?: CallResult<AuthToken>;
}) {
  const toaster = useMemo(() => createToaster(), []);
  const machine = useMemo(
    () =>
      authMachine.provide({
        actors: {
          submitLogin: fromPromise(async () => fail('server', '用户名或密码错误')),
          submitRegister: fromPromise(async () => register),
        },
        actions: {
          notify: (_, params: { message: string }) => toaster.show(params.message, { kind: 'error' }),
          authenticate: () => {},
        },
      }),
    [toaster, register],
  );
  const [snapshot, send] = useMachine(machine, { input: input(mode) });
  const vm = connectAuth(snapshot, send);
  return (
    <>
      <LoginView vm={vm} captchaCode={captchaCodeAt(vm.captchaIndex)} onOpenService={onOpenService} />
      <ToastRegion toaster={toaster} />
    </>
  );
}

export const ServerError: Story = {
  render: (args) => <LiveLogin onOpenService={args.onOpenService} />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByLabelText('用户名'), 'demo01');
    await userEvent.type(screen.getByLabelText('密码'), 'demo1234');
    await userEvent.type(screen.getByLabelText('验证码'), first);
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    // The toast slides in, so wait until it has finished appearing; the words also stay beside the form.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('用户名或密码错误'));
    await expect(within(screen.getByRole('form', { name: '登录' })).getByRole('alert')).toHaveTextContent(
      '用户名或密码错误',
    );
    await expect(screen.getByLabelText('用户名')).toHaveValue('demo01');
  },
};

/**
 * The real backend's register refuses the spec's six-digit payment password (AuthController: min 8, 密码8到20位):
 * its words show beside the form and everything typed stays, but the captcha, which the next try reads anew.
 */
export const RegisterRefusedByServer: Story = {
  render: (args) => (
    <LiveLogin onOpenService={args.onOpenService} mode={1} register={fail('server', '密码8到20位', 1000)} />
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const typed = { 用户名: 'player01', 密码: 'abc12345', 确认密码: 'abc12345', 真实姓名: '张三', 支付密码: '123456' };
    for (const [label, value] of Object.entries(typed)) await userEvent.type(screen.getByLabelText(label), value);
    await userEvent.type(screen.getByLabelText('验证码'), first);
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    const form = screen.getByRole('form', { name: '注册' });
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('密码8到20位'));
    await expect(form).toHaveAccessibleDescription('密码8到20位');
    for (const [label, value] of Object.entries(typed)) await expect(screen.getByLabelText(label)).toHaveValue(value);
    await expect(screen.getByLabelText('验证码')).toHaveValue('');
  },
};

export const SwitchingModeClearsBothForms: Story = {
  render: (args) => <LiveLogin onOpenService={args.onOpenService} />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByLabelText('用户名'), 'demo01');
    await userEvent.click(screen.getByRole('button', { name: '显示密码' }));
    await userEvent.click(screen.getByRole('button', { name: '立即注册' }));
    await expect(screen.getByRole('button', { name: '注册' })).toBeVisible();
    await expect(screen.getByLabelText('用户名')).toHaveValue('');
    await expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
  },
};
