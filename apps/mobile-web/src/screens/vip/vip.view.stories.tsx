import type { VipViewModel } from '@lobby/domain/vip';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VipView } from './vip.view.tsx';

const COLUMNS = ['真人', '体育', '电竞', '棋牌', '电子', '彩票'];
const THRESHOLDS = [0, 1000, 5000, 20000, 50000];
const RULES = [
  '晋级标准：会员的累计存款及累计流水同时达到相应等级的要求，即可在次日24:00前晋级至该VIP等级。',
  '晋级顺序：VIP等级每天只能晋升一级，不可越级晋升。',
  '保级要求：会员达到某一VIP等级后，须在90天内完成该等级的保级流水。',
  '降级标准：会员在一个季度（90天）内未完成保级流水，系统将自动降低一个VIP等级，返水比例及其他优惠随之调整。',
  '返水计算：以北京时间当日00:00至23:59的有效投注额计算返水，于结算日结束后24小时内发放至福利中心，需手动领取。',
  '提款要求：VIP返水只需1倍流水即可申请提款。',
];

/** Five levels (VIP4 off the rebate table, status 0), for a player at `userVip` (0: a visitor) with `selected` shown. */
function vmOf(userVip: number, selected: number, patch: Partial<VipViewModel> = {}): VipViewModel {
  return {
    busy: false,
    failed: false,
    error: null,
    empty: false,
    signedIn: userVip > 0,
    tabs: THRESHOLDS.map((_, index) => ({ level: index + 1, name: `VIP${index + 1}` })),
    selected,
    selectedIndex: selected - 1,
    cards: THRESHOLDS.map((threshold, index) => ({
      level: index + 1,
      name: `VIP${index + 1}`,
      reached: userVip >= index + 1,
      stateLabel: userVip >= index + 1 ? '已达成' : '未达成',
      depositThreshold: threshold,
      turnover: threshold * 3,
    })),
    progress: userVip > 0 ? 45 : 0,
    rebateColumns: COLUMNS,
    rebateRows: THRESHOLDS.map((_, index) => ({
      level: index + 1,
      name: `VIP${index + 1}`,
      rates: COLUMNS.map((__, column) => 0.4 + index * 0.1 + column * 0.05),
    })).filter((row) => row.level !== 4),
    rules: RULES,
    select: fn(),
    selectIndex: fn(),
    retry: fn(),
    ...patch,
  };
}

const meta = {
  title: 'Screens/Vip',
  component: VipView,
  parameters: { layout: 'fullscreen' },
  args: { vm: vmOf(0, 1), onBack: fn(), loginHref: '#/login?redirect=%2Fvip' },
} satisfies Meta<typeof VipView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: VIP1 first, nothing reached, 0 %, a way to log in; the table and the six rules. */
export const LoggedOut: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: 'VIP特权', level: 1 })).toBeVisible();
    await expect(screen.getByRole('tab', { name: 'VIP1', selected: true })).toBeVisible();
    await expect(screen.getByRole('group', { name: 'VIP1' })).toHaveTextContent('未达成');
    await expect(screen.getByRole('group', { name: 'VIP2' })).toHaveTextContent('¥1,000.00');
    await expect(screen.getByRole('group', { name: 'VIP2' })).toHaveTextContent('¥3,000.00');
    await expect(screen.getByRole('link', { name: '立即登录' })).toHaveAttribute('href', '#/login?redirect=%2Fvip');
    const table = screen.getByRole('table', { name: '最高返水比例' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['等级', ...COLUMNS]);
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['VIP1', 'VIP2', 'VIP3', 'VIP5']);
    await expect(within(table).getAllByRole('cell')[0]).toHaveTextContent('0.40%');
    await expect(within(screen.getByRole('region', { name: 'VIP规则' })).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(screen.getByRole('tab', { name: 'VIP3' }));
    await expect(args.vm.select).toHaveBeenCalledWith(3);
  },
};

/** A VIP3 player: their level selected and reached, the next not; the progress shows. */
export const LoggedIn: Story = {
  args: { vm: vmOf(3, 3) },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('tab', { name: 'VIP3', selected: true })).toBeVisible();
    await expect(screen.getByRole('group', { name: 'VIP3' })).toHaveTextContent('已达成');
    await expect(screen.getByRole('group', { name: 'VIP4' })).toHaveTextContent('未达成');
    await expect(screen.getByRole('progressbar', { name: '晋级进度' })).toHaveAttribute('value', '45');
    await expect(screen.getByText('45%')).toBeVisible();
    await expect(screen.queryByRole('link', { name: '立即登录' })).toBeNull();
    // The card in view is the selected one.
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'VIP3' }).getBoundingClientRect().left).toBeGreaterThanOrEqual(0),
    );
    screen.getByRole('region', { name: 'VIP等级卡片' }).querySelector<HTMLElement>('[tabindex="0"]')?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.vm.selectIndex).toHaveBeenCalledWith(3);
  },
};

/** The levels load: a skeleton; the rules show already. */
export const Loading: Story = {
  args: { vm: vmOf(0, 1, { busy: true, tabs: [], cards: [], rebateRows: [] }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('status', { name: '加载中' })).toBeVisible();
    await expect(screen.queryByRole('tablist')).toBeNull();
    await expect(screen.getByRole('region', { name: 'VIP规则' })).toBeVisible();
  },
};

/** The levels could not load: the reason with 重试. */
export const Failed: Story = {
  args: {
    vm: vmOf(0, 1, {
      failed: true,
      error: { kind: 'server', message: '系统繁忙，请稍后再试' },
      tabs: [],
      cards: [],
      rebateRows: [],
    }),
  },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('alert')).toHaveTextContent('系统繁忙，请稍后再试');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await expect(args.vm.retry).toHaveBeenCalled();
  },
};

/** The back office has no levels. */
export const Empty: Story = {
  args: { vm: vmOf(0, 1, { empty: true, tabs: [], cards: [], rebateRows: [] }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText('暂无VIP等级')).toBeVisible();
    await expect(screen.queryByRole('table')).toBeNull();
  },
};
