import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink, IconButton, IconLink } from './button.tsx';
import { IconDownload, IconService } from './icons.tsx';

const meta = {
  title: 'ui-kit/Button',
  component: Button,
  args: { children: '登录', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '登录' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: '注册' } };

export const Ghost: Story = { args: { variant: 'ghost', children: '先去逛逛' } };

export const Danger: Story = { args: { variant: 'danger', children: '退出登录' } };

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '登录' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeEnabled();
    button.focus();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '登录' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Block: Story = { args: { block: true } };

export const Submit: Story = {
  args: { type: 'submit' },
  render: (args) => {
    const onSubmit = (event: FormEvent) => event.preventDefault();
    return (
      <form onSubmit={onSubmit} aria-label="示例表单">
        <Button {...args} />
      </form>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '登录' })).toHaveAttribute('type', 'submit');
  },
};

export const Link: Story = {
  render: () => (
    <ButtonLink href="#/login" variant="secondary">
      去登录
    </ButtonLink>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '#/login');
  },
};

export const Icons: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconLink href="#/app" label="下载APP">
        <IconDownload />
      </IconLink>
      <IconButton label="客服" onClick={args.onClick}>
        <IconService />
      </IconButton>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const service = canvas.getByRole('button', { name: '客服' });
    const rect = service.getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(service);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: '下载APP' })).toHaveAttribute('href', '#/app');
  },
};
