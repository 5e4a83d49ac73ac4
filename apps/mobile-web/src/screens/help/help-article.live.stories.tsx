import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/boutBallBetInfo',
  ...liveMeta({ path: '/boutBallBetInfo?type=4', screen: 'helpArticle' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** 联系我们, loaded from the fake platform. */
export const ContactUs: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: '联系我们', level: 1 })).toBeVisible();
    await expect(
      await screen.findByRole('article', { name: '联系我们' }, { timeout: 10_000 }),
    ).not.toBeEmptyDOMElement();
  },
};

/** No network: the reason shows in place of the article, and 重试 loads it once the network is back. */
export const Offline: Story = {
  globals: { fault: 'offline' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('网络异常，请检查网络后重试！');
    await expect(screen.queryByRole('button', { name: '联系人工客服' })).toBeNull();
    liveFake().scenarios.clear();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await expect(
      await screen.findByRole('article', { name: '联系我们' }, { timeout: 10_000 }),
    ).not.toBeEmptyDOMElement();
  },
};
