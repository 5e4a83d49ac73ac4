import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, defaultAvatarUrl } from './avatar.tsx';

const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#5b8fb9"/><circle cx="5" cy="4" r="2" fill="#f3ece0"/></svg>',
)}`;

const meta = {
  title: 'ui-kit/Avatar',
  component: Avatar,
  args: { alt: 'player01的头像', src: picture },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'player01的头像' });
    await expect(image).toHaveAttribute('src', picture);
    await expect(image).toHaveAttribute('width', '48');
  },
};

export const NoPicture: Story = {
  args: { src: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'player01的头像' })).toHaveAttribute('src', defaultAvatarUrl);
  },
};

export const BrokenPicture: Story = {
  args: { src: 'data:image/png;base64,broken', size: 64 },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'player01的头像' });
    await waitFor(() => expect(image).toHaveAttribute('src', defaultAvatarUrl));
    await expect(image.getBoundingClientRect().width).toBe(64);
  },
};
