import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CallResult } from '../result/index.ts';
import { fail, ok, settle } from '../testing/index.ts';
import {
  GAME_LOADING_HIDE_MS,
  type GameLaunch,
  type GameLaunchInput,
  gameLaunchMachine,
  gameLaunchOf,
  type HotGame,
  type LaunchTarget,
} from './game-launch.machine.ts';

type Answer = () => Promise<CallResult<LaunchTarget>>;

const pending: Answer = () => new Promise(() => {});

function start({ gameUrl = pending }: { gameUrl?: Answer } = {}, input: Partial<GameLaunchInput> = {}) {
  const calls = {
    fetchGameUrl: vi.fn<(input: GameLaunch) => void>(),
  };
  const effects = {
    navigate: vi.fn<(to: string) => void>(),
    notify: vi.fn<(message: string) => void>(),
    inform: vi.fn<(message: string) => void>(),
    alert: vi.fn<(message: string) => void>(),
    redirect: vi.fn<(url: string) => void>(),
  };
  const machine = gameLaunchMachine.provide({
    actors: {
      fetchGameUrl: fromPromise(({ input: launch }) => {
        calls.fetchGameUrl(launch);
        return gameUrl();
      }),
    },
    actions: {
      notify: (_, { message }) => effects.notify(message),
      inform: (_, { message }) => effects.inform(message),
      alert: (_, { message }) => effects.alert(message),
      redirect: (_, { url }) => effects.redirect(url),
      navigate: (_, { to }) => effects.navigate(to),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: { signedIn: true, baseUrl: 'https://api.example.com', ...input },
    clock,
  }).start();
  const tags = () => ['busy', 'jumping'].filter((tag) => actor.getSnapshot().hasTag(tag));
  return { actor, clock, calls, effects, tags };
}

const pg: GameLaunch = { platformName: 'pg', gameType: 'pg_mjhl', gameCode: '' };
const hot: HotGame = { platform: 'ky', gameCode: 'ky_qznn', category: 'joker' };

describe('gameLaunchMachine: a tile', () => {
  it('asks a visitor to log in and makes no call', () => {
    const { actor, calls, effects, tags } = start({}, { signedIn: false });
    actor.send({ type: 'game.open', ...pg });
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith('请登录！');
    expect(calls.fetchGameUrl).not.toHaveBeenCalled();
    expect(tags()).toEqual([]);
  });

  it('calls for the address, announces the jump, redirects and hides the loading a second later', async () => {
    const { actor, clock, calls, effects, tags } = start({
      gameUrl: () => Promise.resolve(ok({ url: 'https://games.example.com/pg?t=1' })),
    });
    actor.send({ type: 'game.open', ...pg });
    expect(tags()).toEqual(['busy']);
    expect(calls.fetchGameUrl).toHaveBeenCalledExactlyOnceWith(pg);
    await settle();
    expect(effects.inform).toHaveBeenCalledExactlyOnceWith('跳转中...');
    expect(effects.redirect).toHaveBeenCalledExactlyOnceWith('https://games.example.com/pg?t=1');
    expect(effects.notify).not.toHaveBeenCalled();
    clock.increment(GAME_LOADING_HIDE_MS - 1);
    expect(tags()).toEqual(['busy']);
    clock.increment(1);
    expect(tags()).toEqual([]);
  });

  it('sends one request for taps while busy, until the loading hides', async () => {
    const { actor, clock, calls } = start({ gameUrl: () => Promise.resolve(ok({ url: 'https://g.example.com' })) });
    actor.send({ type: 'game.open', ...pg });
    actor.send({ type: 'game.open', ...pg });
    actor.send({ type: 'hot.open', game: hot });
    await settle();
    actor.send({ type: 'game.open', ...pg });
    expect(calls.fetchGameUrl).toHaveBeenCalledTimes(1);
    expect(calls.fetchGameUrl).toHaveBeenCalledWith(pg);
    clock.increment(GAME_LOADING_HIDE_MS);
    actor.send({ type: 'game.open', ...pg });
    expect(calls.fetchGameUrl).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a refusal', fail<LaunchTarget>('server', '游戏维护中', 500), '游戏维护中'],
    ['a refusal without words', fail<LaunchTarget>('server', ''), '请求失败，请重试'],
    ['an expired session', fail<LaunchTarget>('unauthorized', '未授权'), '未授权'],
    [
      'an answer off the contract',
      fail<LaunchTarget>('contract', '服务器数据异常，请稍后重试'),
      '服务器数据异常，请稍后重试',
    ],
    ['a network failure', fail<LaunchTarget>('network', '网络异常，请检查网络后重试！'), '网络连接超时，请重试!'],
    ['an answer without an address', ok<LaunchTarget>({ url: null }, '获取成功'), '请求失败，请重试'],
  ])('toasts %s and is ready again at once', async (_case, result, message) => {
    const { actor, effects, tags } = start({ gameUrl: () => Promise.resolve(result) });
    actor.send({ type: 'game.open', ...pg });
    await settle();
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith(message);
    expect(effects.redirect).not.toHaveBeenCalled();
    expect(effects.inform).not.toHaveBeenCalled();
    expect(tags()).toEqual([]);
  });

  it('toasts the network text when the call rejects', async () => {
    const { actor, effects } = start({ gameUrl: () => Promise.reject(new Error('boom')) });
    actor.send({ type: 'game.open', ...pg });
    await settle();
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith('网络连接超时，请重试!');
  });

  it.each(['avia', 'yb'])('opens %s inside the game page, with no call of its own', (platformName) => {
    const { actor, calls, effects, tags } = start();
    actor.send({ type: 'game.open', platformName, gameType: `${platformName}_lobby`, gameCode: '' });
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith(
      `/gamePage?name=${platformName}&type=${platformName}_lobby`,
    );
    expect(calls.fetchGameUrl).not.toHaveBeenCalled();
    expect(tags()).toEqual([]);
  });

  it('asks a visitor to log in before the game page too', () => {
    const { actor, effects } = start({}, { signedIn: false });
    actor.send({ type: 'game.open', platformName: 'avia', gameType: '0', gameCode: '' });
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith('请登录！');
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('follows the session it is told about', () => {
    const { actor, calls, effects } = start({}, { signedIn: false });
    actor.send({ type: 'session.update', signedIn: true, baseUrl: '' });
    actor.send({ type: 'game.open', ...pg });
    expect(calls.fetchGameUrl).toHaveBeenCalledOnce();
    expect(effects.notify).not.toHaveBeenCalled();
  });
});

describe('gameLaunchMachine: the hot grid', () => {
  it("asks the tiles' game-URL call (the backend has no hot login) and sends the whole window there", async () => {
    const { actor, clock, calls, effects, tags } = start({
      gameUrl: () => Promise.resolve(ok({ url: 'https://games.example.com/ky' })),
    });
    actor.send({ type: 'hot.open', game: hot });
    expect(tags()).toEqual(['busy']);
    expect(calls.fetchGameUrl).toHaveBeenCalledExactlyOnceWith({
      platformName: 'ky',
      gameType: 'joker',
      gameCode: 'ky_qznn',
    });
    await settle();
    expect(effects.redirect).toHaveBeenCalledExactlyOnceWith('https://games.example.com/ky');
    expect(effects.inform).not.toHaveBeenCalled();
    expect(tags()).toEqual(['busy', 'jumping']);
    actor.send({ type: 'hot.open', game: hot });
    expect(calls.fetchGameUrl).toHaveBeenCalledTimes(1);
    clock.increment(GAME_LOADING_HIDE_MS);
    expect(tags()).toEqual([]);
  });

  it.each([
    ['no platform', { ...hot, platform: '' }, {}, '缺少必要的游戏参数，无法跳转'],
    ['no category', { ...hot, category: '' }, {}, '缺少必要的游戏参数，无法跳转'],
    ['no token', hot, { signedIn: false }, '请先登录'],
    ['no base address', hot, { baseUrl: '' }, '网络配置错误，请稍后重试'],
  ])('alerts %s and makes no call', (_case, game, input, message) => {
    const { actor, calls, effects, tags } = start({}, input);
    actor.send({ type: 'hot.open', game });
    expect(effects.alert).toHaveBeenCalledExactlyOnceWith(message);
    expect(effects.notify).not.toHaveBeenCalled();
    expect(calls.fetchGameUrl).not.toHaveBeenCalled();
    expect(tags()).toEqual([]);
  });

  it('checks in the spec order: parameters, then login, then base address', () => {
    const { actor, effects } = start({}, { signedIn: false, baseUrl: '' });
    actor.send({ type: 'hot.open', game: { ...hot, category: '' } });
    actor.send({ type: 'hot.open', game: hot });
    actor.send({ type: 'session.update', signedIn: true, baseUrl: '' });
    actor.send({ type: 'hot.open', game: hot });
    expect(effects.alert.mock.calls.map(([message]) => message)).toEqual([
      '缺少必要的游戏参数，无法跳转',
      '请先登录',
      '网络配置错误，请稍后重试',
    ]);
  });

  it.each([
    ['a refusal', fail<LaunchTarget>('server', '游戏维护中', 500), '游戏维护中'],
    ['a refusal without words', fail<LaunchTarget>('server', ''), '请求失败，请重试'],
    ['an answer without an address', ok<LaunchTarget>({ url: null }, '暂无地址'), '暂无地址'],
    ['an answer without an address or words', ok<LaunchTarget>({ url: null }), '请求失败，请重试'],
    ['a network failure', fail<LaunchTarget>('network', 'timeout'), '网络连接超时，请重试'],
    ['an answer off the contract', fail<LaunchTarget>('contract', 'bad'), '系统错误，请重试'],
  ])('alerts %s', async (_case, result, message) => {
    const { actor, effects, tags } = start({ gameUrl: () => Promise.resolve(result) });
    actor.send({ type: 'hot.open', game: hot });
    await settle();
    expect(effects.alert).toHaveBeenCalledExactlyOnceWith(message);
    expect(effects.redirect).not.toHaveBeenCalled();
    expect(tags()).toEqual([]);
  });

  it('alerts a system error when the call throws', async () => {
    const { actor, effects } = start({ gameUrl: () => Promise.reject(new Error('boom')) });
    actor.send({ type: 'hot.open', game: hot });
    await settle();
    expect(effects.alert).toHaveBeenCalledExactlyOnceWith('系统错误，请重试');
  });
});

describe('gameLaunchOf', () => {
  it('sends the venue, the category as the game type and the game code (what the backend launches)', () => {
    expect(gameLaunchOf({ platform: 'PG', gameCode: '65', category: 'concise' })).toEqual({
      platformName: 'PG',
      gameType: 'concise',
      gameCode: '65',
    });
    expect(gameLaunchOf({ platform: 'AG', gameCode: '0', category: 'realbet' })).toEqual({
      platformName: 'AG',
      gameType: 'realbet',
      gameCode: '0',
    });
  });
});

describe('gameLaunchMachine defaults', () => {
  it('fails safe when the app provides nothing', async () => {
    const actor = createActor(gameLaunchMachine, { input: { signedIn: true, baseUrl: 'x' } }).start();
    actor.send({ type: 'game.open', ...pg });
    await settle();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'hot.open', game: hot });
    await settle();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'hot.open', game: { ...hot, platform: '' } });
    actor.send({ type: 'session.update', signedIn: false, baseUrl: '' });
    actor.send({ type: 'game.open', ...pg });
    actor.send({ type: 'session.update', signedIn: true, baseUrl: '' });
    actor.send({ type: 'game.open', platformName: 'yb', gameType: '0', gameCode: '' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('redirects through the default actions when only the calls are provided', async () => {
    const machine = gameLaunchMachine.provide({
      actors: {
        fetchGameUrl: fromPromise<CallResult<LaunchTarget>, GameLaunch>(() => Promise.resolve(ok({ url: 'u' }))),
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input: { signedIn: true, baseUrl: 'x' }, clock }).start();
    actor.send({ type: 'game.open', ...pg });
    await settle();
    expect(actor.getSnapshot().matches('leaving')).toBe(true);
    clock.increment(GAME_LOADING_HIDE_MS);
    actor.send({ type: 'hot.open', game: hot });
    await settle();
    expect(actor.getSnapshot().matches('jumping')).toBe(true);
  });
});
