import type { HomeViewModel } from '@lobby/domain/home';
import { ErrorState, IconButton, IconClose, LazyImage, NoticeBar, Skeleton } from '@lobby/ui-kit';
import { lazy, Suspense, useMemo } from 'react';
import { firstBannerPicture } from './first-banner.ts';
import type { HomeBanner, HomeTile, HomeViewProps } from './home.types.ts';
import { GamesPending, HotSkeleton } from './home-skeleton.tsx';
import './home.css';

// Below the fold and behind taps: the game area and the popups come in chunks of their own after the first paint.
const loadGames = () => import('./home-games.view.tsx');
const HomeGames = lazy(() =>
  loadGames().then((module) => ({ default: module.HomeGames })),
) as unknown as typeof import('./home-games.view.tsx').HomeGames;
// The carousel's controls (autoplay, swipe, 暂停) come in behind its first slide, which paints at once.
const Carousel = lazy(() => import('@lobby/ui-kit/carousel').then((module) => ({ default: module.Carousel })));

/**
 * Asks for the game area's code as the app starts on home, beside the home's calls. Not the carousel's: the first
 * banner paints at once in its stand-in (the page's largest paint, with no code to wait for), and the carousel
 * takes its place, the same picture in the same box, when its code has come.
 */
export function preloadHomeView(): void {
  void loadGames().catch(() => {});
}
const HomePopups = lazy(() => import('./home-popups.view.tsx').then((module) => ({ default: module.HomePopups })));

/** The banner box: reserved before anything loads, so nothing below it moves. */
const BANNER_RATIO = '750 / 300';

function Banners<B extends HomeBanner>({ vm }: { vm: HomeViewModel<B, HomeTile> }) {
  // The first banner's picture is one element, taken over from the loading page when it shows it (first-banner.ts):
  // the stand-in's link and then the carousel's each hold it in turn.
  const firstSrc = vm.banners[0]?.image;
  const holdPicture = useMemo(() => {
    const picture = firstSrc && firstBannerPicture(firstSrc);
    return picture ? (link: HTMLAnchorElement | null) => link?.append(picture) : undefined;
  }, [firstSrc]);
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
  const slides = vm.banners.map((banner, index) => (
    <a
      // Banners have no id; the picture address is unique among them.
      key={banner.image}
      className="home-banner__link"
      href={`#${vm.bannerPath}`}
      aria-label={`活动 ${index + 1}`}
      style={banner.background ? { background: banner.background } : undefined}
      ref={index === 0 ? holdPicture : undefined}
    >
      {/* The first banner, the page's largest paint, is the held picture; drawn here only when it has no address. */}
      {(index > 0 || !holdPicture) && <LazyImage src={banner.image} alt="" aspectRatio={BANNER_RATIO} />}
    </a>
  ));
  return (
    <Suspense fallback={<div className="home-banner">{slides[0]}</div>}>
      <Carousel label="活动横幅" aspectRatio={BANNER_RATIO} autoplayMs={8000} className="home-banner">
        {slides}
      </Carousel>
    </Suspense>
  );
}

/** The home page: app banner, banner carousel, notice bar, account strip, game categories and the popups. */
export function HomeView<B extends HomeBanner, G extends HomeTile>({
  vm,
  account,
  install,
  onOpenGame,
  onOpenHot,
}: HomeViewProps<B, G>) {
  return (
    <div className="home">
      {vm.appBannerShown && (
        // Fixed over the top edge, so its arrival after the site info never moves the page.
        <aside className="home-app" aria-label="下载APP">
          <p className="home-app__text">下载APP，随时随地畅玩</p>
          {install}
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
      <Suspense fallback={<GamesPending />}>
        <HomeGames vm={vm} onOpenGame={onOpenGame} onOpenHot={onOpenHot} hotPending={<HotSkeleton />} />
      </Suspense>
      {(vm.announcement.open || vm.welcome.open) && (
        <Suspense fallback={null}>
          <HomePopups vm={vm} />
        </Suspense>
      )}
    </div>
  );
}
