import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/responsibleGaming',
  ...liveMeta({ path: '/responsibleGaming', screen: 'responsibleGaming' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen opens at its route, under its title; today's backend keeps no limits, so the device does. */
export const Opens: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: '负责任博彩' }, { timeout: 10_000 })).toBeVisible();
    await expect(await screen.findByText('此设置仅在本设备上生效')).toBeVisible();
  },
};

/**
 * A backend with the optional protection calls keeps demo01's limits on the account: the page says so, and a limit
 * saved there is the backend's (lowered at once), not the device's.
 */
export const OnAccount: Story = {
  globals: { account: 'demo01' },
  parameters: { live: { path: '/responsibleGaming', screen: 'responsibleGaming', protection: true } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByText(
        '存款限额和暂停已保存在您的账户中，在所有设备上生效；现实检查间隔仅在本设备上生效',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await userEvent.type(screen.getByLabelText('24小时存款限额'), '700');
    await userEvent.click(screen.getByRole('button', { name: '保存限额' }));
    const user = liveFake().store.userByName('demo01');
    await waitFor(() => expect(user && liveFake().store.protection?.limits(user).day.amount).toBe('700.00'));
  },
};
