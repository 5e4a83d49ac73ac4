import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/boutBallBet',
  ...liveMeta({ path: '/boutBallBet', screen: 'help' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The help centre as the fake platform lists it, every article a link. */
export const Centre: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: '帮助中心' })).toBeVisible();
    await expect(await screen.findByRole('link', { name: '常见问题' })).toBeVisible();
  },
};

/** The help centre, then the FAQ article from the fake platform, then back to the centre. */
export const ReadAnArticle: Story = {
  tags: ['e2e-journey'],
  parameters: {
    e2e: 'content.e2e.ts › the help centre lists seven articles; one opens, reads, and back returns to the centre',
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '常见问题' }));
    await expect(await screen.findByRole('heading', { name: '常见问题', level: 1 })).toBeVisible();
    await expect(
      await screen.findByRole('article', { name: '常见问题' }, { timeout: 10_000 }),
    ).not.toBeEmptyDOMElement();
    await expect(screen.getByRole('button', { name: '联系人工客服' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await expect(await screen.findByRole('heading', { name: '帮助中心' })).toBeVisible();
  },
};
