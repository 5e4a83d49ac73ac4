import { describe, expect, it } from 'vitest';
import {
  CATEGORY_IDS,
  CATEGORY_LISTS,
  CONCISE_CODES,
  FISHING_CODE,
  GAME_CATEGORIES,
  GAME_LIST_KEYS,
  GAMES_PER_PAGE,
  groupGames,
  hotGames,
  pagesOf,
  visibleGames,
} from './games.ts';

describe('GAME_CATEGORIES', () => {
  it('lists the home tabs in order with their ids and labels, fishing last as a link', () => {
    expect(GAME_CATEGORIES).toEqual([
      { key: 'hot', id: 99, label: '热门' },
      { key: 'slots', id: 4, label: '电子' },
      { key: 'board', id: 3, label: '棋牌' },
      { key: 'live', id: 1, label: '真人' },
      { key: 'sports', id: 0, label: '体育' },
      { key: 'lottery', id: 5, label: '彩票' },
      { key: 'fishing', code: 'obgdy', label: '捕鱼', path: '/concise?type=obgdy' },
    ]);
  });

  it('agrees with the id table', () => {
    expect(CATEGORY_IDS).toEqual({ hot: 99, slots: 4, board: 3, live: 1, sports: 0, lottery: 5 });
    for (const category of GAME_CATEGORIES) {
      if ('id' in category) expect(CATEGORY_IDS[category.key]).toBe(category.id);
    }
  });

  it('knows the concise list codes, fishing first', () => {
    expect(FISHING_CODE).toBe('obgdy');
    expect(CONCISE_CODES).toEqual(['obgdy', 'pp', 'fgdz', 'pg', 'fgfish', 'ae']);
  });
});

describe('visibleGames and hotGames', () => {
  const games = [
    { code: 'a', isShown: true, isHot: false },
    { code: 'b', isShown: false, isHot: true },
    { code: 'c', isShown: true, isHot: true },
    { code: 'd', isShown: false, isHot: false },
    { code: 'e', isShown: true, isHot: true },
  ];

  it('shows only games listed in the app, in server order', () => {
    expect(visibleGames(games).map((game) => game.code)).toEqual(['a', 'c', 'e']);
  });

  it('lists every hot game as hot, in server order', () => {
    expect(hotGames(games).map((game) => game.code)).toEqual(['b', 'c', 'e']);
  });

  it('gives empty lists for no games and leaves the input alone', () => {
    expect(visibleGames([])).toEqual([]);
    expect(hotGames([])).toEqual([]);
    const before = games.map((game) => ({ ...game }));
    visibleGames(games);
    hotGames(games);
    expect(games).toEqual(before);
  });
});

describe('groupGames', () => {
  const game = (code: string, category: string, flags: { isShown?: boolean; isHot?: boolean } = {}) => ({
    code,
    category,
    isShown: flags.isShown ?? true,
    isHot: flags.isHot ?? false,
  });
  const codes = (list: { code: string }[]) => list.map((entry) => entry.code);

  it('puts each shown game in its category list, in server order', () => {
    const lists = groupGames([
      game('ag1', 'realbet'),
      game('ky1', 'joker'),
      game('pg1', 'gaming'),
      game('im1', 'sport'),
      game('tcg1', 'lottery'),
      game('ob1', 'concise'),
      game('pg2', 'gaming'),
    ]);
    expect(Object.keys(lists)).toEqual([...GAME_LIST_KEYS]);
    expect(lists).toMatchObject({
      realbet: [{ code: 'ag1' }],
      joker: [{ code: 'ky1' }],
      sport: [{ code: 'im1' }],
      lottery: [{ code: 'tcg1' }],
      concise: [{ code: 'ob1' }],
    });
    expect(codes(lists.gaming)).toEqual(['pg1', 'pg2']);
  });

  it('leaves hidden games out of every list, the hot one included', () => {
    const lists = groupGames([game('a', 'gaming', { isShown: false, isHot: true }), game('b', 'gaming')]);
    expect(codes(lists.gaming)).toEqual(['b']);
    expect(lists.hot).toEqual([]);
  });

  it('makes the hot list of every shown hot game across categories, in server order', () => {
    const lists = groupGames([
      game('a', 'lottery', { isHot: true }),
      game('b', 'realbet'),
      game('c', 'realbet', { isHot: true }),
    ]);
    expect(codes(lists.hot)).toEqual(['a', 'c']);
  });

  it('files fishing games under concise and drops unknown categories', () => {
    const lists = groupGames([game('f', 'fishing'), game('x', 'esports'), game('y', 'toString')]);
    expect(codes(lists.concise)).toEqual(['f']);
    expect(Object.values(lists).flat()).toHaveLength(1);
  });

  it('maps each server category tab to its list', () => {
    expect(CATEGORY_LISTS).toEqual({
      hot: 'hot',
      slots: 'gaming',
      board: 'joker',
      live: 'realbet',
      sports: 'sport',
      lottery: 'lottery',
    });
  });
});

describe('pagesOf', () => {
  it('cuts a list into pages of 4 by default, the last one shorter', () => {
    expect(GAMES_PER_PAGE).toBe(4);
    expect(pagesOf([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    expect(pagesOf([1, 2, 3, 4])).toEqual([[1, 2, 3, 4]]);
  });

  it('gives no pages for no items and never less than one item a page', () => {
    expect(pagesOf([])).toEqual([]);
    expect(pagesOf([1, 2], 0)).toEqual([[1], [2]]);
    expect(pagesOf([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
  });
});
