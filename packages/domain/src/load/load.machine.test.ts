import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CallResult } from '../result/index.ts';
import { fail, ok, settle } from '../testing/index.ts';
import { createLoadMachine, type LoadInput, type LoadParams, loadMachine } from './load.machine.ts';

type Article = { content: string } | null;
type Params = { type: number };

/** A help article load: answers are served one per call, in order. */
function start(answers: (() => Promise<CallResult<Article>>)[], input: Partial<LoadInput<Article, Params>> = {}) {
  const load = vi.fn((_: LoadParams<Params>) => {
    const next = answers.shift();
    return next ? next() : new Promise<CallResult<Article>>(() => {});
  });
  const notify = vi.fn<(message: string) => void>();
  const save = vi.fn<(value: Article) => void>();
  const machine = createLoadMachine<Article, Params>().provide({
    actors: { load: fromPromise(({ input: params }) => load(params)) },
    actions: {
      notify: (_, { message }) => notify(message),
      save: (_, { value }) => save(value),
    },
  });
  const actor = createActor(machine, {
    input: { params: { type: 7 }, isEmpty: (article) => !article?.content, ...input },
  }).start();
  const tags = () => ['busy', 'refreshing', 'failed', 'empty'].filter((tag) => actor.getSnapshot().hasTag(tag));
  return { actor, load, notify, save, tags };
}

const about = { content: '<p>关于我们</p>' };

describe('createLoadMachine', () => {
  it('loads with its params, busy until the value lands, then saves it', async () => {
    const { actor, load, save, tags } = start([() => Promise.resolve(ok(about))]);
    expect(tags()).toEqual(['busy']);
    expect(actor.getSnapshot().context.value).toBeUndefined();
    expect(load).toHaveBeenCalledWith({ params: { type: 7 } });
    await settle();
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(tags()).toEqual([]);
    expect(actor.getSnapshot().context.value).toEqual(about);
    expect(save).toHaveBeenCalledExactlyOnceWith(about);
  });

  it('tags a value the screen calls empty', async () => {
    const { tags } = start([() => Promise.resolve(ok(null))]);
    await settle();
    expect(tags()).toEqual(['empty']);
  });

  it('toasts a refused load and loads again on retry', async () => {
    const { actor, load, notify, tags } = start([
      () => Promise.resolve(fail('server', '文章不存在', 201)),
      () => Promise.resolve(ok(about)),
    ]);
    await settle();
    expect(tags()).toEqual(['failed']);
    expect(notify).toHaveBeenCalledExactlyOnceWith('文章不存在');
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'server', code: 201 });
    actor.send({ type: 'retry' });
    expect(tags()).toEqual(['busy']);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({ value: about, error: null });
  });

  it.each([
    ['a network failure', () => Promise.resolve(fail<Article>('network', '网络异常，请检查网络后重试！'))],
    ['a contract failure', () => Promise.resolve(fail<Article>('contract', '服务器数据异常，请稍后重试'))],
    ['a rejected call', () => Promise.reject(new Error('boom'))],
  ])('fails quietly on %s, and reload loads again too', async (_case, answer) => {
    const { actor, notify, tags } = start([answer, () => Promise.resolve(ok(about))]);
    await settle();
    expect(tags()).toEqual(['failed']);
    expect(notify).not.toHaveBeenCalled();
    actor.send({ type: 'reload' });
    await settle();
    expect(actor.getSnapshot().context.value).toEqual(about);
  });

  it('shows a cached value at once and refreshes it behind', async () => {
    const fresh = { content: '<p>新</p>' };
    const { actor, save, tags } = start([() => Promise.resolve(ok(fresh))], { cached: about });
    expect(tags()).toEqual(['refreshing']);
    expect(actor.getSnapshot().context.value).toEqual(about);
    await settle();
    expect(tags()).toEqual([]);
    expect(actor.getSnapshot().context.value).toEqual(fresh);
    expect(save).toHaveBeenCalledWith(fresh);
  });

  it('keeps the cached value when the refresh fails and toasts the server message', async () => {
    const { actor, notify, save, tags } = start([() => Promise.resolve(fail('server', '服务器维护'))], {
      cached: about,
    });
    await settle();
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(tags()).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ value: about, error: { message: '服务器维护' } });
    expect(notify).toHaveBeenCalledWith('服务器维护');
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the cached value when the refresh call rejects', async () => {
    const { actor, tags } = start([() => Promise.reject(new Error('boom'))], { cached: about });
    await settle();
    expect(tags()).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ value: about, error: { kind: 'network' } });
  });

  it.each(['reload', 'retry'] as const)('%s after a load refreshes behind the value shown', async (type) => {
    const fresh = { content: '<p>新</p>' };
    const { actor, load, tags } = start([() => Promise.resolve(ok(about)), () => Promise.resolve(ok(fresh))]);
    await settle();
    actor.send({ type });
    expect(tags()).toEqual(['refreshing']);
    expect(actor.getSnapshot().context.value).toEqual(about);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.value).toEqual(fresh);
  });

  it('ignores retry and reload while a load is under way', async () => {
    const { actor, load } = start([]);
    actor.send({ type: 'retry' });
    actor.send({ type: 'reload' });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('counts nothing as empty unless told', async () => {
    const machine = createLoadMachine<string[], undefined>().provide({
      actors: { load: fromPromise<CallResult<string[]>, LoadParams<undefined>>(() => Promise.resolve(ok([]))) },
    });
    const actor = createActor(machine, { input: { params: undefined } }).start();
    await settle();
    expect(actor.getSnapshot().matches({ loaded: 'shown' })).toBe(true);
    expect(actor.getSnapshot().hasTag('empty')).toBe(false);
  });

  it('runs with its default implementations without failing', async () => {
    const actor = createActor(loadMachine, { input: { params: null } }).start();
    await settle();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    const quiet = loadMachine.provide({
      actors: {
        load: fromPromise<CallResult<unknown>, LoadParams<unknown>>(() => Promise.resolve(fail('server', '错误'))),
      },
    });
    const withDefaults = createActor(quiet, { input: { params: null } }).start();
    await settle();
    expect(withDefaults.getSnapshot().hasTag('failed')).toBe(true);
    const loaded = loadMachine.provide({
      actors: { load: fromPromise<CallResult<unknown>, LoadParams<unknown>>(() => Promise.resolve(ok(1))) },
    });
    const withDefaultSave = createActor(loaded, { input: { params: null } }).start();
    await settle();
    expect(withDefaultSave.getSnapshot().context.value).toBe(1);
  });
});
