import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import banner1 from './security-banner-1.svg';
import banner2 from './security-banner-2.svg';
import { SECURITY_TOPICS, type SecurityTopic } from './security-center.content.ts';
import { SecurityCenterView, type SecurityCenterViewProps } from './security-center.view.tsx';

/** The view with its tab held, as the screen holds it, so a story can switch tabs. */
function Stateful(props: SecurityCenterViewProps) {
  const [selected, setSelected] = useState<SecurityTopic['key']>(props.selected);
  return (
    <SecurityCenterView
      {...props}
      selected={selected}
      onSelect={(key) => {
        props.onSelect(key);
        setSelected(key);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Security centre',
  component: SecurityCenterView,
  parameters: { layout: 'fullscreen' },
  render: (args) => <Stateful {...args} />,
  args: {
    topics: SECURITY_TOPICS,
    selected: 'account',
    onSelect: fn(),
    banners: [banner1, banner2],
    onBack: fn(),
    onOpenService: fn(),
  },
} satisfies Meta<typeof SecurityCenterView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Account protection: the first tab, with the two banners above. */
export const AccountProtection: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: '安全中心', level: 1 })).toBeVisible();
    await expect(screen.getByRole('region', { name: '安全中心横幅' })).toBeVisible();
    await expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '账户保护',
      '防骗案例',
      '安全专题',
    ]);
    const panel = screen.getByRole('tabpanel', { name: '账户保护' });
    await expect(within(panel).getByRole('heading', { name: '工作人员不会索要密码' })).toBeVisible();
    await expect(within(panel).getByRole('heading', { name: '弱密码警示' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '在线客服' }));
    await expect(args.onOpenService).toHaveBeenCalledOnce();
  },
};

/** Anti-fraud cases: no offline collection, text and phone only, DNS hijack. */
export const AntiFraud: Story = {
  args: { selected: 'fraud' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('tabpanel', { name: '防骗案例' });
    await expect(within(panel).getByRole('heading', { name: '没有线下代收服务' })).toBeVisible();
    await expect(within(panel).getByRole('heading', { name: '警惕浏览器与DNS劫持' })).toBeVisible();
  },
};

/** Security topics, reached with the arrow keys from the first tab. */
export const SecurityTopics: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    screen.getByRole('tab', { name: '账户保护' }).focus();
    await userEvent.keyboard('{End}');
    await expect(args.onSelect).toHaveBeenCalledWith('topics');
    const panel = screen.getByRole('tabpanel', { name: '安全专题' });
    await expect(within(panel).getByRole('heading', { name: '实名认证（KYC）' })).toBeVisible();
    await expect(within(panel).getByRole('heading', { name: '合法合规' })).toBeVisible();
  },
};
