import type { HomeViewModel } from '@lobby/domain';
import {
  Carousel,
  EmptyState,
  ErrorState,
  FloatingButton,
  HtmlPopup,
  IconButton,
  IconClose,
  LazyImage,
  NoticeBar,
  Skeleton,
  SkeletonGrid,
  Tabs,
} from '@lobby/ui-kit';
import { lazy, type ReactNode, Suspense } from 'react';
import './home.css';

// DOMPurify and SafeHtml load only when a popup with server HTML opens, never with the home's first script.
const SafeHtml = lazy(() => import('@lobby/ui-kit/safe-html').then((module) => ({ default: module.SafeHtml })));

/** What the view reads of a banner (the api's `Banner` fits as is). */
export type HomeBanner = { image: string; background: string };

/** What the view reads of a game (the api's `Game` fits as is). */
export type HomeTile = { name: string; image: string; platform: string; gameCode: string; category: string };

/** Props of {@link HomeView}: the machine's view model, the account strip, and how games open. */
export type HomeViewProps<B extends HomeBanner, G extends HomeTile> = {
  vm: HomeViewModel<B, G>;
  /** The account strip (its own view, bound to the session). */
  account: ReactNode;
  /** Opens a category tile's game (login first, then the game-URL call). */
  onOpenGame: (game: G) => void;
  /** Opens a hot-grid game (the hot login). */
  onOpenHot: (game: G) => void;
};

/** The banner box: reserved before anything loads, so nothing below it moves. */
const BANNER_RATIO = '750 / 300';

/** A page of four tiles: four squares and a line of name. */
const PAGE_RATIO = '4 / 1.32';

/** Shown when a tile's picture fails to load. */
const TILE_FALLBACK = `${import.meta.env.BASE_URL}home/game-fallback.svg`;

/** The fishing section's four provider banners (static pictures), each opening that provider's list. */
const PROVIDERS = [
  { code: 'obgdy', name: 'OB 捕鱼' },
  { code: 'fgfish', name: 'FG 捕鱼' },
  { code: 'pg', name: 'PG 电子' },
  { code: 'pp', name: 'PP 电子' },
] as const;

const NINE_BOXES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

function Banners<B extends HomeBanner>({ vm }: { vm: HomeViewModel<B, HomeTile> }) {
  if (vm.failed.banners !== null) {
    return (
      <div className="home-banner home-banner--state">
        <ErrorState message={vm.failed.banners} onRetry={vm.retryBanners} />
      </div>
    );
  }
  if (vm.banners.length === 0) {
    return (
      <div className="home-banner" aria-hidden="true">
        {vm.loading.banners && <Skeleton shape="block" width="100%" height="100%" />}
      </div>
    );
  }
  return (
    <Carousel label="活动横幅" aspectRatio={BANNER_RATIO} autoplayMs={8000} className="home-banner">
      {vm.banners.map((banner, index) => (
        <a
          // Banners have no id; the picture address is unique among them.
          key={banner.image}
          className="home-banner__link"
          href={`#${vm.bannerPath}`}
          aria-label={`活动 ${index + 1}`}
          style={banner.background ? { background: banner.background } : undefined}
        >
          {/* The first banner is the page's largest paint: it loads at once with high priority. */}
          <LazyImage src={banner.image} alt="" aspectRatio={BANNER_RATIO} eager={index === 0} />
        </a>
      ))}
    </Carousel>
  );
}

function Tile<G extends HomeTile>({ game, onOpen }: { game: G; onOpen: (game: G) => void }) {
  return (
    <button type="button" className="home-tile" onClick={() => onOpen(game)}>
      <LazyImage src={game.image} alt="" aspectRatio="1 / 1" fallbackSrc={TILE_FALLBACK} className="home-tile__img" />
      <span className="home-tile__name">{game.name}</span>
    </button>
  );
}

