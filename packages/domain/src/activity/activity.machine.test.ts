import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CallResult } from '../result/index.ts';
import { fail, ok, settle } from '../testing/index.ts';
import {
  activityMachine,
  createActivityMachine,
  type FetchPromotionsInput,
  type PromotionList,
} from './activity.machine.ts';
import type { Promotion, PromotionType } from './activity.rules.ts';

const promotion = (id: number, type: number | null, isActive = true): Promotion => ({
  id,
  title: `活动${id}-${type ?? 'all'}`,
  banner: '',
  createdAt: '2026-11-01 12:00:00',
  isActive,
});

type TypesAnswer = () => Promise<CallResult<PromotionType[]>>;
type ListAnswer = (input: FetchPromotionsInput) => Promise<CallResult<PromotionList<Promotion>>>;

const types: PromotionType[] = [
  { id: 1, name: '新人礼包' },
  { id: 2, name: '体育优惠' },
];
const serveTypes: TypesAnswer = () => Promise.resolve(ok(types));
const serveList: ListAnswer = ({ type }) =>
  Promise.resolve(ok({ rows: [promotion(1, type), promotion(2, type, false), promotion(3, type)] }));

function start({ typesAnswers = [] as TypesAnswer[], listAnswers = [] as ListAnswer[] } = {}) {
  const fetchTypes = vi.fn(() => (typesAnswers.shift() ?? serveTypes)());
  const fetchPromotions = vi.fn((input: FetchPromotionsInput) => (listAnswers.shift() ?? serveList)(input));
  const notify = vi.fn<(message: string) => void>();
  const machine = activityMachine.provide({
    actors: {
      fetchTypes: fromPromise(() => fetchTypes()),
      fetchPromotions: fromPromise(({ input }) => fetchPromotions(input)),
    },
    actions: { notify: (_, { message }) => notify(message) },
  });
  const actor = createActor(machine).start();
  const tags = () => ['busy', 'failed', 'empty', 'typesFailed'].filter((tag) => actor.getSnapshot().hasTag(tag));
  const titles = () => actor.getSnapshot().context.promotions.map((p) => p.title);
  return { actor, fetchTypes, fetchPromotions, notify, tags, titles };
}

describe('activityMachine', () => {
  it('loads the menu and all offers at once, showing only active promotions', async () => {
    const { actor, fetchPromotions, tags, titles } = start();
    expect(tags()).toEqual(['busy']);
    expect(actor.getSnapshot().context.tabs).toEqual([{ id: null, name: '全部优惠' }]);
    expect(fetchPromotions).toHaveBeenCalledExactlyOnceWith({ type: null });
    await settle();
    expect(tags()).toEqual([]);
    expect(actor.getSnapshot().context.tabs.map((tab) => tab.id)).toEqual([null, 1, 2]);
    expect(titles()).toEqual(['活动1-all', '活动3-all']);
  });

  it('reloads the list for another category, and only then', async () => {
    const { actor, fetchPromotions, titles } = start();
    await settle();
    actor.send({ type: 'type.select', id: 2 });
    expect(actor.getSnapshot().context.promotions).toEqual([]);
    await settle();
    expect(titles()).toEqual(['活动1-2', '活动3-2']);
    actor.send({ type: 'type.select', id: 2 });
    await settle();
    actor.send({ type: 'type.select', id: null });
    await settle();
    expect(fetchPromotions.mock.calls.map(([input]) => input.type)).toEqual([null, 2, null]);
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('drops a list still loading when another category is picked', async () => {
    let release: (result: CallResult<PromotionList<Promotion>>) => void = () => {};
    const { actor, titles } = start({ listAnswers: [() => new Promise((resolve) => (release = resolve))] });
    actor.send({ type: 'type.select', id: 1 });
    release(ok({ rows: [promotion(9, null)] }));
    await settle();
    expect(titles()).toEqual(['活动1-1', '活动3-1']);
  });

  it('tags a list with nothing active empty', async () => {
    const { tags } = start({ listAnswers: [() => Promise.resolve(ok({ rows: [promotion(1, null, false)] }))] });
    await settle();
    expect(tags()).toEqual(['empty']);
  });

  it('toasts a refused list, keeps the failure, and loads again on retry', async () => {
    const { actor, notify, tags, titles } = start({
      listAnswers: [() => Promise.resolve(fail('server', '活动已下架', 201))],
    });
    await settle();
    expect(tags()).toEqual(['failed']);
    expect(notify).toHaveBeenCalledExactlyOnceWith('活动已下架');
    expect(actor.getSnapshot().context.error).toMatchObject({ message: '活动已下架' });
    actor.send({ type: 'retry' });
    expect(tags()).toEqual(['busy']);
    await settle();
    expect(titles()).toEqual(['活动1-all', '活动3-all']);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    ['a network failure', () => Promise.resolve(fail<PromotionList<Promotion>>('network', 'offline'))],
    ['a rejected call', () => Promise.reject(new Error('boom'))],
  ])('fails the list quietly on %s, and a category change leaves the failure', async (_case, answer) => {
    const { actor, notify, tags } = start({ listAnswers: [answer] });
    await settle();
    expect(tags()).toEqual(['failed']);
    expect(notify).not.toHaveBeenCalled();
    actor.send({ type: 'type.select', id: 1 });
    await settle();
    expect(tags()).toEqual([]);
  });

  it('toasts a refused menu, keeps all offers, and retries the menu alone', async () => {
    const { actor, fetchTypes, fetchPromotions, notify, tags } = start({
      typesAnswers: [() => Promise.resolve(fail('server', '分类读取失败'))],
    });
    await settle();
    expect(tags()).toEqual(['typesFailed']);
    expect(notify).toHaveBeenCalledExactlyOnceWith('分类读取失败');
    expect(actor.getSnapshot().context.tabs).toEqual([{ id: null, name: '全部优惠' }]);
    expect(actor.getSnapshot().context.typesError).toEqual({ kind: 'server', message: '分类读取失败' });
    actor.send({ type: 'retry' });
    await settle();
    expect(fetchTypes).toHaveBeenCalledTimes(2);
    expect(fetchPromotions).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.tabs).toHaveLength(3);
    expect(actor.getSnapshot().context.typesError).toBeNull();
    expect(tags()).toEqual([]);
  });

  it('retries both when both failed', async () => {
    const { actor, fetchTypes, fetchPromotions, tags } = start({
      typesAnswers: [() => Promise.reject(new Error('boom'))],
      listAnswers: [() => Promise.resolve(fail('network', 'offline'))],
    });
    await settle();
    expect(tags()).toEqual(['failed', 'typesFailed']);
    expect(actor.getSnapshot().context.typesError).toMatchObject({ kind: 'network' });
    actor.send({ type: 'retry' });
    await settle();
    expect(fetchTypes).toHaveBeenCalledTimes(2);
    expect(fetchPromotions).toHaveBeenCalledTimes(2);
    expect(tags()).toEqual([]);
  });

  it('runs with its default implementations without failing', async () => {
    const actor = createActor(activityMachine).start();
    await settle();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    const typed = createActivityMachine<{ id: number; isActive: boolean }>().provide({
      actors: {
        fetchTypes: fromPromise<CallResult<PromotionType[]>>(() => Promise.resolve(fail('server', '错误'))),
      },
    });
    const withDefaultNotify = createActor(typed).start();
    await settle();
    expect(withDefaultNotify.getSnapshot().hasTag('typesFailed')).toBe(true);
  });
});
