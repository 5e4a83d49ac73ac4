import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/concise',
  ...liveMeta({ path: '/concise', screen: 'concise' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fishing list from the fake platform; each game links to the game page with its venue and code. */
export const Fishing: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const list = await screen.findByRole('region', { name: '捕鱼游戏' }, { timeout: 10_000 });
    const game = await within(list).findByRole('link', { name: '龙王捕鱼' }, { timeout: 10_000 });
    await expect(within(list).getAllByRole('link')).toHaveLength(6);
    // The game page itself (and its frame) is Live/gamePage's: here the tile's address is what counts.
    await expect(game).toHaveAttribute('href', '#/gamePage?name=obgdy&type=fishing&code=obgdy_02');
  },
};

/** `type=pp` shows the PP list, which has no tab. */
export const ByType: Story = {
  parameters: { live: { path: '/concise?type=pp', screen: 'concise' } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const list = await screen.findByRole('region', { name: 'PP电子' }, { timeout: 10_000 });
    await expect(await within(list).findByRole('link', { name: '极速糖果' }, { timeout: 10_000 })).toBeVisible();
    await expect(screen.getByRole('tab', { name: '捕鱼' })).toHaveAttribute('aria-selected', 'false');
  },
};

/** The list call fails: the message shows with 重试. */
export const ServerError: Story = {
  globals: { fault: 'code' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('系统繁忙，请稍后再试');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
  },
};
