import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/responsibleGaming',
  ...liveMeta({ path: '/responsibleGaming', screen: 'responsibleGaming' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen opens at its route, under its title. */
export const Opens: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: '负责任博彩' }, { timeout: 10_000 })).toBeVisible();
  },
};