function HotGrid<G extends HomeTile>({ games, onOpen }: { games: G[]; onOpen: (game: G) => void }) {
  return (
    <>
      <ul className="home-hot" aria-label="热门游戏">
        {games.map((game) => (
          <li key={`${game.platform}-${game.gameCode}`} className="home-hot__cell">
            <button type="button" className="home-hot__button" onClick={() => onOpen(game)}>
              <span className="home-hot__picture">
                <LazyImage src={game.image} alt="" aspectRatio="1 / 1" fallbackSrc={TILE_FALLBACK} />
              </span>
              <span className="home-hot__name">{game.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="home-hot__spacer" aria-hidden="true" />
    </>
  );
}

function GameArea<G extends HomeTile>({ vm, onOpenGame, onOpenHot }: Omit<HomeViewProps<HomeBanner, G>, 'account'>) {
  if (vm.failed.games !== null) return <ErrorState message={vm.failed.games} onRetry={vm.retryGames} />;
  if (vm.loading.games) return <SkeletonGrid count={8} columns={4} caption />;
  if (vm.selected === 'hot') {
    if (vm.hotGrid) return <HotGrid games={vm.hotGrid} onOpen={onOpenHot} />;
    return (
      <ol className="home-nine" aria-label="热门推荐">
        {NINE_BOXES.map((box) => (
          <li key={box} className="home-nine__box">
            {box}
          </li>
        ))}
      </ol>
    );
  }
  const selected = vm.tabs.find((tab) => tab.selected);
  if (vm.pages.length === 0) return <EmptyState message="暂无游戏" />;
  return (
    <Carousel label={`${selected?.label ?? ''}游戏`} aspectRatio={PAGE_RATIO} controls="below" key={vm.selected}>
      {vm.pages.map((page) => (
        <div key={page.map((game) => game.gameCode).join()} className="home-page">
          {page.map((game) => (
            <Tile key={`${game.platform}-${game.gameCode}`} game={game} onOpen={onOpenGame} />
          ))}
        </div>
      ))}
    </Carousel>
  );
}

/** The home page: app banner, banner carousel, notice bar, account strip, game categories and the popups. */
export function HomeView<B extends HomeBanner, G extends HomeTile>({
  vm,
  account,
  onOpenGame,
  onOpenHot,
}: HomeViewProps<B, G>) {
  return (
    <div className="home">
      {vm.appBannerShown && (
        // Fixed over the top edge, so its arrival after the site info never moves the page.
        <aside className="home-app" aria-label="下载APP">
          <p className="home-app__text">下载APP，随时随地畅玩</p>
          <a className="home-app__get" href="#/app">
            立即下载
          </a>
          <IconButton label="关闭下载提示" onClick={vm.dismissAppBanner}>
            <IconClose size={16} />
          </IconButton>
        </aside>
      )}
      <Banners vm={vm} />
      <div className="home-notice">
        {vm.noticeText !== '' && ( // The name holds the visible text too (axe label-content-name-mismatch); 公告 leads it.
          <NoticeBar text={vm.noticeText} label={`公告：${vm.noticeText}`} onOpen={vm.openNotice} />
        )}
      </div>
      {account}
      <section className="home-games" aria-label="游戏">
        <Tabs
          items={vm.tabs.map((tab) => ({ value: tab.key, label: tab.label }))}
          value={vm.selected}
          onChange={vm.selectCategory}
          label="游戏分类"
          // Arrow keys only move focus: 捕鱼 opens another page, which must never happen by passing over it.
          activation="manual"
        >
          <GameArea vm={vm} onOpenGame={onOpenGame} onOpenHot={onOpenHot} />
        </Tabs>
      </section>
      <section className="home-fishing" aria-labelledby="home-fishing-title">
        <h2 id="home-fishing-title" className="home-fishing__title">
          捕鱼专区
        </h2>
        <ul className="home-fishing__list">
          {PROVIDERS.map((provider) => (
            <li key={provider.code}>
              <a className="home-fishing__link" href={`#/concise?type=${provider.code}`}>
                <LazyImage
                  src={`${import.meta.env.BASE_URL}home/provider-${provider.code}.svg`}
                  alt={provider.name}
                  aspectRatio="2 / 1"
                />
              </a>
            </li>
          ))}
        </ul>
      </section>
      {vm.redPacketShown && (
        <FloatingButton
          label="领取红包"
          imageSrc={`${import.meta.env.BASE_URL}home/red-packet.svg`}
          onClick={vm.openRedPacket}
          onClose={vm.closeRedPacket}
          closeLabel="关闭红包"
        />
      )}
      <HtmlPopup
        open={vm.announcement.open}
        title="公告"
        onClose={vm.closeAnnouncement}
        action={{ label: '查看更多', onClick: vm.moreNotices }}
      >
        {vm.announcement.open && (
          <Suspense fallback={null}>
            <SafeHtml html={vm.announcement.html} />
          </Suspense>
        )}
      </HtmlPopup>
      <HtmlPopup open={vm.welcome.open} title={`欢迎来到${vm.welcome.siteTitle}`} onClose={vm.dismissWelcome}>
        {vm.welcome.open && (
          <Suspense fallback={null}>
            <SafeHtml html={vm.welcome.html} />
          </Suspense>
        )}
      </HtmlPopup>
    </div>
  );
}
