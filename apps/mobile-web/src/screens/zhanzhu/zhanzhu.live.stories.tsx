import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/zhanzhu',
  ...liveMeta({ path: '/zhanzhu', screen: 'zhanzhu' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sponsorship page reads the fake platform's sponsorship article, inside the shell with its bottom navigation. */
export const Sponsorships: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const article = await screen.findByRole('article', { name: '品牌赞助' }, { timeout: 10_000 });
    await expect(await within(article).findByText(/星河足球俱乐部/)).toBeVisible();
    await expect(screen.getByRole('navigation', { name: '主导航' })).toBeVisible();
  },
};
