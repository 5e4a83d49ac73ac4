import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/maintenance',
  ...liveMeta({ path: '/', screen: 'maintenance', site: { site_state: '0' } }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The back office switched the site off (site_state 0): the whole app shows the repair notice. */
export const SiteOff: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: '系统维护中' })).toBeVisible();
    await expect(screen.getByText(/系统维护中，请稍后再来/)).toBeVisible();
    await expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
  },
};
