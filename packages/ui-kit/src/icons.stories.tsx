import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect } from 'storybook/test';
import type { IconProps } from './icon-frame.tsx';
import * as shellIcons from './icons.tsx';

/** Every icon of the kit: the shell's in icons.tsx, each other one in its own module under icon/. */
const modules = import.meta.glob<Record<string, ComponentType<IconProps>>>('./icon/*.tsx', { eager: true });
const all = [...Object.entries(shellIcons), ...Object.values(modules).flatMap((module) => Object.entries(module))]
  .filter(([name]) => name.startsWith('Icon'))
  .sort(([a], [b]) => a.localeCompare(b));

function IconSheet({ size }: { size: number }) {
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 16 }}>
      {all.map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon size={size} />
          {name.slice(4)}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'ui-kit/Icons',
  component: IconSheet,
  args: { size: 24 },
} satisfies Meta<typeof IconSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(all.length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Large: Story = { args: { size: 40 } };

/** An icon standing alone gets a title and becomes a named image. */
export const Titled: Story = {
  render: () => <shellIcons.IconWallet title="钱包" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '钱包' })).toBeVisible();
  },
};
