import { GAME_CATEGORIES } from '../games/index.ts';
import type { HomeEvent, HomeSnapshot } from './home.machine.ts';
import {
  type CategoryKey,
  categoryPages,
  type HomeGame,
  isHotGridShown,
  joinNotices,
  noticeHtml,
} from './home.rules.ts';

/** Where a banner tap leads (part 1 §2: the activity page). */
export const BANNER_PATH = '/activity';

/** Everything the home view renders, and every way it can answer. */
export type HomeViewModel<B, G> = {
  banners: B[];
  /** Where a banner tap leads. */
  bannerPath: string;
  /** The notice bar's text: every notice joined; '' when there are none. */
  noticeText: string;
  /** The announcement popup: the first notice's HTML (its content, or its title when it came bare). */
  announcement: { open: boolean; html: string };
  /** The welcome popup: 'welcome to' the site title, with the site's HTML. */
  welcome: { open: boolean; siteTitle: string; html: string };
  /** The app-download banner at the top. */
  appBannerShown: boolean;
  /** The category tabs in display order; fishing is a link to /concise and never selected. */
  tabs: { key: CategoryKey; label: string; selected: boolean }[];
  selected: CategoryKey;
  /** The selected server category's games in carousel pages of 4; none on hot. */
  pages: G[][];
  /** The hot tab's nine-box placeholder grid (boxes 1 to 9, no behaviour). */
  placeholder: boolean;
  /** The hot grid's games, or null when it is not drawn (another tab, or no hot games). */
  hotGrid: G[] | null;
  /** A call is under way with nothing cached to show yet. */
  loading: { banners: boolean; games: boolean };
  /** A first load failed with nothing cached: the error's message to show in place (with 重试), else null. */
  failed: { banners: string | null; games: string | null };
  retryBanners: () => void;
  retryGames: () => void;
  selectCategory: (key: CategoryKey) => void;
  openNotice: () => void;
  closeAnnouncement: () => void;
  moreNotices: () => void;
  dismissWelcome: () => void;
  dismissAppBanner: () => void;
};

/** Turns a home snapshot into the view model; `send` is the actor's send. */
export function connectHome<B, G extends HomeGame>(
  snapshot: HomeSnapshot<B, G>,
  send: (event: HomeEvent) => void,
): HomeViewModel<B, G> {
  const { banners, notices, lists, selected, site } = snapshot.context;
  const [first] = notices;
  return {
    banners,
    bannerPath: BANNER_PATH,
    noticeText: joinNotices(notices),
    announcement: { open: snapshot.hasTag('announcement'), html: first ? noticeHtml(first) : '' },
    welcome: { open: snapshot.hasTag('welcome'), siteTitle: site?.title ?? '', html: site?.webcontent ?? '' },
    appBannerShown: snapshot.hasTag('appBanner'),
    tabs: GAME_CATEGORIES.map(({ key, label }) => ({ key, label, selected: key === selected })),
    selected,
    pages: categoryPages(selected, lists),
    placeholder: selected === 'hot',
    hotGrid: isHotGridShown(selected, lists.hot) ? lists.hot : null,
    loading: {
      banners: snapshot.hasTag('bannersLoading') && banners.length === 0,
      games: snapshot.hasTag('gamesLoading') && Object.values(lists).every((list) => list.length === 0),
    },
    failed: snapshot.context.failed,
    retryBanners: () => send({ type: 'banners.retry' }),
    retryGames: () => send({ type: 'games.retry' }),
    selectCategory: (key) => send({ type: 'category.select', key }),
    openNotice: () => send({ type: 'notice.open' }),
    closeAnnouncement: () => send({ type: 'popup.close' }),
    moreNotices: () => send({ type: 'notice.more' }),
    dismissWelcome: () => send({ type: 'welcome.dismiss' }),
    dismissAppBanner: () => send({ type: 'appBanner.dismiss' }),
  };
}
