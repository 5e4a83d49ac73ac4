import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CAPTCHA_CODES } from '../captcha/index.ts';
import type { CallResult } from '../result/index.ts';
import { fail, ok, settle } from '../testing/index.ts';
import {
  type AuthMode,
  type AuthToken,
  authMachine,
  FORM_ERROR,
  type LoginPayload,
  type RegisterPayload,
} from './auth.machine.ts';
import type { PayPasswordChange, PendingRegistration } from './registration.ts';

type Answer = () => Promise<CallResult<AuthToken>>;
type PayAnswer = (change: PayPasswordChange) => Promise<CallResult<unknown>>;

/** Random bytes 0, 1, 2, ... across calls: the first one-time password is A..P, the second Q..f. */
function countingBytes() {
  let next = 0;
  return (count: number) => Uint8Array.from({ length: count }, () => next++);
}
const FIRST_ONE_TIME = 'ABCDEFGHIJKLMNOP';
const SECOND_ONE_TIME = 'QRSTUVWXYZabcdef';

// random() === 0 picks index 0 first and then alternates 0 and 1 on each refresh.
function start({
  mode = 0,
  pid = null,
  answer = () => Promise.resolve(ok({ token: 'tok-1' })),
  login,
  payAnswer = () => Promise.resolve(ok(null)),
  pending = null,
}: {
  mode?: AuthMode;
  pid?: string | null;
  answer?: Answer;
  /** The login's own answer where it differs from the registration's. */
  login?: Answer;
  payAnswer?: PayAnswer;
  pending?: PendingRegistration | null;
} = {}) {
  const notify = vi.fn<(message: string) => void>();
  const authenticate = vi.fn<(token: string) => void>();
  const submitLogin = vi.fn<(input: LoginPayload) => void>();
  const submitRegister = vi.fn<(input: RegisterPayload) => void>();
  const setPayPassword = vi.fn<(input: PayPasswordChange) => void>();
  const keepRegistration = vi.fn<(pending: PendingRegistration) => void>();
  const forgetRegistration = vi.fn();
  const machine = authMachine.provide({
    actions: {
      notify: (_, { message }) => notify(message),
      authenticate: (_, { token }) => authenticate(token),
      keepRegistration: (_, pending) => keepRegistration(pending),
      forgetRegistration: () => forgetRegistration(),
    },
    actors: {
      submitLogin: fromPromise(({ input }) => {
        submitLogin(input);
        return (login ?? answer)();
      }),
      submitRegister: fromPromise(({ input }) => {
        submitRegister(input);
        return answer();
      }),
      setPayPassword: fromPromise(({ input }) => {
        setPayPassword(input);
        return payAnswer(input);
      }),
    },
  });
  const actor = createActor(machine, {
    input: { mode, pid, random: () => 0, randomBytes: countingBytes(), pending },
  }).start();
  const code = () => CAPTCHA_CODES[actor.getSnapshot().context.captcha] ?? '';
  return {
    actor,
    notify,
    authenticate,
    submitLogin,
    submitRegister,
    setPayPassword,
    keepRegistration,
    forgetRegistration,
    code,
  };
}

type Started = ReturnType<typeof start>;

function fillLogin({ actor, code }: Started, answer = code()) {
  actor.send({ type: 'field.change', field: 'name', value: 'player01' });
  actor.send({ type: 'field.change', field: 'password', value: 'secret123' });
  actor.send({ type: 'field.change', field: 'code', value: answer });
}

