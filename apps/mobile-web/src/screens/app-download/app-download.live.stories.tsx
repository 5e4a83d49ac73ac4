import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveMeta } from '../../../live/live-story.tsx';

/** A download address on this origin, so the hidden frame stays on the machine. */
const DOWNLOAD_URL = `${location.origin}/lobby-app.apk`;

const meta = {
  title: 'Live/app',
  ...liveMeta({ path: '/app', screen: 'appDownload', site: { ios_download_url: DOWNLOAD_URL } }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** 立即下载 loads the address in a hidden frame that is gone 2 seconds later; the page stays. */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '立即下载' }));
    await waitFor(() => expect(screen.getByText('已开始下载')).toBeVisible());
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-download]');
    await expect(frame?.src).toBe(DOWNLOAD_URL);
    await expect(frame?.hidden).toBe(true);
    await waitFor(() => expect(document.querySelector('iframe[data-download]')).toBeNull());
    await expect(screen.getByRole('heading', { name: 'Lobby娱乐城APP' })).toBeVisible();
  },
};

/** The seed has no download address (the backend's default): the page says the download is not open yet. */
export const NotOpenYet: Story = {
  parameters: { live: { path: '/app', screen: 'appDownload' } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('note')).toHaveTextContent('下载通道暂未开放，敬请期待');
  },
};
