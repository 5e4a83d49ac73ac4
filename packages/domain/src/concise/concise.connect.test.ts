import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CallResult } from '../result/index.ts';
import { ok, settle } from '../testing/index.ts';
import { CONCISE_TABS, connectConcise } from './concise.connect.ts';
import { type ConciseEvent, type ConciseGame, conciseMachine, type FetchConciseInput } from './concise.machine.ts';

const fish: ConciseGame = {
  platform: 'obgdy',
  gameCode: 'ob_fish',
  category: 'fishing',
  name: '捕鱼大亨',
  image: '/f.png',
};

function start(answer: () => Promise<CallResult<ConciseGame[]>>) {
  const machine = conciseMachine.provide({
    actors: { fetchGames: fromPromise<CallResult<ConciseGame[]>, FetchConciseInput>(answer) },
  });
  return createActor(machine, { input: { type: null } }).start();
}

describe('connectConcise', () => {
  it('shows the fishing tab alone, selected', () => {
    expect(CONCISE_TABS).toEqual([{ code: 'obgdy', label: '捕鱼' }]);
    const actor = start(() => new Promise(() => {}));
    const view = connectConcise(actor.getSnapshot(), actor.send);
    expect(view).toMatchObject({ code: 'obgdy', games: [], busy: true, failed: false, empty: false });
    expect(view.tabs).toEqual([{ code: 'obgdy', label: '捕鱼', selected: true }]);
  });

  it('gives each game the game-page path its tap opens', async () => {
    const actor = start(() => Promise.resolve(ok([fish])));
    await settle();
    expect(connectConcise(actor.getSnapshot(), actor.send).games).toEqual([
      { game: fish, path: '/gamePage?name=obgdy&type=fishing&code=ob_fish' },
    ]);
  });

  it('marks no tab selected for a code without one, and sends its answers', () => {
    const machine = conciseMachine.provide({
      actors: { fetchGames: fromPromise<CallResult<ConciseGame[]>, FetchConciseInput>(() => new Promise(() => {})) },
    });
    const actor = createActor(machine, { input: { type: 'pp' } }).start();
    const send = vi.fn<(event: ConciseEvent) => void>();
    const view = connectConcise(actor.getSnapshot(), send);
    expect(view.tabs[0]?.selected).toBe(false);
    view.select('obgdy');
    view.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'code.select', code: 'obgdy' },
      { type: 'retry' },
    ]);
  });
});
