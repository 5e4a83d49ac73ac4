import {
  Children,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { IconPause } from './icon/pause.tsx';
import { IconPlay } from './icon/play.tsx';
import './carousel.css';

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** The region's accessible name, e.g. `活动横幅`. */
  label: string;
  /** The box every slide fills, as CSS `aspect-ratio` (`"750 / 300"`): reserved before anything loads. */
  aspectRatio: string;
  /** One child per slide; give them keys. */
  children: ReactNode;
  /** The slide shown, when the owner holds it (VIP cards kept in step with tabs). */
  index?: number;
  /** The first slide shown when the carousel holds its own index; 0 by default. */
  defaultIndex?: number;
  /** Called with the new slide's index after a swipe, a key press or an autoplay step. */
  onIndexChange?: (index: number) => void;
  /** Milliseconds per slide when autoplaying; leave it out for no autoplay (and no pause button). */
  autoplayMs?: number;
  /** Autoplay goes from the last slide back to the first; without it autoplay stops at the last slide. */
  loop?: boolean;
  /** `暂停` by default: the pause button's name while playing. */
  pauseLabel?: string;
  /** `播放` by default: the same button's name while paused. */
  playLabel?: string;
  /** Each slide's accessible name; `n / total` by default. */
  slideLabel?: (position: number, total: number) => string;
  /** Shows the dots that mark the current slide; true by default. */
  indicators?: boolean;
  /** `overlay` (default) lays the controls over the slides' bottom edge; `below` puts them in a row under. */
  controls?: 'overlay' | 'below';
  id?: string;
  className?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** How long a track must go without scroll events to count as at rest when no `scrollend` comes. */
const REST_MS = 200;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isHidden = () => document.visibilityState === 'hidden';

/**
 * A carousel on a CSS scroll-snap track: swiping is the browser's own scrolling, arrow keys (and Home, End)
 * step through the slides when the track has focus. Optional autoplay starts paused under
 * `prefers-reduced-motion: reduce`, waits while the page is hidden, the pointer is over it, a finger is on it
 * or focus is inside it, and has a pause/play button. The box keeps `aspectRatio`, so nothing shifts.
 */
export function Carousel({
  label,
  aspectRatio,
  children,
  index,
  defaultIndex = 0,
  onIndexChange,
  autoplayMs,
  loop = false,
  pauseLabel = '暂停',
  playLabel = '播放',
  slideLabel = (position, total) => `${position} / ${total}`,
  indicators = true,
  controls = 'overlay',
  id,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const current = Math.max(0, Math.min(count - 1, index ?? ownIndex));
  const autoplay = autoplayMs !== undefined && autoplayMs > 0;

  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const hidden = useSyncExternalStore(subscribeVisibility, isHidden, () => false);
  // The player's own choice, which the button shows; reduced motion means no autoplay until they ask.
  const [playing, setPlaying] = useState(() => autoplay && !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [touching, setTouching] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  const trackRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const latest = useRef({ current, count, onIndexChange, controlled: index !== undefined });
  latest.current = { current, count, onIndexChange, controlled: index !== undefined };

  const goTo = (next: number) => {
    const { current: now, count: total, onIndexChange: notify, controlled } = latest.current;
    const target = Math.max(0, Math.min(total - 1, next));
    if (target === now) return;
    if (!controlled) setOwnIndex(target);
    notify?.(target);
  };
  const goToRef = useRef(goTo);
  goToRef.current = goTo;

  // Index to scroll position: the first time at once, later smoothly (at once under reduced motion). While
  // such a scroll runs, `heading` holds its slide, so the scroll ends it passes through (an autoplay step or a
  // key press can cut one short) do not pull the index back.
  const placed = useRef(false);
  const heading = useRef<number | null>(null);
  useLayoutEffect(() => {
    // A new track starts at its first slide: nothing to place, and no layout to read while the page first paints.
    if (!placed.current && current === 0) {
      placed.current = true;
      return;
    }
    const track = trackRef.current;
    const slide = track?.children[current];
    if (!track || !(slide instanceof HTMLElement)) return;
    // Also when already there but a scroll of ours is under way elsewhere: that one must stop.
    if (Math.abs(track.scrollLeft - slide.offsetLeft) >= 1 || heading.current !== null) {
      const smooth = placed.current && !reducedMotion;
      heading.current = smooth ? current : null;
      track.scrollTo({ left: slide.offsetLeft, behavior: smooth ? 'smooth' : 'instant' });
    }
    placed.current = true;
  }, [current, reducedMotion]);

  // Scroll position to index, once a swipe (or the browser's own keyboard scrolling) comes to rest.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const settle = () => {
      if (track.clientWidth === 0) return;
      const rested = Math.round(track.scrollLeft / track.clientWidth);
      if (heading.current !== null) {
        if (rested !== heading.current) return;
        heading.current = null;
      }
      goToRef.current(rested);
    };
    // The player takes over from a scroll of ours.
    const takeOver = () => {
      heading.current = null;
    };
    let fingerDown = false;
    const touchStart = () => {
      fingerDown = true;
      takeOver();
    };
    const touchEnd = () => {
      fingerDown = false;
    };
    // Rest is `scrollend` where the browser has it; a moment without scroll events as well, because a busy page
    // can lose a `scrollend` (seen on two loaded cores) and older Safari has none. Settling twice is harmless (the
    // same index is no change), and never while a finger still holds the track.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!fingerDown) settle();
      }, REST_MS);
    };
    const native = 'onscrollend' in window;
    track.addEventListener('touchstart', touchStart, { passive: true });
    track.addEventListener('touchend', touchEnd, { passive: true });
    track.addEventListener('touchcancel', touchEnd, { passive: true });
    track.addEventListener('wheel', takeOver, { passive: true });
    track.addEventListener('scroll', onScroll, { passive: true });
    if (native) track.addEventListener('scrollend', settle, { passive: true });
    return () => {
      clearTimeout(timer);
      track.removeEventListener('touchstart', touchStart);
      track.removeEventListener('touchend', touchEnd);
      track.removeEventListener('touchcancel', touchEnd);
      track.removeEventListener('wheel', takeOver);
      track.removeEventListener('scroll', onScroll);
      if (native) track.removeEventListener('scrollend', settle);
    };
  }, []);

  const atEnd = current >= count - 1;
  const running = autoplay && playing && count > 1 && !(atEnd && !loop) && !hidden && !hovered && !touching && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => goToRef.current(atEnd ? 0 : current + 1), autoplayMs);
    return () => clearTimeout(timer);
  }, [running, current, atEnd, autoplayMs]);

  const onTrackKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const next =
      event.key === 'ArrowRight'
        ? current + 1
        : event.key === 'ArrowLeft'
          ? current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    goTo(next);
  };

  const classes = ['lb-carousel', `lb-carousel--controls-${controls}`];
  if (className) classes.push(className);
  const hasControls = autoplay || (indicators && count > 1);

  return (
    <section
      id={id}
      className={classes.join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--lb-carousel-ratio': aspectRatio } as CSSProperties}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onTouchStart={() => setTouching(true)}
      onTouchEnd={(event) => event.touches.length === 0 && setTouching(false)}
      onTouchCancel={() => setTouching(false)}
      // Keyboard focus inside holds autoplay; a tap that focuses the track does not (it would hold it for good),
      // nor does focus on the pause button, so pressing 播放 by keyboard resumes at once.
      onFocus={(event) => setFocused(event.target !== toggleRef.current && event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {hasControls && (
        <div className="lb-carousel__controls">
          {autoplay && (
            <button
              ref={toggleRef}
              type="button"
              className="lb-carousel__toggle"
              aria-label={playing ? pauseLabel : playLabel}
              onClick={() => setPlaying(!playing)}
            >
              {playing ? <IconPause size={18} /> : <IconPlay size={18} />}
            </button>
          )}
          {indicators && count > 1 && (
            <span className="lb-carousel__dots" aria-hidden="true">
              {slides.map((slide, position) => (
                <span
                  key={(slide as { key?: string }).key ?? position}
                  className={position === current ? 'lb-carousel__dot lb-carousel__dot--current' : 'lb-carousel__dot'}
                />
              ))}
            </span>
          )}
        </div>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the scroll container itself takes the arrow keys, as a native scroller would. */}
      <div
        ref={trackRef}
        className="lb-carousel__track"
        // Announces slide changes only when the player made them, not on every autoplay step.
        aria-live={running ? 'off' : 'polite'}
        // Focusable so keyboard players can step through slides with the arrow keys (and axe's
        // scrollable-region-focusable holds when the slides have no control of their own).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above; a scroll container must be reachable by keyboard.
        tabIndex={0}
        onKeyDown={onTrackKeyDown}
      >
        {slides.map((slide, position) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group; a fieldset is for form controls.
          <div
            key={(slide as { key?: string }).key ?? position}
            className="lb-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(position + 1, count)}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
