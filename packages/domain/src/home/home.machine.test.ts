import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { GameLists } from '../games/index.ts';
import type { CallResult } from '../result/index.ts';
import { fail, fakeAppInfo, ok, settle } from '../testing/index.ts';
import {
  createHomeMachine,
  type DismissedPopup,
  type HomeInput,
  type HomeSave,
  type HomeSite,
  homeMachine,
} from './home.machine.ts';
import type { HomeGame, HomeNotice } from './home.rules.ts';

type Banner = { image: string };
type Game = HomeGame & { name: string };

const game = (name: string, category: string, flags: { isShown?: boolean; isHot?: boolean } = {}): Game => ({
  name,
  category,
  platform: name.split('_')[0] ?? name,
  gameCode: name,
  isShown: flags.isShown ?? true,
  isHot: flags.isHot ?? false,
});

const serverGames = [
  game('ag_baccarat', 'realbet', { isHot: true }),
  game('ky_qznn', 'joker'),
  game('pg_mjhl', 'gaming', { isHot: true }),
  game('pg_hidden', 'gaming', { isShown: false, isHot: true }),
  game('im_football', 'sport'),
  game('tcg_ssc', 'lottery'),
  game('ob_fish', 'concise'),
];

const banners: Banner[] = [{ image: '/b1.png' }, { image: '/b2.png' }];
const noticeList: HomeNotice[] = [
  { title: '系统维护通知', content: '' },
  { title: '新游上线', content: '<p>PG</p>' },
];

type Answers = {
  banners: () => Promise<CallResult<Banner[]>>;
  notices: () => Promise<CallResult<HomeNotice[]>>;
  games: () => Promise<CallResult<Game[]>>;
};

const site = (overrides: Partial<HomeSite> = {}): HomeSite =>
  fakeAppInfo({ indexModal: 0, appState: 0, redpacketSwitch: 0, ...overrides });

function start(answers: Partial<Answers> = {}, input: Partial<HomeInput<Banner, Game>> = {}) {
  const calls = { fetchBanners: vi.fn(), fetchNotices: vi.fn(), fetchGames: vi.fn() };
  const effects = {
    notify: vi.fn<(message: string) => void>(),
    navigate: vi.fn<(to: string) => void>(),
    save: vi.fn<(save: HomeSave<Banner, Game>) => void>(),
    rememberDismissal: vi.fn<(popup: DismissedPopup) => void>(),
  };
  const machine = createHomeMachine<Banner, Game>().provide({
    actors: {
      fetchBanners: fromPromise(() => {
        calls.fetchBanners();
        return (answers.banners ?? (() => Promise.resolve(ok(banners))))();
      }),
      fetchNotices: fromPromise(() => {
        calls.fetchNotices();
        return (answers.notices ?? (() => Promise.resolve(ok(noticeList))))();
      }),
      fetchGames: fromPromise(() => {
        calls.fetchGames();
        return (answers.games ?? (() => Promise.resolve(ok(serverGames))))();
      }),
    },
    actions: {
      notify: (_, { message }) => effects.notify(message),
      navigate: (_, { to }) => effects.navigate(to),
      save: (_, params) => effects.save(params),
      rememberDismissal: (_, { popup }) => effects.rememberDismissal(popup),
    },
  });
  const actor = createActor(machine, { input: { site: site(), ...input } }).start();
  const has = (tag: string) => actor.getSnapshot().hasTag(tag);
  const names = (list: keyof GameLists<Game>) => actor.getSnapshot().context.lists[list].map((g) => g.name);
  return { actor, calls, effects, has, names };
}

const never = <T>() => new Promise<CallResult<T>>(() => {});

