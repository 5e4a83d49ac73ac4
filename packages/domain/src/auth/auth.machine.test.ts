import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CAPTCHA_CODES } from '../captcha/captcha.ts';
import type { CallResult } from '../result.ts';
import { fail, ok, settle } from '../testing/index.ts';
import {
  type AuthMode,
  type AuthToken,
  authMachine,
  FORM_ERROR,
  type LoginPayload,
  type RegisterPayload,
} from './auth.machine.ts';

type Answer = () => Promise<CallResult<AuthToken>>;

// random() === 0 picks index 0 first and then alternates 0 and 1 on each refresh.
function start({
  mode = 0,
  pid = null,
  answer = () => Promise.resolve(ok({ token: 'tok-1' })),
}: {
  mode?: AuthMode;
  pid?: string | null;
  answer?: Answer;
} = {}) {
  const notify = vi.fn<(message: string) => void>();
  const authenticate = vi.fn<(token: string) => void>();
  const submitLogin = vi.fn<(input: LoginPayload) => void>();
  const submitRegister = vi.fn<(input: RegisterPayload) => void>();
  const machine = authMachine.provide({
    actions: {
      notify: (_, { message }) => notify(message),
      authenticate: (_, { token }) => authenticate(token),
    },
    actors: {
      submitLogin: fromPromise(({ input }) => {
        submitLogin(input);
        return answer();
      }),
      submitRegister: fromPromise(({ input }) => {
        submitRegister(input);
        return answer();
      }),
    },
  });
  const actor = createActor(machine, { input: { mode, pid, random: () => 0 } }).start();
  const code = () => CAPTCHA_CODES[actor.getSnapshot().context.captcha] ?? '';
  return { actor, notify, authenticate, submitLogin, submitRegister, code };
}

type Started = ReturnType<typeof start>;

function fillLogin({ actor, code }: Started, answer = code()) {
  actor.send({ type: 'field.change', field: 'name', value: 'player01' });
  actor.send({ type: 'field.change', field: 'password', value: 'secret123' });
  actor.send({ type: 'field.change', field: 'code', value: answer });
}

function fillRegister({ actor, code }: Pick<Started, 'actor' | 'code'>) {
  const fields = {
    name: 'player01',
    password: 'secret123',
    confirmPass: 'secret123',
    realname: '张三',
    paypassword: '123456',
    code: code(),
  } as const;
  for (const [field, value] of Object.entries(fields)) {
    actor.send({ type: 'field.change', field: field as keyof typeof fields, value });
  }
}

