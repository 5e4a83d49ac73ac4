import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LazyImage } from './lazy-image.tsx';

function svg(fill: string, width: number, height: number): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${fill}"/></svg>`,
  )}`;
}

const tile = svg('#5b8fb9', 200, 200);
const placeholder = svg('#343a4a', 200, 200);
const broken = 'data:image/png;base64,broken';

const meta = {
  title: 'ui-kit/LazyImage',
  component: LazyImage,
  args: { src: tile, alt: '捕鱼达人', width: 120, height: 120, fallbackSrc: placeholder },
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A game tile: lazy by default, its box set by width and height. */
export const Tile: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: '捕鱼达人' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).not.toHaveAttribute('fetchpriority');
    await expect(image.getBoundingClientRect().height).toBe(120);
  },
};

/** The first home banner, the LCP element: eager, high priority, its box from the aspect ratio at full width. */
export const Banner: Story = {
  args: {
    src: svg('#5b8fb9', 300, 300),
    alt: '首存送 100%',
    width: undefined,
    height: undefined,
    aspectRatio: '750 / 300',
    eager: true,
  },
  render: (args) => (
    <div style={{ width: 300 }}>
      <LazyImage {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: '首存送 100%' });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    // The picture is square, yet the box keeps the given ratio: nothing moves when it arrives.
    await waitFor(() => expect(image).toHaveProperty('complete', true));
    const box = image.getBoundingClientRect();
    await expect(box.width).toBe(300);
    await expect(box.height).toBe(120);
  },
};

/** A broken picture: the fallback once, the box unchanged. */
export const Broken: Story = {
  args: { src: broken },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: '捕鱼达人' });
    await waitFor(() => expect(image).toHaveAttribute('src', placeholder));
    await expect(image.getBoundingClientRect().height).toBe(120);
  },
};

/** The fallback fails too: it stays on the fallback rather than swapping back and forth. */
export const FallbackBroken: Story = {
  args: { src: broken, fallbackSrc: 'data:image/png;base64,alsobroken' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: '捕鱼达人' });
    await waitFor(() => expect(image).toHaveAttribute('src', 'data:image/png;base64,alsobroken'));
    // Its own error event has come and gone (the picture is complete but has no size); the source stayed.
    await waitFor(() => expect(image).toHaveProperty('complete', true));
    await expect((image as HTMLImageElement).naturalWidth).toBe(0);
    await expect(image).toHaveAttribute('src', 'data:image/png;base64,alsobroken');
    await expect(image.getBoundingClientRect().width).toBe(120);
  },
};

/** No picture from the server: the fallback straight away. */
export const Missing: Story = {
  args: { src: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '捕鱼达人' })).toHaveAttribute('src', placeholder);
  },
};

/** Decorative: an empty `alt` takes it out of the accessibility tree. */
export const Decorative: Story = {
  args: { alt: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};
