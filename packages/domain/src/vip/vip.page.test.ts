import { describe, expect, it, vi } from 'vitest';
import type { LoadViewModel } from '../load/index.ts';
import { connectVip, initialVipLevel, type VipPageLevel, vipLabels, vipName } from './vip.page.ts';

const rates = (base: number) => ({
  live: base,
  sports: base + 0.1,
  esports: base + 0.2,
  board: base + 0.3,
  slots: base + 0.4,
  lottery: base + 0.5,
});

const level = (n: number, depositThreshold: number, isActive = true): VipPageLevel => ({
  level: n,
  depositThreshold,
  turnover: depositThreshold * 3,
  isActive,
  rates: rates(n),
});

const LEVELS = [level(1, 0), level(2, 1000), level(3, 5000, false), level(4, 20000)];

function loaded(
  value: readonly VipPageLevel[] | undefined,
  patch: Partial<LoadViewModel<readonly VipPageLevel[]>> = {},
) {
  return {
    value,
    busy: false,
    refreshing: false,
    failed: false,
    empty: false,
    error: null,
    retry: vi.fn(),
    reload: vi.fn(),
    ...patch,
  };
}

describe('initialVipLevel', () => {
  it('opens on level 1 for a visitor and on the player’s level when the list has it', () => {
    expect(initialVipLevel(LEVELS, null)).toBe(1);
    expect(initialVipLevel(LEVELS, 4)).toBe(4);
  });

  it('falls back to level 1, then to the first level, then to 1', () => {
    expect(initialVipLevel(LEVELS, 9)).toBe(1);
    expect(initialVipLevel([level(2, 0), level(3, 10)], 7)).toBe(2);
    expect(initialVipLevel([], 3)).toBe(1);
  });
});

describe('connectVip', () => {
  it('names the tabs VIP1..VIPn and starts a visitor at VIP1 with nothing reached and no progress', () => {
    const vm = connectVip(loaded(LEVELS), null, null, vi.fn());
    expect(vm.tabs.map((tab) => tab.name)).toEqual(['VIP1', 'VIP2', 'VIP3', 'VIP4']);
    expect(vm).toMatchObject({ selected: 1, selectedIndex: 0, signedIn: false, progress: 0 });
    expect(vm.cards.map((card) => card.stateLabel)).toEqual(['未达成', '未达成', '未达成', '未达成']);
    expect(vm.cards[1]).toMatchObject({ name: 'VIP2', depositThreshold: 1000, turnover: 3000, reached: false });
  });

  it('starts a player at their level, reached up to it, with the progress toward the next level', () => {
    const vm = connectVip(loaded(LEVELS), { currentVip: 'VIP2', paysum: 2850 }, null, vi.fn());
    expect(vm).toMatchObject({ selected: 2, selectedIndex: 1, signedIn: true, progress: 57 });
    expect(vm.cards.map((card) => card.reached)).toEqual([true, true, false, false]);
    expect(vm.cards[0]?.stateLabel).toBe(vipLabels.reached);
  });

  it('keeps the player’s choice over the initial level, unless the list does not have it', () => {
    expect(connectVip(loaded(LEVELS), { currentVip: 'VIP2', paysum: 0 }, 4, vi.fn()).selectedIndex).toBe(3);
    expect(connectVip(loaded(LEVELS), null, 8, vi.fn()).selected).toBe(1);
  });

  it('lists only status-1 levels in the rebate table, with the six rates in the columns’ order', () => {
    const vm = connectVip(loaded(LEVELS), null, null, vi.fn());
    expect(vm.rebateColumns).toEqual(['真人', '体育', '电竞', '棋牌', '电子', '彩票']);
    expect(vm.rebateRows.map((row) => row.name)).toEqual(['VIP1', 'VIP2', 'VIP4']);
    expect(vm.rebateRows[0]?.rates).toEqual([1, 1.1, 1.2, 1.3, 1.4, 1.5]);
    expect(vm.rules).toHaveLength(6);
  });

  it('selects by tab and by carousel position, ignoring the level already shown and unknown positions', () => {
    const choose = vi.fn();
    const vm = connectVip(loaded(LEVELS), null, null, choose);
    vm.select(1);
    vm.selectIndex(0);
    vm.selectIndex(9);
    vm.select(3);
    vm.selectIndex(3);
    expect(choose.mock.calls).toEqual([[3], [4]]);
  });

  it('passes the load’s states and retry through, with no levels while loading', () => {
    const load = loaded(undefined, { busy: true });
    const vm = connectVip(load, null, null, vi.fn());
    expect(vm).toMatchObject({ busy: true, failed: false, empty: false, tabs: [], cards: [], selected: 1 });
    expect(vm.selectedIndex).toBe(0);
    vm.retry();
    expect(load.retry).toHaveBeenCalled();
    const failed = connectVip(
      loaded(undefined, { failed: true, error: { kind: 'server', message: '系统繁忙' } }),
      null,
      null,
      vi.fn(),
    );
    expect(failed).toMatchObject({ failed: true, error: { message: '系统繁忙' } });
    expect(connectVip(loaded([], { empty: true }), null, null, vi.fn()).empty).toBe(true);
  });

  it('names a level', () => {
    expect(vipName(10)).toBe('VIP10');
  });
});