function fillRegister({ actor, code }: Pick<Started, 'actor' | 'code'>, overrides: Record<string, string> = {}) {
  const fields = {
    name: 'player01',
    password: 'secret123',
    confirmPass: 'secret123',
    realname: '张三',
    paypassword: '123456',
    code: code(),
    ...overrides,
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

  it('registers with the promoter id and a one-time payment password, then sets the six digits, then authenticates', async () => {
    const started = start({ mode: 1, pid: 'p42' });
    fillRegister(started);
    started.actor.send({ type: 'submit' });
    await settle();
    expect(started.submitRegister).toHaveBeenCalledExactlyOnceWith({
      name: 'player01',
      password: 'secret123',
      confirmPass: 'secret123',
      realname: '张三',
      paypassword: FIRST_ONE_TIME,
      pid: 'p42',
    });
    expect(started.setPayPassword).toHaveBeenCalledExactlyOnceWith({
      token: 'tok-1',
      current: FIRST_ONE_TIME,
      next: '123456',
    });
    expect(started.authenticate).toHaveBeenCalledExactlyOnceWith('tok-1');
    expect(started.keepRegistration).toHaveBeenCalledExactlyOnceWith({
      name: 'player01',
      token: 'tok-1',
      candidates: [FIRST_ONE_TIME],
    });
    expect(started.forgetRegistration).toHaveBeenCalledTimes(1);
    expect(started.actor.getSnapshot().status).toBe('done');
  });

  it('lands only when both steps are done, busy through both and never sending twice', async () => {
    let registered: (result: CallResult<AuthToken>) => void = () => {};
    let set: (result: CallResult<unknown>) => void = () => {};
    const started = start({
      mode: 1,
      answer: () => new Promise((done) => (registered = done)),
      payAnswer: () => new Promise((done) => (set = done)),
    });
    fillRegister(started);
    started.actor.send({ type: 'submit' });
    started.actor.send({ type: 'submit' });
    expect(started.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(started.actor.getSnapshot().hasTag('payPassword')).toBe(false);
    registered(ok({ token: 'tok-1' }));
    await settle();
    expect(started.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(started.actor.getSnapshot().hasTag('payPassword')).toBe(true);
    started.actor.send({ type: 'submit' });
    expect(started.authenticate).not.toHaveBeenCalled();
    set(ok(null));
    await settle();
    expect(started.submitRegister).toHaveBeenCalledTimes(1);
    expect(started.setPayPassword).toHaveBeenCalledTimes(1);
    expect(started.authenticate).toHaveBeenCalledExactlyOnceWith('tok-1');
  });

  it('after a refused second step, a retry sets only the payment password with the kept token and one-time password', async () => {
    let payAnswer: CallResult<unknown> = fail('server', '设置失败', 300);
    const started = start({ mode: 1, payAnswer: () => Promise.resolve(payAnswer) });
    fillRegister(started);
    started.actor.send({ type: 'submit' });
    await settle();
    const snapshot = started.actor.getSnapshot();
    const message = '账号已注册，支付密码尚未设置成功，请再次点击注册完成设置（设置失败）';
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.error).toEqual({ field: FORM_ERROR, message });
    expect(started.notify).toHaveBeenCalledExactlyOnceWith(message);
    expect(snapshot.context.register).toMatchObject({ name: 'player01', paypassword: '123456', code: '' });
    expect(started.authenticate).not.toHaveBeenCalled();

    payAnswer = ok(null);
    started.actor.send({ type: 'field.change', field: 'code', value: started.code() });
    started.actor.send({ type: 'submit' });
    await settle();
    expect(started.submitRegister).toHaveBeenCalledTimes(1);
    expect(started.setPayPassword).toHaveBeenLastCalledWith({
      token: 'tok-1',
      current: FIRST_ONE_TIME,
      next: '123456',
    });
    expect(started.authenticate).toHaveBeenCalledExactlyOnceWith('tok-1');
  });

  it('after a second step whose answer was lost but took effect, a retry meets 205 and sets the six digits as current', async () => {
    let current = FIRST_ONE_TIME;
    let lose = true;
    // The backend's editPayPasswordDo: 205 unless `current` is the payment password; then it is `next`.
    const payAnswer: PayAnswer = ({ current: sent, next }) => {
      if (sent !== current) return Promise.resolve(fail('server', '登录密码错误', 205));
      current = next;
      if (lose) return Promise.resolve(fail('network', '网络连接超时，请重试!'));
      return Promise.resolve(ok(null));
    };
    const started = start({ mode: 1, payAnswer });
    fillRegister(started);
    started.actor.send({ type: 'submit' });
    await settle();
    expect(started.actor.getSnapshot().context.error?.message).toBe(
      '账号已注册，支付密码尚未设置成功，请再次点击注册完成设置（网络异常，请检查网络后重试！）',
    );
    expect(started.keepRegistration).toHaveBeenLastCalledWith({
      name: 'player01',
      token: 'tok-1',
      candidates: [FIRST_ONE_TIME, '123456'],
    });

    lose = false;
    started.actor.send({ type: 'field.change', field: 'code', value: started.code() });
    started.actor.send({ type: 'submit' });
    await settle();
    expect(started.submitRegister).toHaveBeenCalledTimes(1);
    expect(started.setPayPassword.mock.calls.map(([change]) => change)).toEqual([
      { token: 'tok-1', current: FIRST_ONE_TIME, next: '123456' },
      { token: 'tok-1', current: FIRST_ONE_TIME, next: '123456' },
      { token: 'tok-1', current: '123456', next: '123456' },
    ]);
    expect(current).toBe('123456');
    expect(started.authenticate).toHaveBeenCalledExactlyOnceWith('tok-1');
  });

  it('sets newly typed six digits over the ones a lost second step set', async () => {
    let current = FIRST_ONE_TIME;
    let lose = true;
    const payAnswer: PayAnswer = ({ current: sent, next }) => {
      if (sent !== current) return Promise.resolve(fail('server', '登录密码错误', 205));
      current = next;
      return Promise.resolve(lose ? fail('network', '网络异常，请检查网络后重试！') : ok(null));
    };
    const started = start({ mode: 1, payAnswer });
    fillRegister(started, { paypassword: '111111' });
    started.actor.send({ type: 'submit' });
    await settle();
    lose = false;
    fillRegister(started, { paypassword: '222222' });
    started.actor.send({ type: 'submit' });
    await settle();
    expect(current).toBe('222222');
    expect(started.authenticate).toHaveBeenCalledExactlyOnceWith('tok-1');
  });

  it('says the payment password cannot be set when no candidate is the current one', async () => {
    const started = start({ mode: 1, payAnswer: () => Promise.resolve(fail('server', '登录密码错误', 205)) });
    fillRegister(started);
    started.actor.send({ type: 'submit' });
    await settle();
    expect(started.actor.getSnapshot().context.error).toEqual({
      field: FORM_ERROR,
      message: '账号已注册，但支付密码无法设置，请联系客服',
    });
    expect(started.setPayPassword).toHaveBeenCalledTimes(1);
    expect(started.authenticate).not.toHaveBeenCalled();
  });

  it('after a lost registration, a retry sends the same one-time password and recovers a created account by its login', async () => {
    let registerAnswer: CallResult<AuthToken> = fail('network', '网络连接超时，请重试!');
    const started = start({
      mode: 1,
      answer: () => Promise.resolve(registerAnswer),
      login: () => Promise.resolve(ok({ token: 'tok-login' })),
    });
    fillRegister(started);
    started.actor.send({ type: 'submit' });
    await settle();
    expect(started.actor.getSnapshot().context.error?.message).toBe('网络异常，请检查网络后重试！');

    registerAnswer = fail('server', '此用户名已被注册', 201);
    fillRegister(started, { password: 'changed99', confirmPass: 'changed99' });
    const code = started.code();
    started.actor.send({ type: 'submit' });
    await settle();
    expect(started.submitRegister.mock.calls.map(([payload]) => payload.paypassword)).toEqual([
      FIRST_ONE_TIME,
      FIRST_ONE_TIME,
    ]);
    // The account the lost answer may have created has the password that registration sent.
    expect(started.submitLogin).toHaveBeenCalledExactlyOnceWith({ name: 'player01', password: 'secret123', code });
    expect(started.setPayPassword).toHaveBeenCalledExactlyOnceWith({
      token: 'tok-login',
      current: FIRST_ONE_TIME,
      next: '123456',
    });
    expect(started.authenticate).toHaveBeenCalledExactlyOnceWith('tok-login');
  });

  it.each<[string, Answer]>([
    ['refused', () => Promise.resolve(fail('server', '登录密码错误', 203))],
    ['rejected', () => Promise.reject(new Error('boom'))],
  ])('shows the taken name when that login is %s (someone else holds the name)', async (_case, login) => {
    let registerAnswer: CallResult<AuthToken> = fail('network', '网络连接超时，请重试!');
    const started = start({ mode: 1, answer: () => Promise.resolve(registerAnswer), login });
    fillRegister(started);
    started.actor.send({ type: 'submit' });
    await settle();
    registerAnswer = fail('server', '此用户名已被注册', 201);
    fillRegister(started);
    started.actor.send({ type: 'submit' });
    await settle();
    expect(started.actor.getSnapshot().context.error).toEqual({ field: FORM_ERROR, message: '此用户名已被注册' });
    expect(started.setPayPassword).not.toHaveBeenCalled();
    expect(started.authenticate).not.toHaveBeenCalled();
  });

  it('reads a taken name as taken when no registration of it went unanswered, and makes a new one-time password for another name', async () => {
    let registerAnswer: CallResult<AuthToken> = fail('network', '网络连接超时，请重试!');
    const started = start({ mode: 1, answer: () => Promise.resolve(registerAnswer) });
    fillRegister(started, { name: 'other0001' });
    started.actor.send({ type: 'submit' });
    await settle();
    registerAnswer = fail('server', '此用户名已被注册', 201);
    fillRegister(started);
    started.actor.send({ type: 'submit' });
    await settle();
    expect(started.submitLogin).not.toHaveBeenCalled();
    expect(started.submitRegister.mock.calls.map(([payload]) => payload.paypassword)).toEqual([
      FIRST_ONE_TIME,
      SECOND_ONE_TIME,
    ]);
    expect(started.actor.getSnapshot().context.error?.message).toBe('此用户名已被注册');
  });

  it('finishes a registration this tab kept (a reload) by its name alone, and registers another name anew', async () => {
    const pending = { name: 'player01', token: 'tok-kept', candidates: [FIRST_ONE_TIME] };
    const kept = start({ mode: 1, pending });
    fillRegister(kept);
    kept.actor.send({ type: 'submit' });
    await settle();
    expect(kept.submitRegister).not.toHaveBeenCalled();
    expect(kept.setPayPassword).toHaveBeenCalledExactlyOnceWith({
      token: 'tok-kept',
      current: FIRST_ONE_TIME,
      next: '123456',
    });
    expect(kept.authenticate).toHaveBeenCalledExactlyOnceWith('tok-kept');

    const other = start({ mode: 1, pending });
    fillRegister(other, { name: 'player02' });
    other.actor.send({ type: 'submit' });
    await settle();
    expect(other.submitRegister).toHaveBeenCalledTimes(1);
    expect(other.setPayPassword).toHaveBeenCalledWith({ token: 'tok-1', current: FIRST_ONE_TIME, next: '123456' });
  });

  it('keeps a pending registration when the mode switches and back', async () => {
    const started = start({ mode: 1, payAnswer: () => Promise.resolve(fail('server', '设置失败', 300)) });
    fillRegister(started);
    started.actor.send({ type: 'submit' });
    await settle();
    started.actor.send({ type: 'mode.switch' });
    started.actor.send({ type: 'mode.switch' });
    expect(started.actor.getSnapshot().context.pending?.token).toBe('tok-1');
  });

  it('returns to editing with the pending words when the second step rejects', async () => {
    const started = start({ mode: 1, payAnswer: () => Promise.reject(new Error('boom')) });
    fillRegister(started);
    started.actor.send({ type: 'submit' });
    await settle();
    expect(started.actor.getSnapshot().matches('editing')).toBe(true);
    expect(started.actor.getSnapshot().context.error?.message).toBe(
      '账号已注册，支付密码尚未设置成功，请再次点击注册完成设置（网络异常，请检查网络后重试！）',
    );
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

  it("keeps the server's refusal of a registration beside the form until the next submit", async () => {
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

  it('fails safe in the second step when the app provides only the registration', async () => {
    const machine = authMachine.provide({
      actors: { submitRegister: fromPromise(() => Promise.resolve(ok({ token: 't' }))) },
    });
    const actor = createActor(machine, {
      input: { mode: 1, pid: null, random: () => 0, randomBytes: countingBytes() },
    }).start();
    fillRegister({ actor, code: () => CAPTCHA_CODES[0] ?? '' });
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.pending?.token).toBe('t');
  });

  it('registers through the default actions when only the calls are provided', async () => {
    const machine = authMachine.provide({
      actors: {
        submitRegister: fromPromise(() => Promise.resolve(ok({ token: 't' }))),
        setPayPassword: fromPromise(() => Promise.resolve(ok<unknown>(null))),
      },
    });
    const actor = createActor(machine, {
      input: { mode: 1, pid: null, random: () => 0, randomBytes: countingBytes() },
    }).start();
    fillRegister({ actor, code: () => CAPTCHA_CODES[0] ?? '' });
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('fails safe in registration when the app provides nothing', async () => {
    const actor = createActor(authMachine, {
      input: { mode: 1, pid: null, random: () => 0, randomBytes: countingBytes() },
    }).start();
    fillRegister({ actor, code: () => CAPTCHA_CODES[0] ?? '' });
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.captcha).toBe(1);
  });

  it('fails safe when the app provides nothing', async () => {
    const actor = createActor(authMachine, {
      input: { mode: 0, pid: null, random: () => 0, randomBytes: countingBytes() },
    }).start();
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
    const actor = createActor(machine, {
      input: { mode: 0, pid: null, random: () => 0, randomBytes: countingBytes() },
    }).start();
    actor.send({ type: 'field.change', field: 'name', value: 'player01' });
    actor.send({ type: 'field.change', field: 'password', value: 'secret123' });
    actor.send({ type: 'field.change', field: 'code', value: CAPTCHA_CODES[0] ?? '' });
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });
});