describe('homeMachine: loading', () => {
  it('loads banners, notices and games at once', async () => {
    const { actor, calls, has, names } = start();
    expect(calls.fetchBanners).toHaveBeenCalledOnce();
    expect(calls.fetchNotices).toHaveBeenCalledOnce();
    expect(calls.fetchGames).toHaveBeenCalledOnce();
    expect(has('bannersLoading')).toBe(true);
    expect(has('gamesLoading')).toBe(true);
    await settle();
    expect(has('bannersLoading')).toBe(false);
    expect(has('gamesLoading')).toBe(false);
    const { context } = actor.getSnapshot();
    expect(context.banners).toEqual(banners);
    expect(context.notices).toEqual(noticeList);
    expect(names('realbet')).toEqual(['ag_baccarat']);
    expect(names('joker')).toEqual(['ky_qznn']);
    expect(names('gaming')).toEqual(['pg_mjhl']);
    expect(names('sport')).toEqual(['im_football']);
    expect(names('lottery')).toEqual(['tcg_ssc']);
    expect(names('concise')).toEqual(['ob_fish']);
    expect(names('hot')).toEqual(['ag_baccarat', 'pg_mjhl']);
  });

  it('saves the banners and every game list under its cache key', async () => {
    const { effects } = start();
    await settle();
    const saved = new Map(effects.save.mock.calls.map(([save]) => [save.key, save.list]));
    expect([...saved.keys()].sort()).toEqual(
      ['banner', 'concise', 'gaming', 'hot', 'joker', 'lottery', 'realbet', 'sport'].sort(),
    );
    expect(saved.get('banner')).toEqual(banners);
    expect(saved.get('hot')?.map((g) => (g as Game).name)).toEqual(['ag_baccarat', 'pg_mjhl']);
    expect(effects.save).toHaveBeenCalledTimes(8);
  });

  it('shows the cached lists at once and replaces them with the answers', async () => {
    const cachedGame = game('old_slot', 'gaming');
    const { actor, names } = start(
      { banners: never, games: never },
      { cached: { banner: [{ image: '/cached.png' }], lists: { gaming: [cachedGame], hot: [cachedGame] } } },
    );
    expect(actor.getSnapshot().context.banners).toEqual([{ image: '/cached.png' }]);
    expect(names('gaming')).toEqual(['old_slot']);
    expect(names('hot')).toEqual(['old_slot']);
    expect(names('joker')).toEqual([]);
  });

  it('keeps the cached banners and toasts the server message when the banners are refused', async () => {
    const { actor, effects } = start(
      { banners: () => Promise.resolve(fail('server', '轮播图获取失败', 201)) },
      { cached: { banner: [{ image: '/cached.png' }] } },
    );
    await settle();
    expect(actor.getSnapshot().context.banners).toEqual([{ image: '/cached.png' }]);
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith('轮播图获取失败');
    expect(effects.save.mock.calls.some(([save]) => save.key === 'banner')).toBe(false);
  });

  it('toasts the server message when the notices are refused', async () => {
    const { actor, effects } = start({ notices: () => Promise.resolve(fail('server', '公告获取失败')) });
    await settle();
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith('公告获取失败');
    expect(actor.getSnapshot().context.notices).toEqual([]);
  });

  it('falls back to the cached game lists silently when the game list fails', async () => {
    const cachedGame = game('old_slot', 'gaming');
    const { effects, names } = start(
      { games: () => Promise.resolve(fail('server', '游戏列表获取失败', 500)) },
      { cached: { lists: { gaming: [cachedGame] } } },
    );
    await settle();
    expect(names('gaming')).toEqual(['old_slot']);
    expect(effects.notify).not.toHaveBeenCalled();
    expect(effects.save.mock.calls.map(([save]) => save.key)).toEqual(['banner']);
  });

  it('stays quiet on network failures and rejected calls, keeping what it had', async () => {
    const { actor, effects, has } = start(
      {
        banners: () => Promise.resolve(fail('network', 'offline')),
        notices: () => Promise.reject(new Error('boom')),
        games: () => Promise.reject(new Error('boom')),
      },
      { cached: { banner: [{ image: '/cached.png' }] } },
    );
    await settle();
    expect(effects.notify).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.banners).toEqual([{ image: '/cached.png' }]);
    expect(has('bannersLoading')).toBe(false);
    expect(has('gamesLoading')).toBe(false);
  });

  it('stays quiet when a banner call rejects', async () => {
    const { effects } = start({ banners: () => Promise.reject(new Error('boom')) });
    await settle();
    expect(effects.notify).not.toHaveBeenCalled();
  });
});

describe('homeMachine: categories', () => {
  it('starts on hot and selects another category', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.selected).toBe('hot');
    actor.send({ type: 'category.select', key: 'slots' });
    expect(actor.getSnapshot().context.selected).toBe('slots');
    actor.send({ type: 'category.select', key: 'hot' });
    expect(actor.getSnapshot().context.selected).toBe('hot');
  });

  it('opens /concise for fishing and keeps the selection', () => {
    const { actor, effects } = start();
    actor.send({ type: 'category.select', key: 'lottery' });
    actor.send({ type: 'category.select', key: 'fishing' });
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/concise?type=obgdy');
    expect(actor.getSnapshot().context.selected).toBe('lottery');
  });
});

describe('homeMachine: the announcement', () => {
  it('opens on the notice bar once notices are in, closes, and leads to /message', async () => {
    const { actor, effects, has } = start();
    actor.send({ type: 'notice.open' });
    expect(has('announcement')).toBe(false);
    await settle();
    actor.send({ type: 'notice.open' });
    expect(has('announcement')).toBe(true);
    actor.send({ type: 'popup.close' });
    expect(has('announcement')).toBe(false);
    actor.send({ type: 'notice.open' });
    actor.send({ type: 'notice.more' });
    expect(has('announcement')).toBe(false);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/message');
  });
});

describe('homeMachine: the welcome popup', () => {
  it('shows when the site asks for it, and dismissing it is remembered', () => {
    const { actor, effects, has } = start({}, { site: site({ indexModal: 1 }) });
    expect(has('welcome')).toBe(true);
    actor.send({ type: 'welcome.dismiss' });
    expect(has('welcome')).toBe(false);
    expect(effects.rememberDismissal).toHaveBeenCalledExactlyOnceWith('welcome');
    actor.send({ type: 'site.receive', site: site({ indexModal: 1 }) });
    expect(has('welcome')).toBe(false);
  });

  it('does not show once dismissed before, nor when the site does not ask', () => {
    expect(start({}, { site: site({ indexModal: 1 }), dismissed: { welcome: true } }).has('welcome')).toBe(false);
    expect(start({}, { site: site({ indexModal: 0 }) }).has('welcome')).toBe(false);
  });

  it('shows when the site info arrives later', () => {
    const { actor, has } = start({}, { site: null });
    expect(has('welcome')).toBe(false);
    actor.send({ type: 'site.receive', site: site({ indexModal: 1 }) });
    expect(has('welcome')).toBe(true);
  });
});

