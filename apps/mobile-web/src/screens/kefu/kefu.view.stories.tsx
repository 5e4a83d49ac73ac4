import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KefuView } from './kefu.view.tsx';

const meta = {
  title: 'Screens/Kefu',
  component: KefuView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof KefuView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: what customer service does, the button to open it, what to have ready, and the help pages. */
export const LoggedOut: Story = {
  args: { username: null, connecting: false, onOpenService: fn() },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: '您好，尊敬的会员' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '联系在线客服' }));
    await expect(args.onOpenService).toHaveBeenCalledOnce();
    await expect(screen.getByRole('link', { name: /^帮助中心/ })).toHaveAttribute('href', '#/boutBallBet');
    await expect(screen.getByRole('link', { name: /^常见问题/ })).toHaveAttribute('href', '#/boutBallBetInfo?type=1');
  },
};

/** A player is greeted by name. */
export const LoggedIn: Story = {
  args: { username: 'demo01', connecting: false, onOpenService: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '您好，demo01' })).toBeVisible();
  },
};

/** Asking for the service address: the button shows it is busy and takes no second tap. */
export const Connecting: Story = {
  args: { username: 'demo01', connecting: true, onOpenService: fn() },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /联系在线客服/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
