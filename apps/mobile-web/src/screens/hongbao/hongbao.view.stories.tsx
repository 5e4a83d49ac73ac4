import type { RedPacketViewModel } from '@lobby/domain/rewards';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type HongbaoCounts, type HongbaoRule, HongbaoView } from './hongbao.view.tsx';

const STATUS: HongbaoCounts = { remaining: 2, acquired: 1, maxTimes: 8 };

function vmOf(patch: Partial<RedPacketViewModel<HongbaoCounts>> = {}): RedPacketViewModel<HongbaoCounts> {
  return {
    status: STATUS,
    remaining: 2,
    busy: false,
    failed: false,
    grabbing: false,
    refreshing: false,
    popup: null,
    grab: fn(),
    close: fn(),
    retry: fn(),
    ...patch,
  };
}

const RULES: HongbaoRule[] = [
  {
    id: 1,
    startTime: '2026-11-13 00:00:00',
    endTime: '2027-11-23 23:59:59',
    depositFrom: 100,
    depositTo: 999.99,
    packets: 1,
  },
  {
    id: 2,
    startTime: '2026-11-13 00:00:00',
    endTime: '2027-11-23 23:59:59',
    depositFrom: 1000,
    depositTo: 100000,
    packets: 3,
  },
];

const meta = {
  title: 'Screens/Hongbao',
  component: HongbaoView,
  parameters: { layout: 'fullscreen' },
  args: { vm: vmOf(), failure: '', rules: RULES, rechargeHref: '#/recharge', onBack: fn() },
} satisfies Meta<typeof HongbaoView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The status loads: the counts are placeholders and the grab waits. */
export const Loading: Story = {
  args: { vm: vmOf({ status: null, remaining: 0, busy: true }), rules: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '抢红包', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '立即抢红包' })).toBeDisabled();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/**
 * Ready: grabs left, made and at most; the rules table (累计存款 the range of today's deposits that reaches a tier,
 * packets rounded down) and text; the notes.
 */
export const Ready: Story = {
  play: async ({ args, canvas }) => {
    const counts = canvas.getByRole('region', { name: '抢红包次数' });
    await expect(counts).toHaveTextContent('剩余次数2');
    await expect(counts).toHaveTextContent('已抢次数1');
    await expect(counts).toHaveTextContent('最多可抢8');
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    const [header, , lastTier] = rows as [HTMLElement, HTMLElement, HTMLElement];
    await expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['活动时间', '累计存款', '红包个数']);
    const tier = within(lastTier).getAllByRole('cell');
    await expect(tier[1]).toHaveTextContent('¥1,000.00至 ¥100,000.00');
    await expect(tier[2]).toHaveTextContent('3');
    await expect(canvas.getByText('抢红包时间：每日北京时间10:00-12:00。')).toBeVisible();
    await expect(canvas.getByText('存款统计时间：前一日12:00至当日10:00的存款金额。')).toBeVisible();
    await expect(canvas.getByText('活动规则中的日期均以美东时间为准。')).toBeVisible();
    await expect(canvas.getByText('红包即时派发到账，完成规定流水倍数后即可提现。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '立即抢红包' }));
    await expect(args.vm.grab).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** No grabs left: the count shows 0 (never a negative number from the server). */
export const NoGrabsLeft: Story = {
  args: { vm: vmOf({ status: { ...STATUS, remaining: -2, acquired: 3 }, remaining: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '抢红包次数' })).toHaveTextContent('剩余次数0');
  },
};

/** A grab in flight: the button is busy and ignores taps. */
export const Grabbing: Story = {
  args: { vm: vmOf({ grabbing: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '立即抢红包' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A win: the amount in yuan; 确定 closes it. */
export const Won: Story = {
  args: { vm: vmOf({ popup: { kind: 'won', amount: 18.88 }, refreshing: true }) },
  play: async ({ args, canvas }) => {
    const popup = canvas.getByRole('dialog', { name: '恭喜您抢到红包' });
    await expect(popup).toHaveTextContent('¥18.88');
    await userEvent.click(within(popup).getByRole('button', { name: '确定' }));
    await expect(args.vm.close).toHaveBeenCalled();
  },
};

/** Refused: the reason (the page's own or the server's) with 立即充值 to the deposit page (/recharge) and 确定. */
export const Insufficient: Story = {
  args: { vm: vmOf({ popup: { kind: 'insufficient', message: '您还未达到领取条件，快去完成吧！' } }) },
  play: async ({ args, canvas }) => {
    const popup = canvas.getByRole('dialog', { name: '温馨提示' });
    await expect(within(popup).getByRole('alert')).toHaveTextContent('您还未达到领取条件，快去完成吧！');
    await expect(within(popup).getByRole('link', { name: '立即充值' })).toHaveAttribute('href', '#/recharge');
    await userEvent.click(within(popup).getByRole('button', { name: '确定' }));
    await expect(args.vm.close).toHaveBeenCalled();
  },
};

/** The status failed: the reason with 重试; the rules and notes still read. */
export const Failed: Story = {
  args: { vm: vmOf({ status: null, remaining: 0, failed: true }), failure: '网络异常，请检查网络后重试！', rules: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试！');
    await expect(canvas.queryByRole('button', { name: '立即抢红包' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.vm.retry).toHaveBeenCalled();
  },
};
