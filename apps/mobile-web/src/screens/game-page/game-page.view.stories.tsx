import type { GamePageViewModel } from '@lobby/domain/game-page';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GamePageView } from './game-page.view.tsx';

// The frame shows a small page of its own, so the stories need no network.
const GAME_DOC = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><html lang="zh-CN"><title>游戏演示</title><body style="background:#101820;color:#f5f5f5;font-family:sans-serif;display:grid;place-content:center;min-height:100vh"><h1>游戏演示</h1></body></html>',
)}`;

const vm = (over: Partial<GamePageViewModel>): GamePageViewModel => ({
  frameUrl: null,
  loading: false,
  title: '',
  kind: 'game',
  back: fn(),
  ...over,
});

const meta = {
  title: 'Screens/GamePage',
  component: GamePageView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GamePageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asking for the game's address: the black page, the 返回主页 bar and a loading message. */
export const Loading: Story = {
  args: { vm: vm({ loading: true, title: 'pg' }) },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('status')).toHaveTextContent('正在进入游戏…');
    await expect(screen.queryByTitle(/游戏/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '返回主页' }));
    await expect(args.vm.back).toHaveBeenCalledOnce();
  },
};

/** The agent login while its address loads. */
export const AgentLoading: Story = {
  args: { vm: vm({ loading: true, kind: 'agent' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('正在打开代理登录…');
  },
};

/** A game in the sandboxed frame, the window's height less the 30 px bar. */
export const Game: Story = {
  args: { vm: vm({ frameUrl: GAME_DOC, title: 'pg' }) },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('游戏：pg');
    await expect(frame).toHaveAttribute('sandbox', expect.stringContaining('allow-scripts allow-same-origin'));
    await expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    const bar = within(canvasElement).getByRole('navigation', { name: '游戏页' });
    await expect(bar.getBoundingClientRect().height).toBe(30);
  },
};

/** A frame whose address is on the app's own origin runs isolated: scripts, but never with the app's origin. */
export const SameOriginIsolated: Story = {
  args: { vm: vm({ frameUrl: GAME_DOC, title: 'pg' }), isolated: true },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('游戏：pg');
    await expect(frame).toHaveAttribute('sandbox', expect.stringContaining('allow-scripts'));
    await expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
  },
};

/** The agent login in the frame (dailiD=1). */
export const AgentLogin: Story = {
  args: { vm: vm({ frameUrl: GAME_DOC, kind: 'agent' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle('代理登录')).toBeVisible();
  },
};
