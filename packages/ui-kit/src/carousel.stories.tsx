import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { Carousel } from './carousel.tsx';
import { Tabs } from './tabs.tsx';

const slideStyle = {
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  background: 'var(--lb-color-raised)',
  color: 'var(--lb-color-text)',
  fontSize: 'var(--lb-font-size-l)',
} as const;

const banners = ['首存送 100%', '每日返水 1.5%', 'VIP 晋级礼金'];

const meta = {
  title: 'ui-kit/Carousel',
  component: Carousel,
  args: {
    label: '活动横幅',
    aspectRatio: '750 / 300',
    onIndexChange: fn(),
    children: banners.map((text) => (
      <div key={text} style={slideStyle}>
        {text}
      </div>
    )),
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const track = canvasElement.querySelector<HTMLElement>('.lb-carousel__track');
  if (!track) throw new Error('no track');
  const slides = Array.from(track.children) as HTMLElement[];
  return { track, slides };
}

/** Whether a slide fills the track's box now (scroll position, not state). */
function isShown(track: HTMLElement, slide: HTMLElement | undefined): boolean {
  if (!slide) return false;
  return Math.abs(slide.getBoundingClientRect().left - track.getBoundingClientRect().left) < 2;
}

function currentDot(canvasElement: HTMLElement): number {
  return Array.from(canvasElement.querySelectorAll('.lb-carousel__dot')).findIndex((dot) =>
    dot.classList.contains('lb-carousel__dot--current'),
  );
}

/** Replaces `matchMedia` so the reduced-motion query matches, for one story. */
function reducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
    const fake: Partial<MediaQueryList> = {
      matches: query.includes('reduce'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
    return fake as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}

/** The home banner: 8 s per slide, no loop. The app's quality suite tabs to 暂停 and presses Enter. */
export const HomeBanner: Story = {
  args: { autoplayMs: 8000 },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: '活动横幅' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = canvas.getAllByRole('group');
    await expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    for (const slide of slides) await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    // The box is reserved from the aspect ratio alone.
    const { track } = parts(canvasElement);
    const box = track.getBoundingClientRect();
    await expect(Math.abs(box.height - (box.width * 300) / 750)).toBeLessThan(1);
    await expect(track).toHaveAttribute('aria-live', 'off');
    await expect(currentDot(canvasElement)).toBe(0);
    // Keyboard: Tab reaches the pause button, Enter pauses, and it turns into play.
    await userEvent.tab();
    const pause = canvas.getByRole('button', { name: '暂停' });
    await expect(pause).toHaveFocus();
    const target = pause.getBoundingClientRect();
    await expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '播放' })).toHaveFocus();
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '暂停' })).toBeVisible();
    await expect(track).toHaveAttribute('aria-live', 'off');
  },
};

/** Autoplay with a short delay: it steps through and stops at the last slide (no loop). */
export const AutoplayStopsAtEnd: Story = {
  args: { autoplayMs: 150 },
  play: async ({ args, canvasElement }) => {
    const { track, slides } = parts(canvasElement);
    await waitFor(() => expect(isShown(track, slides[2])).toBe(true));
    await expect(args.onIndexChange).toHaveBeenNthCalledWith(1, 1);
    await expect(args.onIndexChange).toHaveBeenNthCalledWith(2, 2);
    await expect(currentDot(canvasElement)).toBe(2);
    // Stopped: nothing left to rotate, so changes are announced again; the player's choice stays "playing".
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await expect(args.onIndexChange).toHaveBeenCalledTimes(2);
  },
};

export const AutoplayLoops: Story = {
  args: { autoplayMs: 150, loop: true },
  play: async ({ args, canvas, canvasElement }) => {
    const { track, slides } = parts(canvasElement);
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledTimes(3));
    await expect(args.onIndexChange).toHaveBeenNthCalledWith(1, 1);
    await expect(args.onIndexChange).toHaveBeenNthCalledWith(2, 2);
    await expect(args.onIndexChange).toHaveBeenNthCalledWith(3, 0);
    await expect(track).toHaveAttribute('aria-live', 'off');
    // Paused by keyboard, it comes to rest on the slide its dots mark.
    canvas.getByRole('button', { name: '暂停' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(isShown(track, slides[currentDot(canvasElement)])).toBe(true));
  },
};

/** Under `prefers-reduced-motion: reduce` nothing moves by itself; the button offers 播放. */
export const ReducedMotion: Story = {
  args: { autoplayMs: 150 },
  beforeEach: reducedMotion,
  play: async ({ args, canvas, canvasElement }) => {
    const { track } = parts(canvasElement);
    await expect(canvas.getByRole('button', { name: '播放' })).toBeVisible();
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    // The player may still ask for it.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '暂停' })).toBeVisible();
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1));
  },
};

