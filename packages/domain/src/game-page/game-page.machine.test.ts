import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CallResult } from '../result/index.ts';
import { fail, ok, settle } from '../testing/index.ts';
import { gamePageMachine } from './game-page.machine.ts';
import type { GameLaunch, GamePageQuery, LaunchTarget } from './game-page.rules.ts';

type Answer = () => Promise<CallResult<LaunchTarget>>;

const pending: Answer = () => new Promise(() => {});

function start(
  query: GamePageQuery,
  answer: Answer = pending,
  downloadUrl = 'https://example.com/app.ipa',
  signedIn = true,
  tapped = true,
  confirm: () => Promise<boolean> = () => Promise.resolve(false),
) {
  const calls = {
    fetchAgentLoginUrl: vi.fn(),
    fetchServiceUrl: vi.fn(),
    fetchGameUrl: vi.fn<(launch: GameLaunch) => void>(),
    confirmLaunch: vi.fn<(question: { title: string; message: string }) => void>(),
  };
  const effects = {
    notify: vi.fn<(message: string) => void>(),
    navigate: vi.fn<(to: string) => void>(),
    redirect: vi.fn<(url: string) => void>(),
  };
  const machine = gamePageMachine.provide({
    actors: {
      fetchAgentLoginUrl: fromPromise(() => {
        calls.fetchAgentLoginUrl();
        return answer();
      }),
      fetchServiceUrl: fromPromise(() => {
        calls.fetchServiceUrl();
        return answer();
      }),
      fetchGameUrl: fromPromise(({ input }) => {
        calls.fetchGameUrl(input);
        return answer();
      }),
      confirmLaunch: fromPromise(({ input }) => {
        calls.confirmLaunch(input);
        return confirm();
      }),
    },
    actions: {
      notify: (_, { message }) => effects.notify(message),
      navigate: (_, { to }) => effects.navigate(to),
      redirect: (_, { url }) => effects.redirect(url),
    },
  });
  const actor = createActor(machine, { input: { query, downloadUrl, signedIn, tapped } }).start();
  return { actor, calls, effects };
}

const frame = 'https://games.example.com/frame';

