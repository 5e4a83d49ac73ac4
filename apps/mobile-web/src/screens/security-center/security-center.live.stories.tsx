import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/securitycenter',
  ...liveMeta({ path: '/securitycenter', screen: 'securityCenter' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The security centre in the running app: the tabs switch, and back leaves for the member page. */
export const ReadAdvice: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('tab', { name: '防骗案例' }));
    await expect(screen.getByRole('tabpanel', { name: '防骗案例' })).toHaveTextContent('没有线下代收服务');
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await expect(await screen.findByRole('navigation', { name: '主导航' })).toBeVisible();
  },
};
