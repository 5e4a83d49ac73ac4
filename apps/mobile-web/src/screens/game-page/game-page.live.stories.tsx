import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/gamePage',
  ...liveMeta({ path: '/gamePage?dailiD=1', screen: 'agentLogin' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** dailiD=1: the agent login address from the fake platform in the sandboxed frame. */
export const AgentLogin: Story = {
  tags: ['e2e-journey'],
  parameters: { e2e: 'games.e2e.ts › the agent login opens in the frame (dailiD=1)' },
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('代理登录', {}, { timeout: 10_000 });
    await expect(frame.getAttribute('src')).toContain('/fake-assets/agent.html');
  },
};

/** A game by name and type, logged in: the fake's game page in the frame. */
export const Game: Story = {
  globals: { account: 'demo01' },
  parameters: { live: { path: '/gamePage?name=pg&type=gaming&code=pg_01', screen: 'gamePage' } },
  play: async ({ canvasElement }) => {
    // Opened from an address, not a tap in the app: the game asks first (进入游戏), then launches.
    const body = within(canvasElement.ownerDocument.body);
    const question = await body.findByRole('alertdialog', { name: '进入游戏' }, { timeout: 10_000 });
    await userEvent.click(within(question).getByRole('button', { name: '确定' }));
    const frame = await within(canvasElement).findByTitle('游戏：pg', {}, { timeout: 10_000 });
    await expect(frame.getAttribute('src')).toContain('/fake-assets/game.html?plat=pg&code=pg_01');
  },
};

/** The game address call fails: its message shows and the page returns home. */
export const FailureReturnsHome: Story = {
  tags: ['e2e-journey'],
  globals: { account: 'demo01', fault: 'code' },
  parameters: {
    e2e: 'games.e2e.ts › a game whose address call fails returns home with the message',
    live: { path: '/gamePage?name=pg&type=gaming&code=pg_01', screen: 'gamePage' },
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const question = await body.findByRole('alertdialog', { name: '进入游戏' }, { timeout: 10_000 });
    await userEvent.click(within(question).getByRole('button', { name: '确定' }));
    const toast = await screen.findByText('系统繁忙，请稍后再试', {}, { timeout: 10_000 });
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(location.hash).toBe('#/'));
  },
};
