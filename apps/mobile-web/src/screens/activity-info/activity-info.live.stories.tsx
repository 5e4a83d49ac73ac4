import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/activityInfo',
  ...liveMeta({ path: '/activityInfo?id=1', screen: 'activityInfo' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor reads the fake platform's first promotion and is offered the login. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 2 })).toBeVisible();
    await expect(await screen.findByRole('link', { name: '登录后报名' })).toBeVisible();
  },
};

/** demo01 applies with an amount; the server's words come back as a toast and the dialog closes. */
export const Apply: Story = {
  tags: ['e2e-journey'],
  parameters: {
    e2e: 'activity-info.e2e.ts › a player applies for a promotion once: the amount takes digits only, a second try is refused and keeps it',
  },
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await screen.findByRole('button', { name: '报名参与' }));
    const dialog = await body.findByRole('dialog', { name: '活动申请' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '彩金金额' }), '1a88');
    await expect(within(dialog).getByRole('textbox', { name: '彩金金额' })).toHaveValue('188');
    await userEvent.click(within(dialog).getByRole('button', { name: '立即申请' }));
    const toast = await body.findByText('申请成功');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(body.queryByRole('dialog', { name: '活动申请' })).toBeNull();
  },
};
