import { describe, expect, it } from 'vitest';
import type { GameLists } from '../games/index.ts';
import { categoryPages, isHotGridShown, joinNotices, NOTICE_SEPARATOR, noticeHtml } from './home.rules.ts';

describe('joinNotices', () => {
  it('joins the titles into one text', () => {
    expect(NOTICE_SEPARATOR).toBe('\u3000\u3000');
    expect(
      joinNotices([
        { title: '系统维护通知', content: '' },
        { title: '新游上线', content: '<p>PG</p>' },
      ]),
    ).toBe('系统维护通知\u3000\u3000新游上线');
    expect(joinNotices([])).toBe('');
  });
});

describe('noticeHtml', () => {
  it('shows the content, or the title of a bare notice', () => {
    expect(noticeHtml({ title: '新游上线', content: '<p>PG</p>' })).toBe('<p>PG</p>');
    expect(noticeHtml({ title: '系统维护通知', content: '' })).toBe('系统维护通知');
  });
});

describe('isHotGridShown', () => {
  it('draws the hot grid only on the hot tab and only with hot games', () => {
    expect(isHotGridShown('hot', [1])).toBe(true);
    expect(isHotGridShown('hot', [])).toBe(false);
    expect(isHotGridShown('slots', [1])).toBe(false);
  });
});

describe('categoryPages', () => {
  const lists: GameLists<number> = {
    realbet: [1],
    joker: [2],
    gaming: [3, 4, 5, 6, 7],
    sport: [8],
    lottery: [9],
    concise: [10],
    hot: [11],
  };

  it('pages the selected category list by 4', () => {
    expect(categoryPages('slots', lists)).toEqual([[3, 4, 5, 6], [7]]);
    expect(categoryPages('board', lists)).toEqual([[2]]);
    expect(categoryPages('live', lists)).toEqual([[1]]);
    expect(categoryPages('sports', lists)).toEqual([[8]]);
    expect(categoryPages('lottery', lists)).toEqual([[9]]);
  });

  it('gives no pages on hot or fishing', () => {
    expect(categoryPages('hot', lists)).toEqual([]);
    expect(categoryPages('fishing', lists)).toEqual([]);
  });
});
