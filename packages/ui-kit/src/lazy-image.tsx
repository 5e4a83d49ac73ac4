import { useFallbackSrc } from './fallback-src.ts';
import './lazy-image.css';

/** Props of {@link LazyImage}. */
export interface LazyImageProps {
  /** The picture; empty, missing or broken shows `fallbackSrc`. */
  src: string | null | undefined;
  /** Required; empty for a decorative picture. */
  alt: string;
  /** Intrinsic width in CSS pixels; with `height` it reserves the box before the picture loads. */
  width?: number;
  height?: number;
  /** The box as CSS `aspect-ratio` (`"750 / 300"`) at the container's full width, instead of `width`/`height`. */
  aspectRatio?: string;
  /** Shown once when `src` fails (a tile's placeholder); never retried in a loop. */
  fallbackSrc?: string;
  /** For the LCP picture (the first banner): loads at once with `fetchpriority="high"` instead of lazily. */
  eager?: boolean;
  /** How the picture fills its box; `cover` by default. */
  fit?: 'cover' | 'contain';
  className?: string;
}

/**
 * An `<img>` that never shifts the page: its box comes from `width`/`height` or `aspectRatio` before it loads.
 * Lazy (`loading="lazy"`, `decoding="async"`) unless `eager`; swaps in `fallbackSrc` once on error.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  aspectRatio,
  fallbackSrc = '',
  eager = false,
  fit = 'cover',
  className,
}: LazyImageProps) {
  const [shown, onError] = useFallbackSrc(src, fallbackSrc);
  const classes = ['lb-lazy-image'];
  if (aspectRatio) classes.push('lb-lazy-image--fill');
  if (fit === 'contain') classes.push('lb-lazy-image--contain');
  if (className) classes.push(className);
  return (
    <img
      className={classes.join(' ')}
      src={shown || undefined}
      alt={alt}
      width={width}
      height={height}
      style={aspectRatio ? { aspectRatio } : undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? undefined : 'async'}
      fetchPriority={eager ? 'high' : undefined}
      onError={onError}
    />
  );
}