describe('homeMachine: the app-download banner', () => {
  it('shows when appState is 1, and dismissing it is remembered', () => {
    const { actor, effects, has } = start({}, { site: site({ appState: 1 }) });
    expect(has('appBanner')).toBe(true);
    actor.send({ type: 'appBanner.dismiss' });
    expect(has('appBanner')).toBe(false);
    expect(effects.rememberDismissal).toHaveBeenCalledExactlyOnceWith('appBanner');
    actor.send({ type: 'site.receive', site: site({ appState: 1 }) });
    expect(has('appBanner')).toBe(false);
  });

  it('does not show once dismissed before, and follows the site switch', () => {
    expect(start({}, { site: site({ appState: 1 }), dismissed: { appBanner: true } }).has('appBanner')).toBe(false);
    const { actor, has } = start({}, { site: site({ appState: 0 }) });
    expect(has('appBanner')).toBe(false);
    actor.send({ type: 'site.receive', site: site({ appState: 1 }) });
    expect(has('appBanner')).toBe(true);
    actor.send({ type: 'site.receive', site: site({ appState: 0 }) });
    expect(has('appBanner')).toBe(false);
  });
});

describe('homeMachine defaults', () => {
  it('runs with its default implementations without failing', async () => {
    const actor = createActor(homeMachine, { input: { site: site({ indexModal: 1, appState: 1 }) } }).start();
    await settle();
    actor.send({ type: 'category.select', key: 'fishing' });
    actor.send({ type: 'welcome.dismiss' });
    actor.send({ type: 'appBanner.dismiss' });
    expect(actor.getSnapshot().context.selected).toBe('hot');
    const provided = homeMachine.provide({
      actors: {
        fetchBanners: fromPromise<CallResult<unknown[]>>(() => Promise.resolve(fail('server', '错误'))),
        fetchGames: fromPromise<CallResult<HomeGame[]>>(() => Promise.resolve(ok([game('pg_x', 'gaming')]))),
      },
    });
    const withDefaults = createActor(provided, { input: { site: null } }).start();
    await settle();
    expect(withDefaults.getSnapshot().context.lists.gaming).toHaveLength(1);
  });
});

describe('homeMachine: a first load that fails with nothing cached', () => {
  it('shows the error in place instead of toasting, and asks again on retry', async () => {
    let answer: CallResult<Banner[]> = fail('server', '系统繁忙', 500);
    const { actor, calls, effects, has } = start({
      banners: () => Promise.resolve(answer),
      games: () => Promise.resolve(fail('network', '网络异常，请检查网络后重试！')),
    });
    await settle();
    expect(has('bannersFailed')).toBe(true);
    expect(has('gamesFailed')).toBe(true);
    expect(actor.getSnapshot().context.failed).toEqual({ banners: '系统繁忙', games: '网络异常，请检查网络后重试！' });
    expect(effects.notify).not.toHaveBeenCalledWith('系统繁忙');
    answer = ok(banners);
    actor.send({ type: 'banners.retry' });
    expect(actor.getSnapshot().context.failed.banners).toBeNull();
    expect(has('bannersLoading')).toBe(true);
    await settle();
    expect(calls.fetchBanners).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.banners).toEqual(banners);
    expect(has('bannersFailed')).toBe(false);
  });

  it('words a rejected call with the generic retry text', async () => {
    const { actor, has } = start({
      banners: () => Promise.reject(new Error('boom')),
      games: () => Promise.reject(new Error('boom')),
    });
    await settle();
    expect(actor.getSnapshot().context.failed).toEqual({ banners: '请求失败，请重试', games: '请求失败，请重试' });
    actor.send({ type: 'games.retry' });
    expect(has('gamesLoading')).toBe(true);
  });

  it('words an answer without a message with the generic retry text', async () => {
    const { actor } = start({ games: () => Promise.resolve(fail('contract', '')) });
    await settle();
    expect(actor.getSnapshot().context.failed.games).toBe('请求失败，请重试');
  });

  it('keeps a cache silently instead of failing', async () => {
    const { actor, has } = start(
      { banners: () => Promise.reject(new Error('boom')), games: () => Promise.resolve(fail('network', 'x')) },
      { cached: { banner: banners, lists: { gaming: [game('pg_a', 'gaming')] } } },
    );
    await settle();
    expect(has('bannersFailed')).toBe(false);
    expect(has('gamesFailed')).toBe(false);
    expect(actor.getSnapshot().context.failed).toEqual({ banners: null, games: null });
  });
});
