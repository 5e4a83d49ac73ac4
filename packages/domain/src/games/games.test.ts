import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, CONCISE_CODES, FISHING_CODE, GAME_CATEGORIES, hotGames, visibleGames } from './games.ts';

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
    { code: 'a', appState: 1, isHot: 0 },
    { code: 'b', appState: 0, isHot: 1 },
    { code: 'c', appState: 1, isHot: 1 },
    { code: 'd', appState: 2, isHot: 2 },
    { code: 'e', appState: 1, isHot: 1 },
  ];

  it('shows only games with appState 1, in server order', () => {
    expect(visibleGames(games).map((game) => game.code)).toEqual(['a', 'c', 'e']);
  });

  it('lists every game with isHot 1 as hot, in server order', () => {
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
