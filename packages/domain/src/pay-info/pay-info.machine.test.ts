import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CallResult } from '../result/index.ts';
import { fail, ok, settle } from '../testing/index.ts';
import { connectPayInfo, payInfoVariant } from './pay-info.connect.ts';
import {
  createPayInfoMachine,
  hasCountdown,
  PAY_TICK_MS,
  type PayInfoBasics,
  payInfoMachine,
} from './pay-info.machine.ts';

// The order was made at 2024-03-01 12:00:00 in Beijing (UTC+8), 04:00:00 UTC.
const CREATED_MS = Date.UTC(2024, 2, 1, 4, 0, 0);
const MINUTE = 60_000;

type Info = PayInfoBasics & { amount: number };
const info = (payType: Info['payType'] = 'usdtpay'): Info => ({
  payType,
  createdAt: '2024-03-01 12:00:00',
  amount: 200,
});

function start(answers: (() => Promise<CallResult<Info>>)[], at = CREATED_MS) {
  const clock = new SimulatedClock();
  clock.set(at);
  const fetchPayInfo = vi.fn(
    (_input: { depositNo: string }) => answers.shift()?.() ?? new Promise<CallResult<Info>>(() => {}),
  );
  const notify = vi.fn<(message: string) => void>();
  const machine = createPayInfoMachine<Info>().provide({
    actors: { fetchPayInfo: fromPromise(({ input }) => fetchPayInfo(input)) },
    actions: { notify: (_, { message }) => notify(message) },
  });
  const actor = createActor(machine, { clock, input: { depositNo: 'D1', clock: () => clock.now() } }).start();
  const vm = () => connectPayInfo(actor.getSnapshot(), actor.send);
  return { actor, clock, fetchPayInfo, notify, vm };
}

describe('payInfo machine', () => {
  it('reads the order, then counts the 60 minutes down once a second from its creation', async () => {
    const { vm, clock, fetchPayInfo } = start([() => Promise.resolve(ok(info()))], CREATED_MS + 30 * 1000);
    expect(vm()).toMatchObject({ loading: true, info: null, variant: null, countdown: null });
    await settle();
    expect(fetchPayInfo).toHaveBeenCalledExactlyOnceWith({ depositNo: 'D1' });
    expect(vm()).toMatchObject({ loading: false, variant: 'address', countdown: '59:30', expired: false });
    clock.increment(PAY_TICK_MS);
    expect(vm().countdown).toBe('59:29');
    clock.increment(59 * MINUTE + 28 * 1000);
    expect(vm().countdown).toBe('00:01');
    clock.increment(PAY_TICK_MS);
    expect(vm()).toMatchObject({ countdown: '00:00', expired: true });
    clock.increment(10 * PAY_TICK_MS);
    expect(vm().countdown).toBe('00:00');
  });

  it('follows the device clock, not the number of ticks (a throttled tab catches up)', async () => {
    let now = CREATED_MS;
    const clock = new SimulatedClock();
    clock.set(CREATED_MS);
    const machine = createPayInfoMachine<Info>().provide({
      actors: { fetchPayInfo: fromPromise(() => Promise.resolve(ok(info('alipay')))) },
    });
    const actor = createActor(machine, { clock, input: { depositNo: 'D1', clock: () => now } }).start();
    await settle();
    now += 10 * MINUTE;
    clock.increment(PAY_TICK_MS);
    expect(connectPayInfo(actor.getSnapshot(), actor.send).countdown).toBe('50:00');
  });

  it('shows an order whose window closed long ago as expired at once', async () => {
    const { vm } = start([() => Promise.resolve(ok(info('wxpay')))], CREATED_MS + 2 * 60 * MINUTE);
    await settle();
    expect(vm()).toMatchObject({ variant: 'qr', countdown: '00:00', expired: true });
  });

  it('does not count for AnToken', async () => {
    const { vm, clock } = start([() => Promise.resolve(ok(info('antoken')))]);
    await settle();
    clock.increment(PAY_TICK_MS);
    expect(vm()).toMatchObject({ variant: 'token', countdown: null, expired: false });
    expect(hasCountdown('antoken')).toBe(false);
    expect(hasCountdown('bankpay')).toBe(true);
  });

  it('toasts a refusal in the server words, says the order could not be read, and retries', async () => {
    const { vm, notify, fetchPayInfo } = start([
      () => Promise.resolve(fail('server', '订单不存在', 202)),
      () => Promise.resolve(fail('network', '网络异常')),
      () => Promise.reject(new Error('x')),
      () => Promise.resolve(ok(info('bankpay'))),
    ]);
    await settle();
    expect(vm()).toMatchObject({ failed: true, error: '订单不存在' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('订单不存在');
    vm().retry();
    await settle();
    vm().retry();
    await settle();
    expect(vm()).toMatchObject({ failed: true, error: '网络异常，请检查网络后重试！' });
    expect(notify).toHaveBeenCalledTimes(1);
    vm().retry();
    await settle();
    expect(fetchPayInfo).toHaveBeenCalledTimes(4);
    expect(vm()).toMatchObject({ failed: false, error: null, variant: 'bank', countdown: '60:00' });
  });

  it('fails until the screen provides the read', async () => {
    const actor = createActor(payInfoMachine, { input: { depositNo: '', clock: () => 0 } }).start();
    await settle();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
  });

  it.each([
    ['bankpay', 'bank'],
    ['usdtpay', 'address'],
    ['alipay', 'qr'],
    ['wxpay', 'qr'],
    ['ebpay', 'qr'],
    ['antoken', 'token'],
  ] as const)('shows %s on the %s page', (payType, variant) => {
    expect(payInfoVariant(payType)).toBe(variant);
  });
});
