import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { digitsOnly } from '../input/index.ts';
import { messages } from '../messages/index.ts';
import { checkPasswordChange, checkProfile, type PasswordChangeForm, type ProfileForm } from '../profile/index.ts';
import type { CallResult } from '../result/index.ts';
import { fail, ok, settle } from '../testing/index.ts';
import { connectForm } from './form.connect.ts';
import { createFormMachine, type FormInput, type FormSubmit, type FormValues, failureMessage } from './form.machine.ts';

/** A form whose calls are answered one per submit, in order; a missing answer never settles. */
function start<F extends FormValues>(input: FormInput<F>, answers: (() => Promise<CallResult<string>>)[] = []) {
  const submit = vi.fn((_: FormSubmit<F>) => {
    const next = answers.shift();
    return next ? next() : new Promise<CallResult<string>>(() => {});
  });
  const notify = vi.fn<(message: string) => void>();
  const succeed = vi.fn<(success: { values: F; data: string; message: string }) => void>();
  const machine = createFormMachine<F, string>().provide({
    actors: { submit: fromPromise(({ input: sent }) => submit(sent)) },
    actions: {
      notify: (_, { message }) => notify(message),
      succeed: (_, success) => succeed(success),
    },
  });
  const actor = createActor(machine, { input }).start();
  const vm = () => connectForm(actor.getSnapshot(), actor.send);
  return { actor, submit, notify, succeed, vm };
}

const goodProfile: ProfileForm = { mobile: '13800138000', email: 'demo01@example.com', birthday: '1990-05-01' };
const profile = (values: Partial<ProfileForm> = {}): FormInput<ProfileForm> => ({
  values: { mobile: '', email: '', birthday: '', ...values },
  check: checkProfile,
});

describe('createFormMachine', () => {
  it('takes typing, cleaned as the screen says, and drops the error of the field being fixed', () => {
    const { vm } = start({ ...profile(), clean: (field, value) => (field === 'mobile' ? digitsOnly(value) : value) });
    vm().setField('mobile', '138-0013 8000');
    expect(vm().values.mobile).toBe('13800138000');
    vm().setField('mobile', '123');
    vm().submit();
    expect(vm().fieldError('mobile')).toBe(messages['profile.mobile']);
    vm().setField('email', 'x');
    expect(vm().fieldError('mobile')).toBe(messages['profile.mobile']);
    vm().setField('mobile', '13800138000');
    expect(vm().fieldError('mobile')).toBeUndefined();
    expect(vm().error).toBeNull();
  });

  it('shows the first failing rule beside its field and as a toast, keeps the values and sends nothing', () => {
    const { vm, submit, notify } = start(profile({ mobile: '13800138000', email: 'bad', birthday: 'x' }));
    vm().submit();
    expect(vm().error).toEqual({ field: 'email', message: messages['profile.email'] });
    expect(notify).toHaveBeenCalledExactlyOnceWith(messages['profile.email']);
    expect(vm().values).toEqual({ mobile: '13800138000', email: 'bad', birthday: 'x' });
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the values once however often the button is tapped, busy until the answer', async () => {
    const { vm, submit, succeed } = start(profile(goodProfile), [() => Promise.resolve(ok('', '操作成功'))]);
    vm().submit();
    vm().submit();
    vm().submit();
    expect(vm().busy).toBe(true);
    expect(submit).toHaveBeenCalledExactlyOnceWith({ values: goodProfile });
    await settle();
    expect(vm().busy).toBe(false);
    expect(succeed).toHaveBeenCalledExactlyOnceWith({ values: goodProfile, data: '', message: '操作成功' });
    expect(vm().values).toEqual(goodProfile);
  });

  it('ignores typing while a submit is in flight, so what is sent is what shows', () => {
    const { vm } = start(profile(goodProfile));
    vm().submit();
    vm().setField('mobile', '13900139000');
    expect(vm().values.mobile).toBe(goodProfile.mobile);
  });

  it('toasts a refused call and keeps every value for another try', async () => {
    const { vm, notify, succeed, submit } = start(profile(goodProfile), [
      () => Promise.resolve(fail('server', '保存失败', 500)),
      () => Promise.resolve(ok('')),
    ]);
    vm().submit();
    await settle();
    expect(notify).toHaveBeenCalledExactlyOnceWith('保存失败');
    expect(succeed).not.toHaveBeenCalled();
    expect(vm().values).toEqual(goodProfile);
    vm().submit();
    await settle();
    expect(submit).toHaveBeenCalledTimes(2);
    expect(succeed).toHaveBeenCalledOnce();
  });

  it('words a failure without a message as the network failing, and survives a rejected call', async () => {
    const { vm, notify } = start(profile(goodProfile), [
      () => Promise.resolve(fail('network', '')),
      () => Promise.reject(new Error('offline')),
    ]);
    vm().submit();
    await settle();
    vm().submit();
    await settle();
    expect(notify.mock.calls).toEqual([[messages['auth.networkError']], [messages['auth.networkError']]]);
    expect(vm().busy).toBe(false);
    expect(vm().values).toEqual(goodProfile);
  });

  it('empties the form after a good answer when asked to (a payment-password change)', async () => {
    const passwords: PasswordChangeForm = { current: '123456', next: '654321', confirm: '654321' };
    const { vm, succeed } = start(
      { values: { current: '', next: '', confirm: '' }, check: checkPasswordChange, clearOnSuccess: true },
      [() => Promise.resolve(ok(''))],
    );
    vm().setField('current', passwords.current);
    vm().setField('next', passwords.next);
    vm().setField('confirm', passwords.confirm);
    vm().submit();
    await settle();
    expect(succeed).toHaveBeenCalledWith(expect.objectContaining({ values: passwords }));
    expect(vm().values).toEqual({ current: '', next: '', confirm: '' });
  });

  it('empties the form on the failures the screen names, still saying why', () => {
    const { vm, notify } = start({
      values: { current: '', next: '', confirm: '' },
      check: checkPasswordChange,
      clearsOn: (failure) => failure.message === messages['password.same'],
    });
    vm().setField('current', '123456');
    vm().setField('next', '12345');
    vm().submit();
    expect(notify).toHaveBeenLastCalledWith(messages['password.nextLength']);
    expect(vm().values).toEqual({ current: '123456', next: '12345', confirm: '' });
    vm().setField('next', '123456');
    vm().setField('confirm', '123456');
    vm().submit();
    expect(notify).toHaveBeenLastCalledWith(messages['password.same']);
    expect(vm().values).toEqual({ current: '', next: '', confirm: '' });
    expect(vm().fieldError('next')).toBe(messages['password.same']);
  });

  it('reset returns to the starting values, and values.set moves that starting point', () => {
    const { vm, actor } = start(profile({ email: 'a@b.com' }));
    vm().setField('email', 'changed@b.com');
    vm().reset();
    expect(vm().values.email).toBe('a@b.com');
    actor.send({ type: 'values.set', values: goodProfile });
    expect(vm().values).toEqual(goodProfile);
    vm().setField('mobile', '1');
    vm().reset();
    expect(vm().values).toEqual(goodProfile);
  });

  it('failureMessage keeps the server words and fills in the network ones', () => {
    expect(failureMessage({ kind: 'server', message: '支付密码错误' })).toBe('支付密码错误');
    expect(failureMessage({ kind: 'contract', message: '' })).toBe(messages['auth.networkError']);
  });

  it('fails safe when the screen provides nothing: the default submit rejects and the form stays editable', async () => {
    const actor = createActor(createFormMachine<ProfileForm>(), { input: profile(goodProfile) }).start();
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(goodProfile);
  });
});
