import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CallResult } from '../result/index.ts';
import { fail, ok, settle } from '../testing/index.ts';
import { VENUE_BALANCE_POLL_MS } from '../transfer/index.ts';
import { BALANCE_POLL_MS, createPollerMachine } from './poller.machine.ts';

function start(
  answer: () => Promise<CallResult<unknown>> = () => Promise.resolve(ok({ balance: 1 })),
  interval = BALANCE_POLL_MS,
) {
  const poll = vi.fn(answer);
  const deliver = vi.fn<(data: unknown) => void>();
  const onUnauthorized = vi.fn();
  const onBlocked = vi.fn();
  const clock = new SimulatedClock();
  const machine = createPollerMachine().provide({
    actors: { poll: fromPromise(() => poll()) },
    actions: {
      deliver: (_, data) => deliver(data),
      onUnauthorized: () => onUnauthorized(),
      onBlocked: () => onBlocked(),
    },
  });
  const actor = createActor(machine, { input: { interval }, clock }).start();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return { actor, poll, deliver, onUnauthorized, onBlocked, advance };
}

describe('createPollerMachine', () => {
  it('polls the balance every 4.3 s', () => {
    expect(BALANCE_POLL_MS).toBe(4300);
  });

  it('polls at 0, 4300 and 8600 ms and delivers each result', async () => {
    const { poll, deliver, advance } = start();
    await settle();
    expect(poll).toHaveBeenCalledTimes(1);
    await advance(BALANCE_POLL_MS - 1);
    expect(poll).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(poll).toHaveBeenCalledTimes(2);
    await advance(BALANCE_POLL_MS);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(deliver).toHaveBeenCalledTimes(3);
    expect(deliver).toHaveBeenLastCalledWith({ balance: 1 });
  });

  it('polls at any interval it is given, such as the venue balances every 1.5 s', async () => {
    expect(VENUE_BALANCE_POLL_MS).toBe(1500);
    const { poll, advance } = start(undefined, VENUE_BALANCE_POLL_MS);
    await settle();
    for (let tick = 0; tick < 4; tick += 1) await advance(VENUE_BALANCE_POLL_MS);
    expect(poll).toHaveBeenCalledTimes(5);
  });

  it('counts the interval from the end of a poll, so slow calls never pile up', async () => {
    let release: () => void = () => {};
    const { poll, advance } = start(
      () =>
        new Promise((resolve) => {
          release = () => resolve(ok({ balance: 1 }));
        }),
    );
    await advance(BALANCE_POLL_MS * 3);
    expect(poll).toHaveBeenCalledTimes(1);
    release();
    await settle();
    await advance(BALANCE_POLL_MS - 1);
    expect(poll).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('stops for good on unauthorized', async () => {
    const { actor, poll, deliver, onUnauthorized, advance } = start(() =>
      Promise.resolve(fail('unauthorized', '未授权')),
    );
    await settle();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
    await advance(BALANCE_POLL_MS * 3);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(deliver).not.toHaveBeenCalled();
  });

  it('stops on a blocked member through the default action when the owner provides only the call', async () => {
    const machine = createPollerMachine().provide({
      actors: {
        poll: fromPromise(() => Promise.resolve(fail<unknown>('blocked', '该用户已被禁用，请联系管理员！', 403))),
      },
    });
    const actor = createActor(machine, { input: { interval: BALANCE_POLL_MS } }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('blocked');
  });

  it('stops for good on a blocked member, telling onBlocked alone', async () => {
    const { actor, poll, deliver, onUnauthorized, onBlocked, advance } = start(() =>
      Promise.resolve(fail('blocked', '该用户已被禁用，请联系管理员！', 403)),
    );
    await settle();
    expect(onBlocked).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('done');
    await advance(BALANCE_POLL_MS * 3);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(deliver).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', () => Promise.resolve(fail('server', '错误'))],
    ['a network error', () => Promise.resolve(fail('network', 'offline'))],
    ['a rejected call', () => Promise.reject(new Error('boom'))],
  ])('keeps polling after %s without delivering', async (_case, answer) => {
    const { poll, deliver, onUnauthorized, advance } = start(answer);
    await settle();
    await advance(BALANCE_POLL_MS);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(deliver).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('pauses while hidden and polls at once when shown again', async () => {
    const { actor, poll, advance } = start();
    await settle();
    actor.send({ type: 'visibility.hide' });
    await advance(BALANCE_POLL_MS * 3);
    expect(poll).toHaveBeenCalledTimes(1);
    actor.send({ type: 'visibility.show' });
    await settle();
    expect(poll).toHaveBeenCalledTimes(2);
    await advance(BALANCE_POLL_MS);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('drops a poll in flight when hidden', async () => {
    const { actor, deliver } = start();
    actor.send({ type: 'visibility.hide' });
    await settle();
    expect(deliver).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('paused')).toBe(true);
  });

  it('ignores show while already polling', async () => {
    const { actor, poll } = start();
    await settle();
    actor.send({ type: 'visibility.show' });
    await settle();
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('runs with its default implementations without failing', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(createPollerMachine(), { input: { interval: 10 }, clock }).start();
    await settle();
    expect(actor.getSnapshot().matches('waiting')).toBe(true);

    const answers: CallResult<unknown>[] = [ok(1), fail('unauthorized', '未授权')];
    const machine = createPollerMachine().provide({
      actors: { poll: fromPromise<CallResult<unknown>>(() => Promise.resolve(answers.shift() ?? ok(0))) },
    });
    const provided = createActor(machine, { input: { interval: 10 }, clock }).start();
    await settle();
    clock.increment(10);
    await settle();
    expect(provided.getSnapshot().status).toBe('done');
  });
});
