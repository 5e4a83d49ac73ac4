import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { messages } from '../messages/index.ts';
import type { CallResult } from '../result/index.ts';
import { fail, ok, settle } from '../testing/index.ts';
import { rebateClaimMachine } from './rebate-claim.machine.ts';

function start(answer: () => Promise<CallResult<unknown>> = () => Promise.resolve(ok('', '成功领取'))) {
  const claimRebate = vi.fn(answer);
  const notify = vi.fn<(message: string) => void>();
  const succeed = vi.fn<(message: string) => void>();
  const machine = rebateClaimMachine.provide({
    actors: { claimRebate: fromPromise(() => claimRebate()) },
    actions: {
      notify: (_, { message }) => notify(message),
      succeed: (_, { message }) => succeed(message),
    },
  });
  const actor = createActor(machine).start();
  return { actor, claimRebate, notify, succeed };
}

describe('rebateClaimMachine', () => {
  it.each([0, -3.5])('refuses a claim of %d with 暂无领取额度！ and sends nothing', async (claimable) => {
    const { actor, claimRebate, notify, succeed } = start();
    actor.send({ type: 'claim', claimable });
    await settle();
    expect(notify).toHaveBeenCalledWith(messages['rebate.nothingToClaim']);
    expect(notify.mock.calls[0]?.[0]).toBe('暂无领取额度！');
    expect(claimRebate).not.toHaveBeenCalled();
    expect(succeed).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('sends one claim while busy, then succeeds with the server message', async () => {
    const { actor, claimRebate, notify, succeed } = start();
    actor.send({ type: 'claim', claimable: 12.5 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'claim', claimable: 12.5 });
    await settle();
    expect(claimRebate).toHaveBeenCalledTimes(1);
    expect(succeed).toHaveBeenCalledWith('成功领取');
    expect(notify).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('toasts a refusal in the server words, and the network words when there are none', async () => {
    const refused = start(() => Promise.resolve(fail('server', '没有可领取的返水', 202)));
    refused.actor.send({ type: 'claim', claimable: 1 });
    await settle();
    expect(refused.notify).toHaveBeenCalledWith('没有可领取的返水');
    expect(refused.succeed).not.toHaveBeenCalled();

    const offline = start(() => Promise.resolve(fail('network', '')));
    offline.actor.send({ type: 'claim', claimable: 1 });
    await settle();
    expect(offline.notify).toHaveBeenCalledWith(messages['auth.networkError']);
  });

  it('toasts the network words when the provided call rejects, and takes the next tap', async () => {
    const { actor, claimRebate, notify } = start(() => Promise.reject(new Error('boom')));
    actor.send({ type: 'claim', claimable: 1 });
    await settle();
    expect(notify).toHaveBeenCalledWith(messages['auth.networkError']);
    actor.send({ type: 'claim', claimable: 1 });
    expect(claimRebate).toHaveBeenCalledTimes(2);
  });

  it('runs with its default implementations without failing', async () => {
    const actor = createActor(rebateClaimMachine).start();
    actor.send({ type: 'claim', claimable: 0 });
    actor.send({ type: 'claim', claimable: 1 });
    await settle();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});