/** Autoplay waits while the page is hidden, the mouse is over it, a finger is on it or keyboard focus is in it. */
export const PausesWhileInteracting: Story = {
  args: { autoplayMs: 8000 },
  play: async ({ canvas, canvasElement }) => {
    const { track } = parts(canvasElement);
    const region = canvas.getByRole('region', { name: '活动横幅' });
    await expect(track).toHaveAttribute('aria-live', 'off');

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(track).toHaveAttribute('aria-live', 'polite'));
    // Removing the own property brings back the real getter.
    Reflect.deleteProperty(document, 'visibilityState');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(track).toHaveAttribute('aria-live', 'off'));

    await userEvent.hover(region);
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await userEvent.unhover(region);
    await expect(track).toHaveAttribute('aria-live', 'off');

    const finger = new Touch({ identifier: 1, target: track, clientX: 10, clientY: 10 });
    fireEvent.touchStart(track, { touches: [finger], changedTouches: [finger] });
    await expect(track).toHaveAttribute('aria-live', 'polite');
    fireEvent.touchEnd(track, { touches: [], changedTouches: [finger] });
    await expect(track).toHaveAttribute('aria-live', 'off');

    // Focus on the pause button does not hold it; keyboard focus on the slides does.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '暂停' })).toHaveFocus();
    await expect(track).toHaveAttribute('aria-live', 'off');
    await userEvent.tab();
    await expect(track).toHaveFocus();
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await userEvent.tab();
    await expect(track).toHaveAttribute('aria-live', 'off');
  },
};

/** A swipe is the track's own scrolling; once it rests the index follows. */
export const Swipe: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const { track, slides } = parts(canvasElement);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    track.scrollTo({ left: track.clientWidth * 2, behavior: 'smooth' });
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(2));
    await expect(isShown(track, slides[2])).toBe(true);
    await expect(currentDot(canvasElement)).toBe(2);
  },
};

export const KeyboardSteps: Story = {
  play: async ({ args, canvasElement }) => {
    const { track, slides } = parts(canvasElement);
    await userEvent.tab();
    await expect(track).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect(isShown(track, slides[1])).toBe(true));
    await userEvent.keyboard('{End}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await waitFor(() => expect(isShown(track, slides[2])).toBe(true));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Home}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await waitFor(() => expect(isShown(track, slides[0])).toBe(true));
  },
};

const levels = [1, 2, 3, 4, 5];

/** VIP cards kept in step with level tabs: the owner holds one index for both. */
export const ControlledWithTabs: Story = {
  render: function Render(args) {
    const [level, setLevel] = useState(2);
    return (
      <>
        <Tabs
          label="VIP等级"
          items={levels.map((value) => ({ value, label: `VIP${value}` }))}
          value={level}
          onChange={setLevel}
          panelId="vip-cards"
        />
        <Carousel
          id="vip-cards"
          label="VIP等级卡片"
          aspectRatio="750 / 360"
          indicators={false}
          index={level - 1}
          onIndexChange={(index) => {
            args.onIndexChange?.(index);
            setLevel(index + 1);
          }}
        >
          {levels.map((value) => (
            <div key={value} style={slideStyle}>
              VIP{value} 晋级条件
            </div>
          ))}
        </Carousel>
      </>
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const { track, slides } = parts(canvasElement);
    // Starts on the owner's index, placed at once.
    await waitFor(() => expect(isShown(track, slides[1])).toBe(true));
    await userEvent.click(canvas.getByRole('tab', { name: 'VIP4' }));
    await waitFor(() => expect(isShown(track, slides[3])).toBe(true));
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    // A trackpad swipe: the wheel event hands the track to the player, then it scrolls.
    fireEvent.wheel(track, { deltaX: 400 });
    track.scrollTo({ left: track.clientWidth * 4, behavior: 'smooth' });
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'VIP5' })).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onIndexChange).toHaveBeenCalledWith(4);
  },
};

const games = Array.from({ length: 8 }, (_, n) => `游戏${n + 1}`);

/** Home category pages of 4 game tiles, dots in a row below the tiles. */
export const TilePages: Story = {
  args: {
    label: '热门游戏',
    aspectRatio: '4 / 1.3',
    controls: 'below',
    children: [games.slice(0, 4), games.slice(4)].map((page) => (
      <ul key={page[0]} style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8, height: '100%' }}>
        {page.map((name) => (
          <li key={name} style={{ ...slideStyle, fontSize: 'var(--lb-font-size-s)' }}>
            <button type="button" style={{ minHeight: 44, background: 'none', border: 0 }}>
              {name}
            </button>
          </li>
        ))}
      </ul>
    )),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const { track, slides } = parts(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('.lb-carousel__dot')).toHaveLength(2);
    // The dots sit below the tiles, not over them.
    const dots = canvasElement.querySelector('.lb-carousel__dots');
    await expect(dots?.getBoundingClientRect().top).toBeGreaterThanOrEqual(track.getBoundingClientRect().bottom);
    // Tabbing to a tile on the second page brings that page in.
    canvas.getByRole('button', { name: '游戏5' }).focus();
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1));
    await expect(isShown(track, slides[1])).toBe(true);
  },
};
