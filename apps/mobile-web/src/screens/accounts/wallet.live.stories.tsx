import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/wallet',
  ...liveMeta({ path: '/wallet?type=2', screen: 'wallet' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor is sent to log in first. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', { name: '登录' })).toBeVisible();
    await waitFor(() => expect(location.hash).toMatch(/^#\/login\?redirect=/));
  },
};

/** demo01 binds an ERC20 address, then unbinds it: five digits are refused first and the dialog stays open. */
export const BindAndUnbind: Story = {
  tags: ['e2e-journey'],
  parameters: {
    e2e: 'member-accounts.e2e.ts › a player binds a USDT address in the popup and unbinds it with the payment password',
  },
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const list = await screen.findByRole('region', { name: '已绑定账户' });
    await expect(await within(list).findByText('******567890abcd')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '添加USDT地址' }));
    const sheet = await screen.findByRole('dialog', { name: '添加USDT地址' });
    await userEvent.type(
      within(sheet).getByLabelText('钱包地址', { selector: 'input' }),
      'TLiveStory 0000-1111222233334444',
    );
    await expect(within(sheet).getByLabelText('钱包地址', { selector: 'input' })).toHaveValue(
      'TLiveStory00001111222233334444',
    );
    await userEvent.click(within(sheet).getByRole('radio', { name: 'ERC20' }));
    await userEvent.type(within(sheet).getByLabelText('支付密码', { selector: 'input' }), '123456');
    await userEvent.click(within(sheet).getByRole('button', { name: '确认绑定' }));
    const toast = await screen.findByText('绑定成功', {}, { timeout: 10_000 });
    await waitFor(() => expect(toast).toBeVisible());
    const remove = await within(list).findByRole('button', { name: /尾号4444/ });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: '解绑卡片' });
    const password = within(dialog).getByLabelText('支付密码', { selector: 'input' });
    await expect(password).toHaveValue('');
    await userEvent.type(password, '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await screen.findAllByText('请输入6位数字支付密码')).not.toHaveLength(0);
    await expect(dialog).toBeVisible();
    await userEvent.type(password, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    const unbound = await screen.findByText('解绑成功', {}, { timeout: 10_000 });
    await waitFor(() => expect(unbound).toBeVisible());
    await waitFor(() => expect(within(list).queryByRole('button', { name: /尾号4444/ })).toBeNull(), {
      timeout: 10_000,
    });
  },
};

/** The list call fails: why, with 重试. */
export const ListFails: Story = {
  globals: { account: 'demo01', fault: 'code' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('系统繁忙，请稍后再试');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
  },
};
