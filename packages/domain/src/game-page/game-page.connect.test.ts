import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CallResult } from '../result/index.ts';
import { ok, settle } from '../testing/index.ts';
import { connectGamePage } from './game-page.connect.ts';
import { type GamePageEvent, gamePageMachine } from './game-page.machine.ts';
import type { GameLaunch, LaunchTarget } from './game-page.rules.ts';

describe('connectGamePage', () => {
  it('is loading, then shows the frame titled with the venue', async () => {
    const machine = gamePageMachine.provide({
      actors: {
        fetchGameUrl: fromPromise<CallResult<LaunchTarget>, GameLaunch>(() =>
          Promise.resolve(ok({ url: 'https://g' })),
        ),
      },
    });
    const actor = createActor(machine, {
      input: { query: { name: 'avia' }, downloadUrl: '', signedIn: true, tapped: true },
    }).start();
    expect(connectGamePage(actor.getSnapshot(), actor.send)).toMatchObject({
      frameUrl: null,
      loading: true,
      title: 'avia',
      kind: 'game',
    });
    await settle();
    expect(connectGamePage(actor.getSnapshot(), actor.send)).toMatchObject({ frameUrl: 'https://g', loading: false });
  });

  it('has no title for the agent login and sends back', () => {
    const send = vi.fn<(event: GamePageEvent) => void>();
    const actor = createActor(gamePageMachine, { input: { query: { dailiD: '1' }, downloadUrl: '', signedIn: true } });
    const view = connectGamePage(actor.getSnapshot(), send);
    expect(view).toMatchObject({ title: '', kind: 'agent' });
    view.back();
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'back' });
  });
});
