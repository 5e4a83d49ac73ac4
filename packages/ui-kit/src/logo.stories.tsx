import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Logo, logoUrl } from './logo.tsx';

const meta = {
  title: 'ui-kit/Logo',
  component: Logo,
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Lobby' });
    await expect(image).toHaveAttribute('src', logoUrl);
    await expect(image).toHaveAttribute('height', '32');
    await expect(image).toHaveAttribute('width', '120');
  },
};

export const BrokenSiteLogo: Story = {
  args: { src: 'data:image/png;base64,broken', alt: 'Lobby娱乐城' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Lobby娱乐城' });
    await waitFor(() => expect(image).toHaveAttribute('src', logoUrl));
  },
};
