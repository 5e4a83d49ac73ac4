import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MaintenanceView } from './maintenance.view.tsx';

const meta = {
  title: 'Screens/Maintenance',
  component: MaintenanceView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MaintenanceView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The repair text the back office set. */
export const WithTips: Story = {
  args: { logo: '', title: 'Lobby娱乐城', tips: '系统升级中，预计 02:00 恢复，给您带来不便敬请谅解。' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: '系统维护中' })).toBeVisible();
    await expect(screen.getByText(/预计 02:00 恢复/)).toBeVisible();
  },
};

/** No repair text configured: a default explanation shows instead of an empty page. */
export const WithoutTips: Story = {
  args: { logo: '', title: '', tips: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/正在进行系统维护/)).toBeVisible();
  },
};
