import type { ConciseViewModel } from '@lobby/domain/concise';
import { EmptyState, ErrorState, LazyImage, PageHeader, SkeletonGrid, Tabs } from '@lobby/ui-kit';
import { useId } from 'react';
import './concise.css';

/** A game of a code's list as the view shows it (the api's `GameByCode` fits). */
export type ConciseViewGame = { platform: string; gameCode: string; category: string; name: string; image: string };

/** Props of {@link ConciseView}: the machine's view model plus the screen's pictures, texts and effects. */
export type ConciseViewProps = {
  vm: ConciseViewModel<ConciseViewGame>;
  /** The heading of the list shown (`捕鱼游戏`, `PP电子`, ...). */
  title: string;
  /** Why the list did not load ('' when nothing better than the default is known). */
  errorMessage: string;
  /** The banner picture at the top. */
  bannerSrc: string;
  /** Shown once when a game's picture fails to load. */
  fallbackSrc: string;
  onBack: () => void;
  onOpenService: () => void;
  /** A game's link was tapped (its in-app path): the player's own launch. */
  onOpenGame?: (path: string) => void;
};

/** Shown when a list failed without a message of its own. */
const DEFAULT_ERROR = '游戏列表加载失败，请稍后重试';

/** /concise: back, customer service, a banner, the fishing tab and the games of the code shown. */
export function ConciseView({
  vm,
  title,
  errorMessage,
  bannerSrc,
  fallbackSrc,
  onBack,
  onOpenService,
  onOpenGame,
}: ConciseViewProps) {
  const listId = useId();
  const headingId = `${listId}-heading`;
  return (
    <div className="concise">
      <PageHeader title={title} onBack={onBack} onOpenService={onOpenService} serviceLabel="客服" />
      <div className="concise__banner">
        <LazyImage src={bannerSrc} alt="" aspectRatio="750 / 300" eager />
      </div>
      <Tabs
        label="游戏分类"
        items={vm.tabs.map((tab) => ({ value: tab.code, label: tab.label }))}
        value={vm.code}
        onChange={vm.select}
        panelId={listId}
      />
      <section id={listId} className="concise__list" aria-labelledby={headingId} aria-busy={vm.busy}>
        <h2 id={headingId} className="lb-visually-hidden">
          {title}
        </h2>
        {vm.busy && (
          <>
            <p className="lb-visually-hidden" role="status">
              加载中
            </p>
            <SkeletonGrid count={9} columns={3} />
          </>
        )}
        {vm.failed && <ErrorState message={errorMessage || DEFAULT_ERROR} onRetry={vm.retry} />}
        {vm.empty && <EmptyState message="暂无游戏，敬请期待" />}
        {!vm.busy && !vm.failed && vm.games.length > 0 && (
          <ul className="concise__grid">
            {vm.games.map(({ game, path }) => (
              <li key={`${game.platform}-${game.gameCode}`}>
                <a className="concise__game" href={`#${path}`} onClick={() => onOpenGame?.(path)}>
                  <LazyImage src={game.image} alt="" aspectRatio="1 / 1" fallbackSrc={fallbackSrc} />
                  <span className="concise__name">{game.name}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
