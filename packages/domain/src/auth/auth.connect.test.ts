import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CAPTCHA_CODES } from '../captcha/index.ts';
import type { CallResult } from '../result/index.ts';
import { fail, settle } from '../testing/index.ts';
import { connectAuth } from './auth.connect.ts';
import {
  type AuthEvent,
  type AuthToken,
  authMachine,
  type LoginPayload,
  type RegisterPayload,
} from './auth.machine.ts';
import type { PayPasswordChange } from './registration.ts';

function start() {
  const machine = authMachine.provide({
    actors: { submitLogin: fromPromise<CallResult<AuthToken>, LoginPayload>(() => new Promise(() => {})) },
  });
  return createActor(machine, {
    input: { mode: 1, pid: null, random: () => 0, randomBytes: () => new Uint8Array(16) },
  }).start();
}

describe('connectAuth', () => {
  it('reflects the snapshot', () => {
    const actor = start();
    actor.send({ type: 'field.change', field: 'name', value: 'player01' });
    actor.send({ type: 'password.toggle' });
    const view = connectAuth(actor.getSnapshot(), actor.send);
    expect(view).toMatchObject({
      mode: 1,
      captchaIndex: 0,
      captchaCode: CAPTCHA_CODES[0],
      passwordVisible: true,
      busy: false,
      error: null,
      limits: { captchaLength: 4, payPasswordLength: 6 },
    });
    expect(view.register.name).toBe('player01');
    expect(view.login.name).toBe('');
    expect(view.fieldError('name')).toBeUndefined();
  });

  it('gives the error of the field it belongs to', () => {
    const actor = start();
    actor.send({ type: 'field.change', field: 'agreed', value: false });
    actor.send({ type: 'submit' });
    const view = connectAuth(actor.getSnapshot(), actor.send);
    expect(view.fieldError('agreed')).toBe('请阅读并同意相关条款和隐私协议！');
    expect(view.fieldError('name')).toBeUndefined();
    expect(view.formError).toBeUndefined();
  });

  it("gives the server's refusal as the form's error, not a field's", async () => {
    const machine = authMachine.provide({
      actors: {
        submitRegister: fromPromise<CallResult<AuthToken>, RegisterPayload>(() =>
          Promise.resolve(fail('server', '密码8到20位', 1000)),
        ),
      },
    });
    const actor = createActor(machine, {
      input: { mode: 1, pid: null, random: () => 0, randomBytes: () => new Uint8Array(16) },
    }).start();
    const fields = { name: 'player01', password: 'abc12345', confirmPass: 'abc12345', realname: '李四' } as const;
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'field.change', field: field as keyof typeof fields, value });
    }
    actor.send({ type: 'field.change', field: 'paypassword', value: '123456' });
    actor.send({ type: 'field.change', field: 'code', value: CAPTCHA_CODES[0] ?? '' });
    actor.send({ type: 'submit' });
    await settle();
    const view = connectAuth(actor.getSnapshot(), actor.send);
    expect(view.formError).toBe('密码8到20位');
    expect(view.fieldError('password')).toBeUndefined();
    expect(view.fieldError('paypassword')).toBeUndefined();
    expect(view.register).toMatchObject({ ...fields, paypassword: '123456' });
  });

  it('says when the payment password is being set, and which registration is waiting for it', async () => {
    let answer: (result: CallResult<unknown>) => void = () => {};
    const machine = authMachine.provide({
      actors: {
        submitRegister: fromPromise<CallResult<AuthToken>, RegisterPayload>(() =>
          Promise.resolve({ ok: true, data: { token: 'tok' }, message: '' }),
        ),
        setPayPassword: fromPromise<CallResult<unknown>, PayPasswordChange>(
          () => new Promise((resolve) => (answer = resolve)),
        ),
      },
    });
    const actor = createActor(machine, {
      input: { mode: 1, pid: null, random: () => 0, randomBytes: () => new Uint8Array(16) },
    }).start();
    expect(connectAuth(actor.getSnapshot(), actor.send)).toMatchObject({
      settingPayPassword: false,
      pendingName: null,
    });
    const fields = { name: 'player01', password: 'abc12345', confirmPass: 'abc12345', realname: '李四' } as const;
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'field.change', field: field as keyof typeof fields, value });
    }
    actor.send({ type: 'field.change', field: 'paypassword', value: '123456' });
    actor.send({ type: 'field.change', field: 'code', value: CAPTCHA_CODES[0] ?? '' });
    actor.send({ type: 'submit' });
    await settle();
    expect(connectAuth(actor.getSnapshot(), actor.send)).toMatchObject({
      busy: true,
      settingPayPassword: true,
      pendingName: 'player01',
    });
    answer(fail('network', '网络异常，请检查网络后重试！'));
    await settle();
    expect(connectAuth(actor.getSnapshot(), actor.send)).toMatchObject({
      busy: false,
      settingPayPassword: false,
      pendingName: 'player01',
    });
  });

  it('is busy while a submit is in flight', () => {
    const actor = start();
    actor.send({ type: 'mode.switch' });
    actor.send({ type: 'field.change', field: 'name', value: 'player01' });
    actor.send({ type: 'field.change', field: 'password', value: 'secret123' });
    actor.send({ type: 'field.change', field: 'code', value: CAPTCHA_CODES[1] ?? '' });
    actor.send({ type: 'submit' });
    expect(connectAuth(actor.getSnapshot(), actor.send).busy).toBe(true);
  });

  it('sends the right event for each answer', () => {
    const send = vi.fn<(event: AuthEvent) => void>();
    const view = connectAuth(start().getSnapshot(), send);
    view.switchMode();
    view.setField('realname', '张三');
    view.setField('agreed', false);
    view.togglePassword();
    view.refreshCaptcha();
    view.submit();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'mode.switch' },
      { type: 'field.change', field: 'realname', value: '张三' },
      { type: 'field.change', field: 'agreed', value: false },
      { type: 'password.toggle' },
      { type: 'captcha.refresh' },
      { type: 'submit' },
    ]);
  });
});
