import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/mine',
  ...liveMeta({ path: '/mine', screen: 'mine' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: 请登录 and no logout. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('link', { name: /请登录/ })).toBeVisible();
    await expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
  },
};

/** demo01 logs out: the confirm, the logoff call (the fake forgets the token), then /login. */
export const LogOut: Story = {
  tags: ['e2e-journey'],
  parameters: {
    e2e: 'member-mine.e2e.ts › a player logs in, uploads an avatar, opens the settings and logs out through the confirm',
  },
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'demo01' })).toBeVisible();
    const token = sessionStorage.getItem('token') ?? '';
    await expect(liveFake().store.userByToken(token)?.username).toBe('demo01');
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    const confirm = await screen.findByRole('alertdialog', { name: '提示' });
    await expect(confirm).toHaveTextContent('您确定要退出登录吗?');
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location.hash).toBe('#/login'), { timeout: 10_000 });
    await expect(await screen.findByRole('form', { name: '登录' })).toBeVisible();
    await expect(liveFake().store.userByToken(token)).toBeUndefined();
    await expect(sessionStorage.getItem('token')).toBeNull();
  },
};

/** A 1×1 png, as a player's picture. */
function png(): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
    (char) => char.charCodeAt(0),
  );
  return new File([bytes], 'me.png', { type: 'image/png' });
}

/**
 * demo01 sees the join line, then uploads a png: the platform's backend never takes one (IndexController::uploadimg
 * answers 201 上传失败 before it reads the file), and neither does the fake's real kind, so the player is told and
 * the avatar stays as it was.
 */
export const AvatarUpload: Story = {
  tags: ['e2e-journey'],
  parameters: {
    e2e: 'member-mine.e2e.ts › a player logs in, uploads an avatar, opens the settings and logs out through the confirm',
  },
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText(/^加入本站第\d+天$/)).toBeVisible();
    await userEvent.upload(screen.getByLabelText('更换头像'), png());
    const toast = await screen.findByText('上传失败');
    // The toast fades in.
    await waitFor(() => expect(toast).toBeVisible());
    const token = sessionStorage.getItem('token') ?? '';
    await expect(liveFake().store.userByToken(token)?.avatar).toBe('');
    await expect(canvasElement.querySelector('.mine__avatar img[src^="data:"]')).toBeNull();
  },
};

/** A picture of another type picked anyway is refused before any call, with the reason. */
export const AvatarWrongType: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const input = await screen.findByLabelText('更换头像');
    // The file filter offers gif and png; a player may still choose "all files".
    await userEvent.upload(input, new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }), { applyAccept: false });
    await expect(await screen.findByRole('alert')).toHaveTextContent('头像仅支持GIF或PNG格式的图片');
    const token = sessionStorage.getItem('token') ?? '';
    await expect(liveFake().store.userByToken(token)?.avatar).not.toMatch(/^data:/);
  },
};

/** The server refuses the upload: its message in a toast, the old avatar kept. */
export const AvatarUploadRefused: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const input = await screen.findByLabelText('更换头像');
    liveFake().scenarios.set('/api/uploadimg', { kind: 'code', code: 500, message: '图片上传失败' });
    await userEvent.upload(input, png());
    const toast = await screen.findByText('图片上传失败');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(screen.getByLabelText('更换头像')).toBeEnabled();
  },
};

/** The wallet refresh reads the player again: busy while the (slowed) answer comes, then the balance stays right. */
export const RefreshWallet: Story = {
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('¥8,888.00')).toBeVisible();
    liveFake().scenarios.set('/api/refreshusermoney', { kind: 'slow', ms: 800 });
    const refresh = screen.getByRole('button', { name: '刷新余额' });
    await userEvent.click(refresh);
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(refresh).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByText('¥8,888.00')).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};
