import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SafeHtml } from './safe-html.tsx';

const meta = {
  title: 'ui-kit/SafeHtml',
  component: SafeHtml,
  args: {
    html:
      '<p>欢迎来到<strong>Lobby娱乐城</strong>！</p><p>注册即可体验全部游戏，祝您游戏愉快。</p>' +
      '<p><a href="https://example.com/" target="_blank">查看活动详情</a></p>',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WelcomeText: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Lobby娱乐城')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看活动详情' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const WithScriptRemoved: Story = {
  args: { html: '<p>公告内容</p><img src="x" onerror="window.__xss=1" alt=""><script>window.__xss=1</script>' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('公告内容')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  },
};
