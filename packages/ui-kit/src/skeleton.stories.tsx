import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonGrid, SkeletonList } from './skeleton.tsx';

const meta = {
  title: 'ui-kit/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Skeleton />
      <Skeleton width="50%" />
      <Skeleton shape="block" height={120} />
      <Skeleton shape="circle" width={48} height={48} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const shapes = Array.from(canvasElement.querySelectorAll<HTMLElement>('.lb-skeleton'));
    await expect(shapes).toHaveLength(4);
    for (const shape of shapes) {
      await expect(shape).toHaveAttribute('aria-hidden', 'true');
      await expect(getComputedStyle(shape).animationName).toBe('lb-skeleton-pulse');
    }
    const [line, half, block, circle] = shapes.map((shape) => shape.getBoundingClientRect());
    await expect(half?.width).toBeCloseTo((line?.width ?? 0) / 2, 0);
    await expect(block?.height).toBe(120);
    await expect(circle?.width).toBe(48);
    await expect(getComputedStyle(shapes[3] as HTMLElement).borderRadius).toBe('50%');
  },
};

/** A record list loading: rows of an icon and two lines, the second shorter. */
export const List: Story = {
  render: () => <SkeletonList rows={5} avatar />,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('.lb-skeleton-list');
    await expect(list).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelectorAll('.lb-skeleton-list__row')).toHaveLength(5);
    await expect(canvasElement.querySelectorAll('.lb-skeleton--circle')).toHaveLength(5);
    await expect(canvasElement.querySelectorAll('.lb-skeleton--line')).toHaveLength(10);
  },
};

/** A page of 4 game tiles per row loading, and the 3-column hot grid. */
export const Grid: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SkeletonGrid count={8} />
      <SkeletonGrid count={6} columns={3} aspectRatio="4 / 3" caption={false} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [four, three] = Array.from(canvasElement.querySelectorAll<HTMLElement>('.lb-skeleton-grid'));
    if (!four || !three) throw new Error('grids missing');
    await expect(getComputedStyle(four).gridTemplateColumns.split(' ')).toHaveLength(4);
    await expect(getComputedStyle(three).gridTemplateColumns.split(' ')).toHaveLength(3);
    await expect(four.querySelectorAll('.lb-skeleton--block')).toHaveLength(8);
    await expect(three.querySelectorAll('.lb-skeleton--line')).toHaveLength(0);
    const picture = three.querySelector('.lb-skeleton--block')?.getBoundingClientRect();
    await expect((picture?.width ?? 0) / (picture?.height ?? 1)).toBeCloseTo(4 / 3, 1);
    // Nothing in them is announced or reachable.
    for (const grid of [four, three]) await expect(grid).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('button, a, [tabindex]')).toBeNull();
  },
};
