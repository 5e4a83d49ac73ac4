import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstallOfferView } from './install-offer.view.tsx';

const meta = {
  title: 'Shell/Install offer',
  component: InstallOfferView,
  args: { offer: 'prompt', onInstall: fn(), compact: false },
} satisfies Meta<typeof InstallOfferView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The browser offered to install (beforeinstallprompt): 添加到桌面 opens its prompt. */
export const Prompt: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '添加到桌面' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onInstall).toHaveBeenCalledOnce();
  },
};

/** The home banner's small button. */
export const PromptCompact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '添加到桌面' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** iOS Safari, which has no prompt: the steps, 分享 → 添加到主屏幕. */
export const IosSteps: Story = {
  args: { offer: 'ios' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('分享')).toBeVisible();
    await expect(canvas.getByText('添加到主屏幕')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The home banner's one line of steps. */
export const IosStepsCompact: Story = {
  args: { offer: 'ios', compact: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('添加到主屏幕')).toBeVisible();
  },
};

/** Installed already, or a browser that cannot install: nothing. */
export const Nothing: Story = {
  args: { offer: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
