import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CallResult } from '../result/index.ts';
import { fail, ok, settle } from '../testing/index.ts';
import { connectLoad } from './load.connect.ts';
import { createLoadMachine, type LoadEvent, type LoadParams } from './load.machine.ts';

function start(answer: () => Promise<CallResult<string>>, cached?: string) {
  const machine = createLoadMachine<string, number>().provide({
    actors: { load: fromPromise<CallResult<string>, LoadParams<number>>(answer) },
  });
  return createActor(machine, { input: { params: 1, cached, isEmpty: (value) => value === '' } }).start();
}

describe('connectLoad', () => {
  it('is busy with nothing to show while loading', () => {
    const actor = start(() => new Promise(() => {}));
    expect(connectLoad(actor.getSnapshot(), actor.send)).toMatchObject({
      value: undefined,
      busy: true,
      refreshing: false,
      failed: false,
      empty: false,
      error: null,
    });
  });

  it('shows a cached value while refreshing', () => {
    const actor = start(() => new Promise(() => {}), '<p>旧</p>');
    expect(connectLoad(actor.getSnapshot(), actor.send)).toMatchObject({
      value: '<p>旧</p>',
      busy: false,
      refreshing: true,
    });
  });

  it('reports empty and failed', async () => {
    const empty = start(() => Promise.resolve(ok('')));
    const failed = start(() => Promise.resolve(fail('network', 'offline')));
    await settle();
    expect(connectLoad(empty.getSnapshot(), empty.send)).toMatchObject({ value: '', empty: true, failed: false });
    expect(connectLoad(failed.getSnapshot(), failed.send)).toMatchObject({
      failed: true,
      error: { kind: 'network', message: 'offline' },
    });
  });

  it('sends retry and reload', () => {
    const send = vi.fn<(event: LoadEvent) => void>();
    const view = connectLoad(start(() => new Promise(() => {})).getSnapshot(), send);
    view.retry();
    view.reload();
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'retry' }, { type: 'reload' }]);
  });
});
