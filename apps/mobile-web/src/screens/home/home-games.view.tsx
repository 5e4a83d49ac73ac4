import type { HomeViewModel } from '@lobby/domain/home';
import { Carousel, EmptyState, ErrorState, LazyImage, SkeletonGrid, Tabs } from '@lobby/ui-kit';
import type { ReactNode } from 'react';
import type { HomeTile, HomeViewProps } from './home.types.ts';

// The game categories, tiles, hot grid and fishing section: below the banner, so they load in their own small
// chunk right after the home's first paint (the skeleton holds their place meanwhile).

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

function GameArea<G extends HomeTile>({ vm, onOpenGame, onOpenHot, hotPending }: HomeGamesProps<G>) {
  if (vm.failed.games !== null) return <ErrorState message={vm.failed.games} onRetry={vm.retryGames} />;
  if (vm.loading.games) return vm.selected === 'hot' ? hotPending : <SkeletonGrid count={8} columns={4} caption />;
  if (vm.selected === 'hot') {
    // No hot game: an empty state a player understands, not the original's nine numbered boxes that did nothing.
    if (vm.hotGrid) return <HotGrid games={vm.hotGrid} onOpen={onOpenHot} />;
    return <EmptyState message="暂无热门游戏，去看看其他分类吧" />;
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

/** Props of {@link HomeGames}. */
type HomeGamesProps<G extends HomeTile> = Pick<HomeViewProps<never, G>, 'onOpenGame' | 'onOpenHot'> & {
  vm: HomeViewModel<unknown, G>;
  /** The hot grid's placeholder while the lists load (the entry holds it, as the area's own fallback uses it too). */
  hotPending: ReactNode;
};

/** The category tabs with their games, and the fishing section. */
export function HomeGames<G extends HomeTile>({ vm, onOpenGame, onOpenHot, hotPending }: HomeGamesProps<G>) {
  return (
    <>
      <section className="home-games" aria-label="游戏">
        <Tabs
          items={vm.tabs.map((tab) => ({ value: tab.key, label: tab.label }))}
          value={vm.selected}
          onChange={vm.selectCategory}
          label="游戏分类"
          // Arrow keys only move focus: 捕鱼 opens another page, which must never happen by passing over it.
          activation="manual"
        >
          <GameArea vm={vm} onOpenGame={onOpenGame} onOpenHot={onOpenHot} hotPending={hotPending} />
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
    </>
  );
}
