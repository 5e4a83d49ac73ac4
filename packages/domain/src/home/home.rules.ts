import type { HotGame } from '../game-launch/index.ts';
import { CATEGORY_LISTS, type GameCategory, type GameLists, type ListedGame, pagesOf } from '../games/index.ts';

/** A home category tab by its key: the six server categories and fishing (which opens /concise). */
export type CategoryKey = GameCategory['key'];

/** A line of the notice bar (the api's `HomeNotice` fits as is); `content` is HTML, '' when only a title came. */
export type HomeNotice = { title: string; content: string };

/** What the home reads of a game: its category and flags to list it, its venue and code to open it. */
export type HomeGame = ListedGame & HotGame;

/** What the notice bar puts between two notices: two ideographic spaces, which HTML does not collapse. */
export const NOTICE_SEPARATOR = '\u3000\u3000';

/** The notice bar's one scrolling text: the notices' titles joined (part 1 §2). */
export function joinNotices(notices: readonly HomeNotice[]): string {
  return notices.map((notice) => notice.title).join(NOTICE_SEPARATOR);
}

/** The announcement popup's HTML for a notice: its content, or its title when it came as a bare string. */
export function noticeHtml(notice: HomeNotice): string {
  return notice.content || notice.title;
}

/** Whether the hot grid is drawn: only on the hot tab, and only when the hot list has games (part 1 §2). */
export function isHotGridShown(selected: CategoryKey, hot: readonly unknown[]): boolean {
  return selected === 'hot' && hot.length > 0;
}

/**
 * The carousel pages of 4 tiles the selected tab shows: its list's games for a server category; none for hot,
 * which shows the hot grid instead (or an empty state without hot games), nor for fishing, which opens /concise.
 */
export function categoryPages<G>(selected: CategoryKey, lists: GameLists<G>): G[][] {
  if (selected === 'hot' || selected === 'fishing') return [];
  return pagesOf(lists[CATEGORY_LISTS[selected]]);
}
