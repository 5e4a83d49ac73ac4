import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { messages } from '../messages/index.ts';
import type { CallResult } from '../result/index.ts';
import { fail, ok, settle } from '../testing/index.ts';
import { connectRedPacket } from './red-packet.connect.ts';
import { createRedPacketMachine, type RedPacketCounts, type RedPacketWin } from './red-packet.machine.ts';

type Status = RedPacketCounts & { rules: string[] };

const status = (remaining: number, acquired = 0): Status => ({ remaining, acquired, maxTimes: 3, rules: ['规则'] });

/** The /hongbao machine with its calls answered in order; a call past its answers never settles. */
function start(
  statuses: (() => Promise<CallResult<Status>>)[],
  grabs: (() => Promise<CallResult<RedPacketWin>>)[] = [],
) {
  const fetchStatus = vi.fn(() => statuses.shift()?.() ?? new Promise<CallResult<Status>>(() => {}));
  const grab = vi.fn(() => grabs.shift()?.() ?? new Promise<CallResult<RedPacketWin>>(() => {}));
  const notify = vi.fn<(message: string) => void>();
  const machine = createRedPacketMachine<Status>().provide({
    actors: { fetchStatus: fromPromise(() => fetchStatus()), grab: fromPromise(() => grab()) },
    actions: { notify: (_, { message }) => notify(message) },
  });
  const actor = createActor(machine).start();
  const vm = () => connectRedPacket(actor.getSnapshot(), actor.send);
  return { actor, fetchStatus, grab, notify, vm };
}

describe('createRedPacketMachine', () => {
  it('loads the status, busy until it lands, and shows a negative count as 0', async () => {
    const { vm } = start([() => Promise.resolve(ok(status(-2, 4)))]);
    expect(vm().busy).toBe(true);
    expect(vm().status).toBeNull();
    expect(vm().remaining).toBe(0);
    await settle();
    expect(vm().busy).toBe(false);
    expect(vm().status).toEqual(status(-2, 4));
    expect(vm().remaining).toBe(0);
  });

  it('a failed load toasts the server words, then retry loads again', async () => {
    const { vm, notify, fetchStatus } = start([
      () => Promise.resolve(fail('server', '活动未开启', 500)),
      () => Promise.resolve(ok(status(1))),
    ]);
    await settle();
    expect(vm().failed).toBe(true);
    expect(notify).toHaveBeenCalledExactlyOnceWith('活动未开启');
    vm().retry();
    await settle();
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(vm().failed).toBe(false);
    expect(vm().remaining).toBe(1);
  });

  it('a load that fails without words or rejects is quiet and still retryable', async () => {
    const { vm, notify } = start([
      () => Promise.resolve(fail('network', '')),
      () => Promise.reject(new Error('offline')),
    ]);
    await settle();
    expect(vm().failed).toBe(true);
    vm().retry();
    await settle();
    expect(vm().failed).toBe(true);
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([0, -1])('with %i grabs left the grab opens the insufficient popup and sends nothing', async (remaining) => {
    const { vm, grab } = start([() => Promise.resolve(ok(status(remaining)))]);
    await settle();
    vm().grab();
    expect(grab).not.toHaveBeenCalled();
    expect(vm().popup).toEqual({ kind: 'insufficient', message: messages['redPacket.notEligible'] });
    vm().close();
    expect(vm().popup).toBeNull();
  });

  it('a win opens the won popup with its amount, sends once however often tapped, and reloads the counts', async () => {
    const { vm, grab, fetchStatus } = start(
      [() => Promise.resolve(ok(status(2))), () => Promise.resolve(ok(status(1, 1)))],
      [() => Promise.resolve(ok({ amount: 8.88 }))],
    );
    await settle();
    vm().grab();
    vm().grab();
    expect(vm().grabbing).toBe(true);
    expect(grab).toHaveBeenCalledOnce();
    await settle();
    expect(vm().popup).toEqual({ kind: 'won', amount: 8.88 });
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(vm().status).toEqual(status(1, 1));
    vm().close();
    expect(vm().popup).toBeNull();
  });

  it('keeps the counts shown when the reload after a win fails', async () => {
    const { vm, notify } = start(
      [() => Promise.resolve(ok(status(2))), () => Promise.resolve(fail('server', '繁忙', 500))],
      [() => Promise.resolve(ok({ amount: 1 }))],
    );
    await settle();
    vm().grab();
    await settle();
    expect(vm().status).toEqual(status(2));
    expect(notify).toHaveBeenCalledExactlyOnceWith('繁忙');
    expect(vm().refreshing).toBe(false);
  });

  it('shows the counts still when the reload after a win rejects', async () => {
    const { vm } = start(
      [() => Promise.resolve(ok(status(2))), () => Promise.reject(new Error('x'))],
      [() => Promise.resolve(ok({ amount: 1 }))],
    );
    await settle();
    vm().grab();
    await settle();
    expect(vm().status).toEqual(status(2));
    expect(vm().popup).toEqual({ kind: 'won', amount: 1 });
  });

  it('a refused grab shows the server words in the insufficient popup', async () => {
    const { vm, notify } = start(
      [() => Promise.resolve(ok(status(1)))],
      [() => Promise.resolve(fail('server', '充值金额不足', 500))],
    );
    await settle();
    vm().grab();
    await settle();
    expect(vm().popup).toEqual({ kind: 'insufficient', message: '充值金额不足' });
    expect(notify).not.toHaveBeenCalled();
    expect(vm().grabbing).toBe(false);
  });

  it.each<[string, () => Promise<CallResult<RedPacketWin>>]>([
    ['fails on the network', () => Promise.resolve(fail('network', '网络异常，请检查网络后重试！'))],
    ['rejects', () => Promise.reject(new Error('offline'))],
  ])('a grab request that %s toasts 服务器异常，请稍后再试 and opens nothing', async (_case, answer) => {
    const { vm, notify } = start([() => Promise.resolve(ok(status(1)))], [answer]);
    await settle();
    vm().grab();
    await settle();
    expect(notify).toHaveBeenCalledExactlyOnceWith(messages['redPacket.serverError']);
    expect(vm().popup).toBeNull();
    expect(vm().grabbing).toBe(false);
  });

  it('fails safe when the screen provides nothing', async () => {
    const actor = createActor(createRedPacketMachine<Status>()).start();
    await settle();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
  });

  it('grabs through the default actor into the toast path when only the status is provided', async () => {
    const machine = createRedPacketMachine<Status>().provide({
      actors: { fetchStatus: fromPromise(() => Promise.resolve(ok(status(1)))) },
    });
    const actor = createActor(machine).start();
    await settle();
    actor.send({ type: 'grab' });
    await settle();
    expect(actor.getSnapshot().context.popup).toBeNull();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});
