import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/addBankCard',
  ...liveMeta({ path: '/addBankCard', screen: 'addBankCard' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** demo01 adds a 招商银行 card: 绑定成功, then the bank cards list holds it. */
export const AddCard: Story = {
  tags: ['e2e-journey'],
  parameters: { e2e: 'member-accounts.e2e.ts › a player adds bank cards until the add button hides at five' },
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: /开户银行/ }));
    const banks = await screen.findByRole('dialog', { name: '选择银行' });
    await userEvent.click(await within(banks).findByRole('button', { name: '中国银行' }));
    await userEvent.type(screen.getByLabelText('开户行地址', { selector: 'input' }), '深圳市南山支行');
    await userEvent.type(screen.getByLabelText('银行卡号', { selector: 'input' }), '6217-8500 0000 9999');
    await expect(screen.getByLabelText('银行卡号', { selector: 'input' })).toHaveValue('6217850000009999');
    await userEvent.type(screen.getByLabelText('持卡人姓名', { selector: 'input' }), '张三');
    await userEvent.type(screen.getByLabelText('支付密码', { selector: 'input' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }));
    const toast = await screen.findByText('绑定成功', {}, { timeout: 10_000 });
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(location.hash).toBe('#/wallet'), { timeout: 10_000 });
    await expect(
      await screen.findByRole('button', { name: '删除中国银行（尾号9999）' }, { timeout: 10_000 }),
    ).toBeVisible();
    const demo = liveFake().store.userByName('demo01');
    await expect(demo && liveFake().store.cards(demo, 1).length).toBe(3);
  },
};

/** The name is checked first; the card number's length after the required fields; values stay. */
export const CheckFails: Story = {
  tags: ['e2e-journey'],
  parameters: {
    e2e: 'member-accounts.e2e.ts › an add-bank-card check failure says why beside the field and keeps every value',
  },
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '确认添加' }));
    await expect(await screen.findAllByText('请输入姓名')).not.toHaveLength(0);
    await userEvent.type(screen.getByLabelText('持卡人姓名', { selector: 'input' }), '张三');
    await expect(screen.getByLabelText('持卡人姓名', { selector: 'input' })).toHaveValue('张三');
  },
};

/** banklist fails: why, under the picker, with 重试. */
export const BanksFail: Story = {
  globals: { account: 'demo01', fault: 'code' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('系统繁忙，请稍后再试');
  },
};
