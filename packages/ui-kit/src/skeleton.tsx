import type { CSSProperties } from 'react';
import './skeleton.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** `line` (default) for text, `block` for a picture or card, `circle` for an avatar or icon. */
  shape?: 'line' | 'block' | 'circle';
  /** A CSS length or pixels; the shape's default otherwise (a full line, a 40 px circle). */
  width?: number | string;
  height?: number | string;
  className?: string;
}

/** A grey placeholder that pulses (still under reduced motion), hidden from assistive technology. */
export function Skeleton({ shape = 'line', width, height, className }: SkeletonProps) {
  const classes = ['lb-skeleton', `lb-skeleton--${shape}`];
  if (className) classes.push(className);
  const style: CSSProperties = {};
  if (width !== undefined) style.width = width;
  if (height !== undefined) style.height = height;
  return <span aria-hidden="true" className={classes.join(' ')} style={style} />;
}

/** Props of {@link SkeletonList}. */
export interface SkeletonListProps {
  /** 6 by default. */
  rows?: number;
  /** A circle at the start of each row (messages, records with an icon). */
  avatar?: boolean;
  /** Text lines per row; 2 by default. */
  lines?: number;
  className?: string;
}

/**
 * The placeholder of a list while its first page loads: rows of lines, with an optional circle. Hidden from
 * assistive technology; the caller says what is loading (an `aria-busy` list, a 加载中 status).
 */
export function SkeletonList({ rows = 6, avatar = false, lines = 2, className }: SkeletonListProps) {
  return (
    <div aria-hidden="true" className={className ? `lb-skeleton-list ${className}` : 'lb-skeleton-list'}>
      {Array.from({ length: rows }, (_, row) => row).map((row) => (
        <div key={row} className="lb-skeleton-list__row">
          {avatar && <Skeleton shape="circle" />}
          <div className="lb-skeleton-list__lines">
            {Array.from({ length: lines }, (_, line) => line).map((line) => (
              // The last line is shorter, as text ends.
              <Skeleton key={line} width={line === lines - 1 && lines > 1 ? '60%' : undefined} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Props of {@link SkeletonGrid}. */
export interface SkeletonGridProps {
  /** 8 by default. */
  count?: number;
  /** 4 by default (a home game page); 3 for the hot grid. */
  columns?: number;
  /** Each tile's picture, as CSS `aspect-ratio`; `1 / 1` by default. */
  aspectRatio?: string;
  /** A name line under each picture; true by default. */
  caption?: boolean;
  className?: string;
}

/** The placeholder of a grid of tiles (games, promotions): pictures in columns with a caption line each. */
export function SkeletonGrid({
  count = 8,
  columns = 4,
  aspectRatio = '1 / 1',
  caption = true,
  className,
}: SkeletonGridProps) {
  return (
    <div
      aria-hidden="true"
      className={className ? `lb-skeleton-grid ${className}` : 'lb-skeleton-grid'}
      style={{ '--lb-skeleton-columns': columns, '--lb-skeleton-ratio': aspectRatio } as CSSProperties}
    >
      {Array.from({ length: count }, (_, tile) => tile).map((tile) => (
        <div key={tile} className="lb-skeleton-grid__tile">
          <Skeleton shape="block" className="lb-skeleton-grid__picture" />
          {caption && <Skeleton width="70%" />}
        </div>
      ))}
    </div>
  );
}
