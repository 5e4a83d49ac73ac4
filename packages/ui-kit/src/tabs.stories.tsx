import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { type TabItem, Tabs, type TabsProps } from './tabs.tsx';

const categories: readonly TabItem<number>[] = [
  { value: 99, label: '热门' },
  { value: 4, label: '电子' },
  { value: 3, label: '棋牌' },
  { value: 1, label: '真人' },
  { value: 0, label: '体育' },
  { value: 5, label: '彩票' },
  { value: 6, label: '捕鱼' },
];

/** The owner of `value`, as a screen holds it; every change also goes to `onChange`. */
function TabsDemo({ value: initial, onChange, ...rest }: TabsProps<number>) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ width: 320 }}>
      <Tabs
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      >
        {rest.children === undefined ? undefined : <p>{rest.items.find((item) => item.value === value)?.label}游戏</p>}
      </Tabs>
    </div>
  );
}

const meta = {
  title: 'ui-kit/Tabs',
  component: TabsDemo,
  args: { items: categories, value: 99, label: '游戏分类', onChange: fn(), children: true },
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPanel: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: '游戏分类' });
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(7);
    const hot = canvas.getByRole('tab', { name: '热门' });
    await expect(hot).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: '电子' })).toHaveAttribute('aria-selected', 'false');
    const panel = canvas.getByRole('tabpanel', { name: '热门' });
    await expect(panel).toHaveTextContent('热门游戏');
    for (const tab of tabs) await expect(tab).toHaveAttribute('aria-controls', panel.id);
    // Narrow screen: the list scrolls rather than wraps, and every tab is a 44 px target.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    for (const tab of tabs) await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // Roving tabindex: Tab enters on the selected tab, the next Tab leaves the list for the panel.
    await expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([hot]);
    await userEvent.tab();
    await expect(hot).toHaveFocus();
    await userEvent.tab();
    await expect(panel).toHaveFocus();
  },
};

export const ClickSelects: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '棋牌' }));
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('tab', { name: '棋牌' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '棋牌' })).toHaveTextContent('棋牌游戏');
    // Pressing the selected tab again is not a change.
    await userEvent.click(canvas.getByRole('tab', { name: '棋牌' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const ArrowKeys: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('tablist');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const slots = canvas.getByRole('tab', { name: '电子' });
    await expect(slots).toHaveFocus();
    await expect(slots).toHaveAttribute('aria-selected', 'true');
    await expect(slots).toHaveAttribute('tabindex', '0');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    // Wraps from the first tab to the last, and scrolls the list to show it.
    const fishing = canvas.getByRole('tab', { name: '捕鱼' });
    await expect(fishing).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    const listBox = list.getBoundingClientRect();
    await expect(fishing.getBoundingClientRect().right).toBeLessThanOrEqual(listBox.right + 1);
    await expect(list.scrollLeft).toBeGreaterThan(0);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: '热门' })).toHaveFocus();
    await expect(list.scrollLeft).toBe(0);
    await userEvent.keyboard('{End}');
    await expect(fishing).toHaveAttribute('aria-selected', 'true');
  },
};

/** Manual activation: arrows move focus only; Enter or Space selects. */
export const ManualActivation: Story = {
  args: { activation: 'manual' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const board = canvas.getByRole('tab', { name: '棋牌' });
    await expect(board).toHaveFocus();
    await expect(board).toHaveAttribute('aria-selected', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(board).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenCalledWith(3);
  },
};

export const DisabledTab: Story = {
  args: {
    items: [
      { value: 1, label: '银行卡' },
      { value: 2, label: 'USDT', disabled: true },
      { value: 3, label: '钱包' },
    ],
    value: 1,
    stretch: true,
  },
  play: async ({ args, canvas }) => {
    const usdt = canvas.getByRole('tab', { name: 'USDT' });
    await expect(usdt).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(usdt);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('tab', { name: '银行卡' })).toHaveAttribute('aria-selected', 'true');
    // Arrow keys skip it both ways: 银行卡 to 钱包 and back.
    canvas.getByRole('tab', { name: '银行卡' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '钱包' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '银行卡' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** The panel lives elsewhere (a list below, a carousel): the tabs point at it with `panelId`. */
export const ExternalPanel: Story = {
  args: { children: undefined, panelId: 'records-list', value: 1 },
  render: (args) => (
    <>
      <TabsDemo
        {...args}
        items={[
          { value: 1, label: '存款' },
          { value: 2, label: '取款' },
          { value: 3, label: '转入' },
          { value: 4, label: '转出' },
        ]}
        stretch
      />
      <ul id="records-list" aria-label="交易记录">
        <li>暂无记录</li>
      </ul>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tabpanel')).not.toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: '取款' })).toHaveAttribute('aria-controls', 'records-list');
  },
};
