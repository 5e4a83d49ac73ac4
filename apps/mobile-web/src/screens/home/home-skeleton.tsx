import { Skeleton } from '@lobby/ui-kit';

// The hot grid's placeholder, in its own geometry (three columns of 1 : 1.2 cells): the hot tab shows first, so
// the game area holds the height it will have once its lists land and nothing below it moves (CLS 0).

const CELLS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Nine placeholder cells laid out as the hot grid. */
export function HotSkeleton() {
  return (
    <div className="home-hot" aria-hidden="true">
      {CELLS.map((cell) => (
        <div key={cell} className="home-hot__cell home-hot__cell--pending">
          <Skeleton shape="block" className="home-hot__picture home-hot__picture--pending" />
          <Skeleton width="60%" />
        </div>
      ))}
    </div>
  );
}

/** The whole game area while its code loads: the tab bar's height and the hot grid's placeholder. */
export function GamesPending() {
  return (
    <div className="home-games" aria-hidden="true">
      <div className="home-games__bar" />
      <HotSkeleton />
    </div>
  );
}
