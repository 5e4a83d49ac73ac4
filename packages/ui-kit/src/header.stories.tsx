import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton, IconLink } from './button.tsx';
import { Header, PageHeader } from './header.tsx';
import { IconBack, IconDownload, IconService } from './icons.tsx';
import { Logo } from './logo.tsx';

const meta = {
  title: 'ui-kit/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const onService = fn();

/** The home and promotions header: download, logo, customer service. */
export const WithLogo: Story = {
  args: {
    left: (
      <IconLink href="#/app" label="下载APP">
        <IconDownload />
      </IconLink>
    ),
    title: <Logo />,
    right: (
      <IconButton label="在线客服" onClick={onService}>
        <IconService />
      </IconButton>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Lobby' })).toBeVisible();
    const service = canvas.getByRole('button', { name: '在线客服' });
    const { width, height } = service.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    await userEvent.click(service);
    await expect(onService).toHaveBeenCalled();
  },
};

/** An inner page: back and a title. */
export const WithTitle: Story = {
  args: {
    left: (
      <IconButton label="返回">
        <IconBack />
      </IconButton>
    ),
    title: '帮助中心',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '帮助中心' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回' })).toBeVisible();
  },
};

const onBack = fn();
const onOpen = fn();

/** An inner page's bar (PageHeader): 返回, the title as the page's heading, 在线客服. */
export const Page: StoryObj<typeof PageHeader> = {
  render: () => <PageHeader title="取款" onBack={onBack} onOpenService={onOpen} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '取款' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '在线客服' }));
    await expect(onOpen).toHaveBeenCalledOnce();
  },
};

/** A page without customer service: no button on the right. */
export const PageWithoutService: StoryObj<typeof PageHeader> = {
  render: () => <PageHeader title="活动详情" onBack={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};
