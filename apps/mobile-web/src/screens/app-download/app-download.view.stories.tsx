import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstallOfferView } from '../../wiring/shell/install-offer.view.tsx';
import { AppDownloadView } from './app-download.view.tsx';

const meta = {
  title: 'Screens/App download',
  component: AppDownloadView,
  parameters: { layout: 'fullscreen' },
  args: {
    siteTitle: 'Lobby娱乐城',
    logoSrc: '',
    downloadable: true,
    onBack: fn(),
    onDownload: fn(),
    onOpenService: fn(),
  },
} satisfies Meta<typeof AppDownloadView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The recommended app: the site title + APP, the tagline, 立即下载 and back. */
export const Downloadable: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: 'Lobby娱乐城APP' })).toBeVisible();
    await expect(screen.getByText('专业体育比分客户端')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '立即下载' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** No download address in the site settings: the page says so and offers customer service instead. */
export const NotOpenYet: Story = {
  args: { downloadable: false, siteTitle: 'TG娱乐城' },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: 'TG娱乐城APP' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: '立即下载' })).toBeNull();
    await expect(screen.getByRole('note')).toHaveTextContent('下载通道暂未开放，敬请期待');
    await userEvent.click(screen.getByRole('button', { name: '联系在线客服' }));
    await expect(args.onOpenService).toHaveBeenCalledOnce();
  },
};

const install = fn();

/** Where the browser can install the web app (beforeinstallprompt): 添加到桌面 under the download card. */
export const InstallPrompt: Story = {
  args: { install: <InstallOfferView offer="prompt" onInstall={install} /> },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: '添加到桌面' });
    await userEvent.click(within(card).getByRole('button', { name: '添加到桌面' }));
    await expect(install).toHaveBeenCalledOnce();
  },
};

/** iOS Safari, which has no prompt: the steps, 分享 then 添加到主屏幕. */
export const InstallIosSteps: Story = {
  args: { install: <InstallOfferView offer="ios" onInstall={fn()} /> },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: '添加到桌面' });
    await expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(card).getByText('添加到主屏幕')).toBeVisible();
  },
};