describe('authMachine', () => {
  it('starts editing in the requested mode with the agreement ticked', () => {
    const { actor } = start({ mode: 1 });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(context.mode).toBe(1);
    expect(context.register.agreed).toBe(true);
    expect(context.passwordVisible).toBe(false);
    expect(context.captcha).toBe(0);
  });

  it('switching mode clears both forms, hides the password and picks a new captcha', () => {
    const started = start();
    const { actor } = started;
    fillLogin(started, 'XXXX');
    actor.send({ type: 'password.toggle' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.error).not.toBeNull();
    const before = actor.getSnapshot().context.captcha;

    actor.send({ type: 'mode.switch' });
    let { context } = actor.getSnapshot();
    expect(context.mode).toBe(1);
    expect(context.login).toEqual({ name: '', password: '', code: '' });
    expect(context.passwordVisible).toBe(false);
    expect(context.error).toBeNull();
    expect(context.captcha).not.toBe(before);

    actor.send({ type: 'field.change', field: 'realname', value: '张三' });
    actor.send({ type: 'field.change', field: 'agreed', value: false });
    actor.send({ type: 'mode.switch' });
    context = actor.getSnapshot().context;
    expect(context.mode).toBe(0);
    expect(context.register).toEqual({
      agreed: true,
      name: '',
      password: '',
      confirmPass: '',
      realname: '',
      paypassword: '',
      code: '',
    });
  });

  it('mode.set switches only to the other mode', () => {
    const started = start();
    const { actor } = started;
    fillLogin(started);
    const before = actor.getSnapshot().context;
    actor.send({ type: 'mode.set', mode: 0 });
    expect(actor.getSnapshot().context.login).toEqual(before.login);
    expect(actor.getSnapshot().context.captcha).toBe(before.captcha);

    actor.send({ type: 'mode.set', mode: 1 });
    expect(actor.getSnapshot().context.mode).toBe(1);
    expect(actor.getSnapshot().context.login.name).toBe('');
    expect(actor.getSnapshot().context.captcha).not.toBe(before.captcha);
  });

  it('changes only fields of the current form, with the right kind of value', () => {
    const { actor } = start();
    actor.send({ type: 'field.change', field: 'realname', value: '张三' });
    actor.send({ type: 'field.change', field: 'agreed', value: false });
    actor.send({ type: 'field.change', field: 'name', value: true });
    expect(actor.getSnapshot().context.login).toEqual({ name: '', password: '', code: '' });
    expect(actor.getSnapshot().context.register.realname).toBe('');
    expect(actor.getSnapshot().context.register.agreed).toBe(true);

    actor.send({ type: 'mode.switch' });
    actor.send({ type: 'field.change', field: 'agreed', value: 'no' });
    expect(actor.getSnapshot().context.register.agreed).toBe(true);
    actor.send({ type: 'field.change', field: 'agreed', value: false });
    actor.send({ type: 'field.change', field: 'realname', value: '张三' });
    expect(actor.getSnapshot().context.register).toMatchObject({ agreed: false, realname: '张三' });
  });

  it('keeps the captcha to 4 characters and the pay password to 6 digits', () => {
    const { actor } = start({ mode: 1 });
    actor.send({ type: 'field.change', field: 'code', value: 'A3K7X' });
    actor.send({ type: 'field.change', field: 'paypassword', value: '12a34-5678' });
    expect(actor.getSnapshot().context.register).toMatchObject({ code: 'A3K7', paypassword: '123456' });
  });

  it('toggles the password and refreshes the captcha on demand', () => {
    const { actor } = start();
    actor.send({ type: 'password.toggle' });
    expect(actor.getSnapshot().context.passwordVisible).toBe(true);
    actor.send({ type: 'password.toggle' });
    expect(actor.getSnapshot().context.passwordVisible).toBe(false);
    actor.send({ type: 'captcha.refresh' });
    expect(actor.getSnapshot().context.captcha).toBe(1);
    actor.send({ type: 'captcha.refresh' });
    expect(actor.getSnapshot().context.captcha).toBe(0);
  });

  it('refuses an empty login with a toast and no call', () => {
    const { actor, notify, submitLogin } = start();
    actor.send({ type: 'submit' });
    expect(notify).toHaveBeenCalledWith('请输入您的账号和密码！');
    expect(actor.getSnapshot().context.error).toEqual({ field: 'name', message: '请输入您的账号和密码！' });
    expect(submitLogin).not.toHaveBeenCalled();
  });

  it('a wrong captcha clears the code and changes the image', () => {
    const started = start();
    const { actor, notify, submitLogin } = started;
    fillLogin(started, 'XXXX');
    actor.send({ type: 'submit' });
    const { context } = actor.getSnapshot();
    expect(notify).toHaveBeenCalledWith('验证码错误！');
    expect(context.login).toEqual({ name: 'player01', password: 'secret123', code: '' });
    expect(context.captcha).toBe(1);
    expect(context.error).toEqual({ field: 'code', message: '验证码错误！' });
    expect(submitLogin).not.toHaveBeenCalled();
  });

  it('keeps the captcha when another rule fails', () => {
    const started = start({ mode: 1 });
    const { actor, notify } = started;
    fillRegister(started);
    actor.send({ type: 'field.change', field: 'agreed', value: false });
    actor.send({ type: 'submit' });
    expect(notify).toHaveBeenCalledWith('请阅读并同意相关条款和隐私协议！');
    expect(actor.getSnapshot().context.captcha).toBe(0);
    expect(actor.getSnapshot().context.register.code).toBe(CAPTCHA_CODES[0]);
  });

  it('clears the error when its field changes, not when another does', () => {
    const { actor } = start();
    actor.send({ type: 'submit' });
    actor.send({ type: 'field.change', field: 'password', value: 'x' });
    expect(actor.getSnapshot().context.error?.field).toBe('name');
    actor.send({ type: 'field.change', field: 'name', value: 'p' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('sends one call for a double submit and is busy meanwhile', async () => {
    let resolve: (result: CallResult<AuthToken>) => void = () => {};
    const started = start({ answer: () => new Promise((done) => (resolve = done)) });
    const { actor, submitLogin, authenticate } = started;
    fillLogin(started);
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'mode.switch' });
    await settle();
    expect(submitLogin).toHaveBeenCalledTimes(1);
    expect(submitLogin).toHaveBeenCalledWith({ name: 'player01', password: 'secret123', code: CAPTCHA_CODES[0] });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.mode).toBe(0);

    resolve(ok({ token: 'tok-9' }));
    await settle();
    expect(authenticate).toHaveBeenCalledWith('tok-9');
  });

  it('authenticates with the token on success and finishes', async () => {
    const started = start();
    fillLogin(started);
    started.actor.send({ type: 'submit' });
    await settle();
    expect(started.authenticate).toHaveBeenCalledExactlyOnceWith('tok-1');
    expect(started.actor.getSnapshot().status).toBe('done');
    expect(started.notify).not.toHaveBeenCalled();
  });

  it('a server error keeps the form, shows the server message and renews the captcha', async () => {
    const started = start({ answer: () => Promise.resolve(fail('server', '密码错误', 203)) });
    const { actor, notify, authenticate } = started;
    fillLogin(started);
    actor.send({ type: 'submit' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(notify).toHaveBeenCalledWith('密码错误');
    expect(authenticate).not.toHaveBeenCalled();
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context.login).toEqual({ name: 'player01', password: 'secret123', code: '' });
    expect(snapshot.context.captcha).toBe(1);
  });

  it.each([
    ['a network failure', fail('network', 'timeout')],
    ['a server error without a message', fail('server', '')],
  ])('%s shows the network message', async (_case, result) => {
    const started = start({ answer: () => Promise.resolve(result) });
    fillLogin(started);
    started.actor.send({ type: 'submit' });
    await settle();
    expect(started.notify).toHaveBeenCalledWith('网络异常，请检查网络后重试！');
  });

  it('a contract error shows its message', async () => {
    const started = start({ answer: () => Promise.resolve(fail('contract', '数据格式错误')) });
    fillLogin(started);
    started.actor.send({ type: 'submit' });
    await settle();
    expect(started.notify).toHaveBeenCalledWith('数据格式错误');
  });

  it.each([0, 1] as const)('a rejected call in mode %i returns to editing with the network message', async (mode) => {
    const started = start({ mode, answer: () => Promise.reject(new Error('boom')) });
    if (mode === 0) fillLogin(started);
    else fillRegister(started);
    started.actor.send({ type: 'submit' });
    await settle();
    expect(started.notify).toHaveBeenCalledWith('网络异常，请检查网络后重试！');
    expect(started.actor.getSnapshot().matches('editing')).toBe(true);
    expect(started.actor.getSnapshot().context.captcha).toBe(1);
  });

  it('registers with the promoter id and authenticates', async () => {
    const started = start({ mode: 1, pid: 'p42' });
    fillRegister(started);
    started.actor.send({ type: 'submit' });
    await settle();
    expect(started.submitRegister).toHaveBeenCalledExactlyOnceWith({
      name: 'player01',
      password: 'secret123',
      confirmPass: 'secret123',
      realname: '张三',
      paypassword: '123456',
      pid: 'p42',
    });
    expect(started.authenticate).toHaveBeenCalledWith('tok-1');
  });

  it.each([null, ''])('registers without a pid when the promoter is %j', async (pid) => {
    const started = start({ mode: 1, pid });
    fillRegister(started);
    started.actor.send({ type: 'submit' });
    await settle();
    expect(started.submitRegister.mock.calls[0]?.[0]).not.toHaveProperty('pid');
  });

  it('a refused registration shows the server message and keeps the form', async () => {
    const started = start({ mode: 1, answer: () => Promise.resolve(fail('server', '用户名已存在', 201)) });
    fillRegister(started);
    started.actor.send({ type: 'submit' });
    await settle();
    expect(started.notify).toHaveBeenCalledWith('用户名已存在');
    expect(started.actor.getSnapshot().context.register).toMatchObject({ name: 'player01', code: '' });
  });

  it("keeps the real backend's refusal of the six-digit pay password beside the form until the next submit", async () => {
    // AuthController::register refuses a payment password under 8 characters; the spec's rule (6 digits) passes.
    let answer: CallResult<AuthToken> = fail('server', '密码8到20位', 1000);
    const started = start({ mode: 1, answer: () => Promise.resolve(answer) });
    fillRegister(started);
    started.actor.send({ type: 'submit' });
    await settle();
    const { context } = started.actor.getSnapshot();
    expect(context.error).toEqual({ field: FORM_ERROR, message: '密码8到20位' });
    expect(started.notify).toHaveBeenCalledExactlyOnceWith('密码8到20位');
    expect(context.register).toEqual({
      agreed: true,
      name: 'player01',
      password: 'secret123',
      confirmPass: 'secret123',
      realname: '张三',
      paypassword: '123456',
      code: '',
    });
    // Typing keeps the server's words: they answer the last submit.
    started.actor.send({ type: 'field.change', field: 'realname', value: '张三丰' });
    expect(started.actor.getSnapshot().context.error).toEqual({ field: FORM_ERROR, message: '密码8到20位' });
    // A submit the client refuses replaces them with its own; one that passes clears them.
    started.actor.send({ type: 'submit' });
    expect(started.actor.getSnapshot().context.error).toMatchObject({ field: 'code' });
    answer = ok({ token: 'tok-2' });
    started.actor.send({ type: 'field.change', field: 'code', value: started.code() });
    started.actor.send({ type: 'submit' });
    expect(started.actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(started.authenticate).toHaveBeenCalledWith('tok-2');
  });

  it('shows a refused login beside the form too', async () => {
    const started = start({ answer: () => Promise.resolve(fail('server', '登录密码错误', 203)) });
    fillLogin(started);
    started.actor.send({ type: 'submit' });
    await settle();
    expect(started.actor.getSnapshot().context.error).toEqual({ field: FORM_ERROR, message: '登录密码错误' });
  });

  it('fails safe in registration when the app provides nothing', async () => {
    const actor = createActor(authMachine, { input: { mode: 1, pid: null, random: () => 0 } }).start();
    fillRegister({ actor, code: () => CAPTCHA_CODES[0] ?? '' });
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.captcha).toBe(1);
  });

  it('fails safe when the app provides nothing', async () => {
    const actor = createActor(authMachine, { input: { mode: 0, pid: null, random: () => 0 } }).start();
    actor.send({ type: 'submit' });
    actor.send({ type: 'field.change', field: 'name', value: 'player01' });
    actor.send({ type: 'field.change', field: 'password', value: 'secret123' });
    actor.send({ type: 'field.change', field: 'code', value: CAPTCHA_CODES[0] ?? '' });
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.login.code).toBe('');
  });

  it('authenticates through the default action when only the actors are provided', async () => {
    const machine = authMachine.provide({
      actors: { submitLogin: fromPromise(() => Promise.resolve(ok({ token: 't' }))) },
    });
    const actor = createActor(machine, { input: { mode: 0, pid: null, random: () => 0 } }).start();
    actor.send({ type: 'field.change', field: 'name', value: 'player01' });
    actor.send({ type: 'field.change', field: 'password', value: 'secret123' });
    actor.send({ type: 'field.change', field: 'code', value: CAPTCHA_CODES[0] ?? '' });
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });
});