describe('gamePageMachine', () => {
  describe('a game the player did not open by a tap in the app (a link from anyone)', () => {
    const link = { name: 'AG', type: 'realbet', code: '0' };

    it('asks before launching, and launches nothing while it asks', () => {
      const { actor, calls } = start(link, pending, '', true, false, () => new Promise(() => {}));
      expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
      expect(calls.confirmLaunch).toHaveBeenCalledWith({
        title: '进入游戏',
        message: '确定进入 AG 的游戏吗？开启自动免转时，进入游戏会将钱包余额转入该场馆。',
      });
      expect(calls.fetchGameUrl).not.toHaveBeenCalled();
    });

    it('goes home on 取消 without asking for the game', async () => {
      const { actor, calls, effects } = start(link, pending, '', true, false, () => Promise.resolve(false));
      await settle();
      expect(calls.fetchGameUrl).not.toHaveBeenCalled();
      expect(effects.navigate).toHaveBeenCalledWith('/');
      expect(actor.getSnapshot().status).toBe('done');
    });

    it('goes home when the question cannot be asked', async () => {
      const { calls, effects } = start(link, pending, '', true, false, () => Promise.reject(new Error('no dialog')));
      await settle();
      expect(calls.fetchGameUrl).not.toHaveBeenCalled();
      expect(effects.navigate).toHaveBeenCalledWith('/');
    });

    it("launches on the player's yes", async () => {
      const { actor, calls } = start(
        link,
        () => Promise.resolve(ok({ url: frame })),
        '',
        true,
        false,
        () => Promise.resolve(true),
      );
      await settle();
      expect(calls.fetchGameUrl).toHaveBeenCalledWith({ platformName: 'AG', gameType: 'realbet', gameCode: '0' });
      expect(actor.getSnapshot().context.frameUrl).toBe(frame);
    });

    it('is untapped unless the app says so', () => {
      const actor = createActor(gamePageMachine, { input: { query: link, downloadUrl: '', signedIn: true } });
      expect(actor.getSnapshot().context.tapped).toBe(false);
    });
  });

  it('sends a visitor who opens a game to log in first, and back to the game after', () => {
    const { actor, calls, effects } = start({ name: 'pg', type: 'pg_01' }, pending, '', false);
    expect(calls.fetchGameUrl).not.toHaveBeenCalled();
    expect(effects.notify).toHaveBeenCalledWith('请登录！');
    expect(effects.navigate).toHaveBeenCalledWith(
      `/login?redirect=${encodeURIComponent('/gamePage?name=pg&type=pg_01')}`,
    );
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('lets a visitor reach the agent login and customer service, which need no session', () => {
    const { calls } = start({ dailiD: '1' }, pending, '', false);
    expect(calls.fetchAgentLoginUrl).toHaveBeenCalledOnce();
  });

  it.each([
    ['dailiD 1', { dailiD: '1' }, 'fetchAgentLoginUrl'],
    ['dailiD 2', { dailiD: '2' }, 'fetchServiceUrl'],
    ['a name', { name: 'avia', type: 't' }, 'fetchGameUrl'],
  ] as const)('%s loads its address into the frame', async (_case, query, call) => {
    const { actor, calls, effects } = start(query, () => Promise.resolve(ok({ url: frame })));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls[call]).toHaveBeenCalledOnce();
    await settle();
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.frameUrl).toBe(frame);
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('asks for the game of the query', () => {
    const { calls } = start({ name: 'yb', type: 'yb_lobby', code: 'c1' });
    expect(calls.fetchGameUrl).toHaveBeenCalledWith({ platformName: 'yb', gameType: 'yb_lobby', gameCode: 'c1' });
  });

  it('app 1 sends the window to the download address and makes no call', () => {
    const { actor, calls, effects } = start({ app: '1', name: 'avia' });
    expect(effects.redirect).toHaveBeenCalledExactlyOnceWith('https://example.com/app.ipa');
    expect(calls.fetchGameUrl).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('goes home at once when the query asks for nothing', () => {
    const { actor, effects } = start({ app: '1' }, pending, '');
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/');
    expect(effects.redirect).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([
    ['a refusal', fail<LaunchTarget>('server', '平台维护中', 500), '平台维护中'],
    [
      'a network failure',
      fail<LaunchTarget>('network', '网络异常，请检查网络后重试！'),
      '网络异常，请检查网络后重试！',
    ],
    ['a refusal without words', fail<LaunchTarget>('server', ''), '请求失败，请重试'],
    ['an answer without an address', ok<LaunchTarget>({ url: null }, '成功'), '请求失败，请重试'],
  ])('shows %s and returns home', async (_case, result, message) => {
    const { actor, effects } = start({ dailiD: '2' }, () => Promise.resolve(result));
    await settle();
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith(message);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/');
    expect(actor.getSnapshot().context.frameUrl).toBeNull();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([{ dailiD: '1' }, { dailiD: '2' }, { name: 'avia' }])(
    'returns home when the call for %j fails',
    async (query) => {
      const { effects } = start(query, () => Promise.resolve(fail('server', '维护中')));
      await settle();
      expect(effects.notify).toHaveBeenCalledExactlyOnceWith('维护中');
      expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/');
    },
  );

  it('shows the network text and returns home when the call rejects', async () => {
    const { effects } = start({ name: 'avia' }, () => Promise.reject(new Error('boom')));
    await settle();
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith('网络异常，请检查网络后重试！');
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('returns home on back, while loading or showing, and ignores a late answer', async () => {
    let release: (result: CallResult<LaunchTarget>) => void = () => {};
    const { actor, effects } = start({ dailiD: '1' }, () => new Promise((resolve) => (release = resolve)));
    actor.send({ type: 'back' });
    release(ok({ url: frame }));
    await settle();
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/');
    expect(actor.getSnapshot().context.frameUrl).toBeNull();

    const shown = start({ dailiD: '1' }, () => Promise.resolve(ok({ url: frame })));
    await settle();
    shown.actor.send({ type: 'back' });
    expect(shown.effects.navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('fails safe when the app provides nothing', async () => {
    for (const query of [{ dailiD: '1' }, { dailiD: '2' }, { name: 'avia' }, { app: '1' }, {}]) {
      const actor = createActor(gamePageMachine, { input: { query, downloadUrl: 'd', signedIn: true } }).start();
      await settle();
      expect(actor.getSnapshot().status).toBe('done');
    }
    const machine = gamePageMachine.provide({
      actors: { fetchServiceUrl: fromPromise<CallResult<LaunchTarget>>(() => Promise.resolve(ok({ url: frame }))) },
    });
    const actor = createActor(machine, { input: { query: { dailiD: '2' }, downloadUrl: '', signedIn: true } }).start();
    await settle();
    expect(actor.getSnapshot().context.frameUrl).toBe(frame);
  });
});
