import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CallResult } from '../result/index.ts';
import { fakeAppInfo, ok, settle } from '../testing/index.ts';
import { BANNER_PATH, connectHome } from './home.connect.ts';
import { createHomeMachine, type HomeEvent, type HomeInput } from './home.machine.ts';
import type { HomeGame, HomeNotice } from './home.rules.ts';

type Banner = { image: string };

const game = (gameCode: string, category: string, isHot = false): HomeGame => ({
  gameCode,
  category,
  platform: 'pg',
  isShown: true,
  isHot,
});

const slots = ['s1', 's2', 's3', 's4', 's5'].map((code) => game(code, 'gaming'));
const hot = game('h1', 'joker', true);

function start(
  answers: {
    banners?: () => Promise<CallResult<Banner[]>>;
    notices?: () => Promise<CallResult<HomeNotice[]>>;
    games?: () => Promise<CallResult<HomeGame[]>>;
  } = {},
  input: Partial<HomeInput<Banner, HomeGame>> = {},
) {
  const machine = createHomeMachine<Banner, HomeGame>().provide({
    actors: {
      fetchBanners: fromPromise(answers.banners ?? (() => Promise.resolve(ok([{ image: '/b.png' }])))),
      fetchNotices: fromPromise(
        answers.notices ??
          (() =>
            Promise.resolve(
              ok([
                { title: '维护', content: '<p>维护</p>' },
                { title: '新游', content: '' },
              ]),
            )),
      ),
      fetchGames: fromPromise(answers.games ?? (() => Promise.resolve(ok([...slots, hot])))),
    },
  });
  const actor = createActor(machine, { input: { site: fakeAppInfo({ appState: 0, redpacketSwitch: 0 }), ...input } });
  return actor.start();
}

const never = <T>() => new Promise<CallResult<T>>(() => {});

describe('connectHome', () => {
  it('is loading with nothing to show before the answers', () => {
    const actor = start({ banners: never, notices: never, games: never });
    const view = connectHome(actor.getSnapshot(), actor.send);
    expect(view).toMatchObject({
      banners: [],
      bannerPath: BANNER_PATH,
      noticeText: '',
      announcement: { open: false, html: '' },
      loading: { banners: true, games: true },
      selected: 'hot',
      pages: [],
      placeholder: true,
      hotGrid: null,
    });
    expect(BANNER_PATH).toBe('/activity');
  });

  it('is not loading over a cache', () => {
    const actor = start(
      { banners: never, games: never },
      { cached: { banner: [{ image: '/c.png' }], lists: { gaming: [slots[0] as HomeGame] } } },
    );
    expect(connectHome(actor.getSnapshot(), actor.send).loading).toEqual({ banners: false, games: false });
  });

  it('shows the loaded home: notices joined, the hot grid on hot, pages of 4 elsewhere', async () => {
    const actor = start();
    await settle();
    let view = connectHome(actor.getSnapshot(), actor.send);
    expect(view.banners).toEqual([{ image: '/b.png' }]);
    expect(view.noticeText).toBe('维护\u3000\u3000新游');
    expect(view.hotGrid).toEqual([hot]);
    expect(view.placeholder).toBe(true);
    expect(view.tabs.map((tab) => [tab.key, tab.label, tab.selected])).toEqual([
      ['hot', '热门', true],
      ['slots', '电子', false],
      ['board', '棋牌', false],
      ['live', '真人', false],
      ['sports', '体育', false],
      ['lottery', '彩票', false],
      ['fishing', '捕鱼', false],
    ]);
    actor.send({ type: 'category.select', key: 'slots' });
    view = connectHome(actor.getSnapshot(), actor.send);
    expect(view.pages.map((page) => page.map((g) => g.gameCode))).toEqual([['s1', 's2', 's3', 's4'], ['s5']]);
    expect(view.hotGrid).toBeNull();
    expect(view.placeholder).toBe(false);
    expect(view.tabs.find((tab) => tab.selected)?.key).toBe('slots');
  });

  it('draws no hot grid without hot games', async () => {
    const actor = start({ games: () => Promise.resolve(ok(slots)) });
    await settle();
    expect(connectHome(actor.getSnapshot(), actor.send).hotGrid).toBeNull();
  });

  it('shows the first notice in the announcement, and the popups the site asks for', async () => {
    const site = fakeAppInfo({
      title: '演示娱乐',
      indexModal: 1,
      appState: 1,
      redpacketSwitch: 1,
      webcontent: '<p>欢迎</p>',
    });
    const actor = start({}, { site });
    await settle();
    actor.send({ type: 'notice.open' });
    const view = connectHome(actor.getSnapshot(), actor.send);
    expect(view.announcement).toEqual({ open: true, html: '<p>维护</p>' });
    expect(view.welcome).toEqual({ open: true, siteTitle: '演示娱乐', html: '<p>欢迎</p>' });
    expect(view.appBannerShown).toBe(true);
  });

  it('has an empty welcome without site info', () => {
    const actor = start({}, { site: null });
    expect(connectHome(actor.getSnapshot(), actor.send).welcome).toEqual({ open: false, siteTitle: '', html: '' });
  });

  it('sends the right event for each answer', () => {
    const send = vi.fn<(event: HomeEvent) => void>();
    const view = connectHome(start({ banners: never, notices: never, games: never }).getSnapshot(), send);
    view.selectCategory('board');
    view.openNotice();
    view.closeAnnouncement();
    view.moreNotices();
    view.dismissWelcome();
    view.dismissAppBanner();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'category.select', key: 'board' },
      { type: 'notice.open' },
      { type: 'popup.close' },
      { type: 'notice.more' },
      { type: 'welcome.dismiss' },
      { type: 'appBanner.dismiss' },
    ]);
  });
});

describe('connectHome: failures', () => {
  it('shows a failed first load and retries it', async () => {
    const actor = start({
      banners: () => Promise.resolve({ ok: false, error: { kind: 'network', message: '网络异常' } }),
      games: () => Promise.resolve({ ok: false, error: { kind: 'server', message: '系统繁忙' } }),
    });
    await settle();
    const view = connectHome(actor.getSnapshot(), actor.send);
    expect(view.failed).toEqual({ banners: '网络异常', games: '系统繁忙' });
    view.retryBanners();
    view.retryGames();
    expect(connectHome(actor.getSnapshot(), actor.send).loading).toEqual({ banners: true, games: true });
  });
});
