import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CallResult } from '../result/index.ts';
import { ok, settle } from '../testing/index.ts';
import { connectGameLaunch } from './game-launch.connect.ts';
import { type GameLaunch, type GameLaunchEvent, gameLaunchMachine, type LaunchTarget } from './game-launch.machine.ts';

describe('connectGameLaunch', () => {
  it('is idle, then busy, then jumping', async () => {
    const machine = gameLaunchMachine.provide({
      actors: {
        fetchGameUrl: fromPromise<CallResult<LaunchTarget>, GameLaunch>(() => Promise.resolve(ok({ url: 'u' }))),
      },
    });
    const actor = createActor(machine, { input: { signedIn: true, baseUrl: 'b' } }).start();
    expect(connectGameLaunch(actor.getSnapshot(), actor.send)).toMatchObject({ busy: false, jumping: false });
    connectGameLaunch(actor.getSnapshot(), actor.send).openHot({ platform: 'ky', gameCode: 'k', category: 'joker' });
    expect(connectGameLaunch(actor.getSnapshot(), actor.send)).toMatchObject({ busy: true, jumping: false });
    await settle();
    expect(connectGameLaunch(actor.getSnapshot(), actor.send)).toMatchObject({ busy: true, jumping: true });
  });

  it('sends the right event for each answer', () => {
    const send = vi.fn<(event: GameLaunchEvent) => void>();
    const actor = createActor(gameLaunchMachine, { input: { signedIn: false, baseUrl: '' } });
    const view = connectGameLaunch(actor.getSnapshot(), send);
    view.openGame({ platform: 'pg', gameCode: 'pg_mjhl', category: 'concise' });
    view.open({ platformName: 'avia', gameType: '0', gameCode: 'x' });
    view.openHot({ platform: 'ky', gameCode: 'k', category: 'joker' });
    view.updateSession(true, 'https://api.example.com');
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'game.open', platformName: 'pg', gameType: 'concise', gameCode: 'pg_mjhl' },
      { type: 'game.open', platformName: 'avia', gameType: '0', gameCode: 'x' },
      { type: 'hot.open', game: { platform: 'ky', gameCode: 'k', category: 'joker' } },
      { type: 'session.update', signedIn: true, baseUrl: 'https://api.example.com' },
    ]);
  });
});
