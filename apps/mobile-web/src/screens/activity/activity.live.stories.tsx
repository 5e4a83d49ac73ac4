import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/activity',
  ...liveMeta({ path: '/activity', screen: 'activity' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor browses the fake platform's promotions: all offers (the taken-down one hidden), then a category. */
export const BrowseCategories: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('link', { name: '登录 / 注册' })).toBeVisible();
    const all = await screen.findByRole('region', { name: '全部优惠' });
    await waitFor(() => expect(within(all).getAllByRole('link').length).toBeGreaterThan(3), { timeout: 10_000 });
    const shown = within(all).getAllByRole('link').length;
    await userEvent.click(await screen.findByRole('tab', { name: '新人专享' }));
    const newcomers = await screen.findByRole('region', { name: '新人专享' });
    await waitFor(() => expect(within(newcomers).getAllByRole('link').length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    await expect(within(newcomers).getAllByRole('link').length).toBeLessThan(shown);
    await expect(within(newcomers).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^#\/activityInfo\?id=\d+$/),
    );
  },
};

/** demo01 sees the promotions without the login offer. */
export const LoggedIn: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const all = await screen.findByRole('region', { name: '全部优惠' });
    await waitFor(() => expect(within(all).getAllByRole('link').length).toBeGreaterThan(0), { timeout: 10_000 });
    await expect(screen.queryByRole('link', { name: '登录 / 注册' })).toBeNull();
  },
};
