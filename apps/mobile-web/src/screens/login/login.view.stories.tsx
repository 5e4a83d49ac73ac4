import {
  type AuthEvent,
  type AuthInput,
  type AuthToken,
  authMachine,
  connectAuth,
  type PayPasswordChange,
  type PendingRegistration,
} from '@lobby/domain/auth';
import { CAPTCHA_CODES, captchaCodeAt } from '@lobby/domain/captcha';
import { messages } from '@lobby/domain/messages';
import type { CallResult } from '@lobby/domain/result';
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
const input = (mode: 0 | 1, pending: PendingRegistration | null = null): AuthInput => ({
  mode,
  pid: null,
  random: () => 0,
  randomBytes: (count) => new Uint8Array(count),
  pending,
});
const never = () => new Promise<CallResult<AuthToken>>(() => {});
const quiet = authMachine.provide({
  actors: {
    submitLogin: fromPromise(never),
    submitRegister: fromPromise(never),
    setPayPassword: fromPromise<CallResult<unknown>, PayPasswordChange>(() => new Promise(() => {})),
  },
  actions: { notify: () => {}, authenticate: () => {} },
});

/** A registration this tab made whose payment password is not set yet (kept through a reload). */
const PENDING: PendingRegistration = { name: 'player01', token: 't'.repeat(60), candidates: ['one-time-password'] };

function vmAfter(mode: 0 | 1, events: AuthEvent[], machine = quiet, pending: PendingRegistration | null = null) {
  const actor = createActor(machine, { input: input(mode, pending) });
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
    await expect(screen.getByLabelText('用户名')).toHaveAttribute('maxlength', '32');
  },
};

export const LoginFilled: Story = { args: vmAfter(0, validLogin) };

/** The toolbar's 繁體中文 (issue #33): the form as the Traditional build words it, what was typed left as typed. */
export const LoginTraditional: Story = {
  globals: { locale: 'hant' },
  args: vmAfter(0, [change('name', 'demo01'), { type: 'submit' }]),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('button', { name: /^登入$/ })).toBeVisible();
    await expect(screen.getByLabelText('使用者名稱')).toHaveValue('demo01');
    await expect(screen.getByText('請輸入您的帳號和密碼！')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'zh-Hant');
  },
};

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

export const Register: Story = {
  args: vmAfter(1, []),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // The lengths the registration rules give (AUTH_LIMITS), through the view model.
    await expect(screen.getByLabelText('用户名')).toHaveAttribute('maxlength', '10');
    await expect(screen.getByLabelText('支付密码')).toHaveAttribute('maxlength', '6');
    await expect(screen.getByLabelText('验证码')).toHaveAttribute('maxlength', '4');
  },
};

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

/** This tab registered player01 but its payment password is not set yet: a submit with that name only sets it. */
export const RegisterPending: Story = {
  args: vmAfter(1, [], quiet, PENDING),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('账号 player01 已注册，再次点击注册将只设置支付密码')).toBeVisible();
  },
};

/** The account exists; the player's six digits are being set (registration's second step). */
export const RegisterSettingPayPassword: Story = {
  args: vmAfter(1, [...validRegister, { type: 'submit' }], quiet, PENDING),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('status')).toHaveTextContent('注册成功，正在设置支付密码…');
    await expect(screen.getByRole('button', { name: /注册/ })).toHaveAttribute('aria-busy', 'true');
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
  payPassword = ok(null),
}: {
  onOpenService: () => void;
  mode?: 0 | 1;
  register?: CallResult<AuthToken>;
  payPassword?: CallResult<unknown>;
}) {
  const toaster = useMemo(() => createToaster(), []);
  const machine = useMemo(
    () =>
      authMachine.provide({
        actors: {
          submitLogin: fromPromise(async () => fail('server', '用户名或密码错误')),
          submitRegister: fromPromise(async () => register),
          setPayPassword: fromPromise<CallResult<unknown>, PayPasswordChange>(async () => payPassword),
        },
        actions: {
          notify: (_, params: { message: string }) => toaster.show(params.message, { kind: 'error' }),
          authenticate: () => {},
        },
      }),
    [toaster, register, payPassword],
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

const registerTyped = {
  用户名: 'player01',
  密码: 'abc12345',
  确认密码: 'abc12345',
  真实姓名: '张三',
  支付密码: '123456',
};

/**
 * The backend refuses the registration (a taken name, 201): its words show beside the form and everything typed
 * stays, but the captcha, which the next try reads anew.
 */
export const RegisterRefusedByServer: Story = {
  render: (args) => (
    <LiveLogin onOpenService={args.onOpenService} mode={1} register={fail('server', '此用户名已被注册', 201)} />
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    for (const [label, value] of Object.entries(registerTyped)) {
      await userEvent.type(screen.getByLabelText(label), value);
    }
    await userEvent.type(screen.getByLabelText('验证码'), first);
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    const form = screen.getByRole('form', { name: '注册' });
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('此用户名已被注册'));
    await expect(form).toHaveAccessibleDescription('此用户名已被注册');
    for (const [label, value] of Object.entries(registerTyped)) {
      await expect(screen.getByLabelText(label)).toHaveValue(value);
    }
    await expect(screen.getByLabelText('验证码')).toHaveValue('');
  },
};

/**
 * The account was registered but setting the six digits failed: the form says what is left to do (a retry sets only
 * the payment password) with the server's reason, and keeps everything typed.
 */
export const RegisterPayPasswordFailed: Story = {
  render: (args) => (
    <LiveLogin onOpenService={args.onOpenService} mode={1} payPassword={fail('server', '设置失败', 300)} />
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    for (const [label, value] of Object.entries(registerTyped)) {
      await userEvent.type(screen.getByLabelText(label), value);
    }
    await userEvent.type(screen.getByLabelText('验证码'), first);
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    const form = screen.getByRole('form', { name: '注册' });
    const words = '账号已注册，支付密码尚未设置成功，请再次点击注册完成设置（设置失败）';
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(words));
    await expect(screen.getByText('账号 player01 已注册，再次点击注册将只设置支付密码')).toBeVisible();
    for (const [label, value] of Object.entries(registerTyped)) {
      await expect(screen.getByLabelText(label)).toHaveValue(value);
    }
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
