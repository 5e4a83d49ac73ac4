import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CallResult } from '../result/index.ts';
import { fail, ok, settle } from '../testing/index.ts';
import {
  type ConciseGame,
  conciseCodeOf,
  conciseMachine,
  createConciseMachine,
  type FetchConciseInput,
} from './concise.machine.ts';

const game = (platform: string, n: number): ConciseGame => ({
  platform,
  gameCode: `${platform}_${n}`,
  category: 'fishing',
  name: `${platform}${n}`,
  image: '',
});

type Answer = (input: FetchConciseInput) => Promise<CallResult<ConciseGame[]>>;

const serve: Answer = ({ code }) => Promise.resolve(ok([game(code, 1), game(code, 2)]));

function start(type: string | null | undefined, answers: Answer[] = []) {
  const fetchGames = vi.fn((input: FetchConciseInput) => (answers.shift() ?? serve)(input));
  const notify = vi.fn<(message: string) => void>();
  const machine = conciseMachine.provide({
    actors: { fetchGames: fromPromise(({ input }) => fetchGames(input)) },
    actions: { notify: (_, { message }) => notify(message) },
  });
  const actor = createActor(machine, { input: { type } }).start();
  const tags = () => ['busy', 'failed', 'empty'].filter((tag) => actor.getSnapshot().hasTag(tag));
  const codesOf = (code: 'obgdy' | 'pp' | 'ae') => actor.getSnapshot().context.lists[code]?.map((g) => g.gameCode);
  return { actor, fetchGames, notify, tags, codesOf };
}

describe('conciseCodeOf', () => {
  it('takes the query type when it is a list code, fishing otherwise', () => {
    expect(conciseCodeOf('pp')).toBe('pp');
    expect(conciseCodeOf('ae')).toBe('ae');
    expect(conciseCodeOf('xx')).toBe('obgdy');
    expect(conciseCodeOf('')).toBe('obgdy');
    expect(conciseCodeOf(null)).toBe('obgdy');
    expect(conciseCodeOf(undefined)).toBe('obgdy');
  });
});

describe('conciseMachine', () => {
  it('loads fishing by default, busy until it lands', async () => {
    const { actor, fetchGames, tags, codesOf } = start(null);
    expect(actor.getSnapshot().context.code).toBe('obgdy');
    expect(tags()).toEqual(['busy']);
    expect(fetchGames).toHaveBeenCalledWith({ code: 'obgdy' });
    await settle();
    expect(tags()).toEqual([]);
    expect(codesOf('obgdy')).toEqual(['obgdy_1', 'obgdy_2']);
  });

  it('starts on the query code', () => {
    const { fetchGames } = start('pp');
    expect(fetchGames).toHaveBeenCalledExactlyOnceWith({ code: 'pp' });
  });

  it('loads each code once: a filled list makes no call', async () => {
    const { actor, fetchGames, codesOf } = start('obgdy');
    await settle();
    actor.send({ type: 'code.select', code: 'pp' });
    await settle();
    actor.send({ type: 'code.select', code: 'obgdy' });
    await settle();
    expect(fetchGames.mock.calls.map(([input]) => input.code)).toEqual(['obgdy', 'pp']);
    expect(actor.getSnapshot().context.code).toBe('obgdy');
    expect(codesOf('pp')).toEqual(['pp_1', 'pp_2']);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('ignores selecting the code shown', async () => {
    const { actor, fetchGames } = start('pp');
    actor.send({ type: 'code.select', code: 'pp' });
    await settle();
    expect(fetchGames).toHaveBeenCalledTimes(1);
  });

  it('reads a route change with an unknown type as fishing', async () => {
    const { actor, fetchGames } = start('pp');
    await settle();
    actor.send({ type: 'code.select', code: 'nope' });
    expect(actor.getSnapshot().context.code).toBe('obgdy');
    expect(fetchGames).toHaveBeenLastCalledWith({ code: 'obgdy' });
  });

  it('drops a list still loading when another code is selected', async () => {
    let release: (result: CallResult<ConciseGame[]>) => void = () => {};
    const slow: Answer = () => new Promise((resolve) => (release = resolve));
    const { actor, codesOf } = start('obgdy', [slow]);
    actor.send({ type: 'code.select', code: 'ae' });
    release(ok([game('obgdy', 9)]));
    await settle();
    expect(codesOf('obgdy')).toBeUndefined();
    expect(codesOf('ae')).toEqual(['ae_1', 'ae_2']);
  });

  it('tags an empty list empty and asks for it again when selected again', async () => {
    const { actor, fetchGames, tags } = start('ae', [() => Promise.resolve(ok([]))]);
    await settle();
    expect(tags()).toEqual(['empty']);
    actor.send({ type: 'code.select', code: 'pp' });
    await settle();
    actor.send({ type: 'code.select', code: 'ae' });
    await settle();
    expect(fetchGames.mock.calls.map(([input]) => input.code)).toEqual(['ae', 'pp', 'ae']);
    expect(tags()).toEqual([]);
  });

  it('toasts a refusal, sets no list, and loads again on retry', async () => {
    const { actor, notify, tags, codesOf } = start('pp', [() => Promise.resolve(fail('server', '平台维护', 201))]);
    await settle();
    expect(tags()).toEqual(['failed']);
    expect(notify).toHaveBeenCalledExactlyOnceWith('平台维护');
    expect(codesOf('obgdy')).toBeUndefined();
    expect(actor.getSnapshot().context.lists).toEqual({});
    actor.send({ type: 'retry' });
    await settle();
    expect(tags()).toEqual([]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    ['a network failure', () => Promise.resolve(fail<ConciseGame[]>('network', 'offline'))],
    ['a rejected call', () => Promise.reject(new Error('boom'))],
  ])('fails quietly on %s', async (_case, answer) => {
    const { actor, notify, tags } = start('pp', [answer]);
    await settle();
    expect(tags()).toEqual(['failed']);
    expect(notify).not.toHaveBeenCalled();
    actor.send({ type: 'code.select', code: 'obgdy' });
    await settle();
    expect(tags()).toEqual([]);
  });

  it('runs with its default implementations without failing', async () => {
    const actor = createActor(conciseMachine, { input: {} }).start();
    await settle();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    const typed = createConciseMachine<{ platform: string; gameCode: string; category: string }>().provide({
      actors: {
        fetchGames: fromPromise<
          CallResult<{ platform: string; gameCode: string; category: string }[]>,
          FetchConciseInput
        >(() => Promise.resolve(fail('server', '错误'))),
      },
    });
    const withDefaultNotify = createActor(typed, { input: { type: 'pg' } }).start();
    await settle();
    expect(withDefaultNotify.getSnapshot().hasTag('failed')).toBe(true);
  });
});
