import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CallResult } from '../result/index.ts';
import { ok, settle } from '../testing/index.ts';
import { connectActivity } from './activity.connect.ts';
import { type ActivityEvent, activityMachine, type PromotionList } from './activity.machine.ts';
import type { Promotion, PromotionType } from './activity.rules.ts';

const promo: Promotion = { id: 7, title: '首存', banner: '/b.png', createdAt: '2026-11-01', isActive: true };

describe('connectActivity', () => {
  it('marks the selected entry and links each promotion', async () => {
    const machine = activityMachine.provide({
      actors: {
        fetchTypes: fromPromise<CallResult<PromotionType[]>>(() => Promise.resolve(ok([{ id: 1, name: '新人' }]))),
        fetchPromotions: fromPromise<CallResult<PromotionList<Promotion>>, { type: number | null }>(() =>
          Promise.resolve(ok({ rows: [promo] })),
        ),
      },
    });
    const actor = createActor(machine).start();
    expect(connectActivity(actor.getSnapshot(), actor.send)).toMatchObject({ busy: true, promotions: [] });
    await settle();
    const view = connectActivity(actor.getSnapshot(), actor.send);
    expect(view).toMatchObject({ busy: false, failed: false, empty: false, typesFailed: false });
    expect(view.tabs).toEqual([
      { id: null, name: '全部优惠', selected: true },
      { id: 1, name: '新人', selected: false },
    ]);
    expect(view.promotions).toEqual([{ promotion: promo, path: '/activityInfo?id=7' }]);
  });

  it('sends its answers', () => {
    const send = vi.fn<(event: ActivityEvent) => void>();
    const view = connectActivity(createActor(activityMachine).getSnapshot(), send);
    view.select(3);
    view.select(null);
    view.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'type.select', id: 3 },
      { type: 'type.select', id: null },
      { type: 'retry' },
    ]);
  });
});
