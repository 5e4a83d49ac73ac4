import type { LoadViewModel } from '../load/index.ts';
import type { CallError } from '../result/index.ts';
import { isVipReached, parseVip, vipProgress } from './vip.ts';

/** The maximum rebate percentages of a level, by game kind (the api's names). */
export type VipRates = {
  live: number;
  sports: number;
  esports: number;
  board: number;
  slots: number;
  lottery: number;
};

/** A VIP level as the /vip page needs it (the api's `VipLevel` fits). */
export type VipPageLevel = {
  /** The level's number: 1 for VIP1. */
  level: number;
  /** The cumulative deposit that reaches it (`recharge`). */
  depositThreshold: number;
  /** The turnover it needs (`flow`). */
  turnover: number;
  /** Status 1: shown in the rebate table. */
  isActive: boolean;
  rates: VipRates;
};

/** The fixed texts of the /vip page (part 2 §2 and §4; the message table names none of them in Chinese). */
export const vipLabels = {
  reached: '已达成',
  notReached: '未达成',
  /** The rebate table's columns, in the spec's order: live casino, sports, e-sports, board games, slots, lottery. */
  rebateColumns: [
    { key: 'live', label: '真人' },
    { key: 'sports', label: '体育' },
    { key: 'esports', label: '电竞' },
    { key: 'board', label: '棋牌' },
    { key: 'slots', label: '电子' },
    { key: 'lottery', label: '彩票' },
  ],
  /** Part 2 §4 VIP rules, all six points, in order. */
  rules: [
    '晋级标准：会员的累计存款及累计流水同时达到相应等级的要求，即可在次日24:00前晋级至该VIP等级。',
    '晋级顺序：VIP等级每天只能晋升一级，不可越级晋升。',
    '保级要求：会员达到某一VIP等级后，须在90天内完成该等级的保级流水。',
    '降级标准：会员在一个季度（90天）内未完成保级流水，系统将自动降低一个VIP等级，返水比例及其他优惠随之调整。',
    '返水计算：以北京时间当日00:00至23:59的有效投注额计算返水，于结算日结束后24小时内发放至福利中心，需手动领取。',
    '提款要求：VIP返水只需1倍流水即可申请提款。',
  ],
} as const;

/** A rebate-table column's key. */
export type VipRateKey = (typeof vipLabels.rebateColumns)[number]['key'];

/** `VIP3` for level 3: the tab's and the card's name. */
export const vipName = (level: number): string => `VIP${level}`;

/**
 * The tab the page opens on (part 2 §2): the player's current VIP level when logged in and the list has it,
 * otherwise level 1 (or the first level returned when there is no level 1).
 */
export function initialVipLevel(levels: readonly VipPageLevel[], userVip: number | null): number {
  const wanted = userVip ?? 1;
  const found = levels.find((entry) => entry.level === wanted) ?? levels.find((entry) => entry.level === 1);
  return found?.level ?? levels[0]?.level ?? 1;
}

/** One level's card: reached or not for this player, its deposit threshold and its turnover requirement. */
export type VipCard = {
  level: number;
  name: string;
  reached: boolean;
  /** 已达成 or 未达成. */
  stateLabel: string;
  depositThreshold: number;
  turnover: number;
};

/** One row of the rebate table: a status-1 level and its six maximum percentages, in the columns' order. */
export type VipRebateRow = { level: number; name: string; rates: readonly number[] };

/** What the /vip page renders. */
export type VipViewModel = {
  /** The levels are loading with nothing to show yet. */
  busy: boolean;
  /** The load failed: the error state with 重试. */
  failed: boolean;
  error: CallError | null;
  /** Loaded with no levels at all. */
  empty: boolean;
  signedIn: boolean;
  /** The level tabs, one per level returned, in the server's order. */
  tabs: readonly { level: number; name: string }[];
  /** The selected level (a tab's `level`). */
  selected: number;
  /** The selected level's position in `tabs` and `cards`: the carousel's index. */
  selectedIndex: number;
  cards: readonly VipCard[];
  /** The player's progress percentage (0 to 100; 0 for a visitor). */
  progress: number;
  rebateColumns: readonly string[];
  rebateRows: readonly VipRebateRow[];
  rules: readonly string[];
  /** Selects a level by its number (a tab). */
  select: (level: number) => void;
  /** Selects a level by its position (a carousel swipe). */
  selectIndex: (index: number) => void;
  retry: () => void;
};

/** What the page knows of the player: null for a visitor. */
export type VipPlayer = { currentVip: string; paysum: number } | null;

/**
 * The /vip view model from the levels' load, the player and the level the player chose (null until they choose,
 * so the initial tab follows the player's level as it becomes known). `choose` stores the choice.
 */
export function connectVip(
  load: LoadViewModel<readonly VipPageLevel[]>,
  player: VipPlayer,
  chosen: number | null,
  choose: (level: number) => void,
): VipViewModel {
  const levels = load.value ?? [];
  const userVip = player === null ? null : parseVip(player.currentVip);
  const fallback = initialVipLevel(levels, userVip);
  const selected = chosen !== null && levels.some((entry) => entry.level === chosen) ? chosen : fallback;
  const reachedVip = userVip ?? 0;
  return {
    busy: load.busy,
    failed: load.failed,
    error: load.error,
    empty: load.empty,
    signedIn: player !== null,
    tabs: levels.map((entry) => ({ level: entry.level, name: vipName(entry.level) })),
    selected,
    selectedIndex: Math.max(
      0,
      levels.findIndex((entry) => entry.level === selected),
    ),
    cards: levels.map((entry) => {
      const reached = isVipReached(reachedVip, entry.level);
      return {
        level: entry.level,
        name: vipName(entry.level),
        reached,
        stateLabel: reached ? vipLabels.reached : vipLabels.notReached,
        depositThreshold: entry.depositThreshold,
        turnover: entry.turnover,
      };
    }),
    progress: vipProgress({
      paysum: player?.paysum ?? 0,
      vip: reachedVip,
      levels: levels.map((entry) => ({ recharge: entry.depositThreshold })),
    }),
    rebateColumns: vipLabels.rebateColumns.map((column) => column.label),
    rebateRows: levels
      .filter((entry) => entry.isActive)
      .map((entry) => ({
        level: entry.level,
        name: vipName(entry.level),
        rates: vipLabels.rebateColumns.map((column) => entry.rates[column.key]),
      })),
    rules: vipLabels.rules,
    select: (level) => {
      if (level !== selected) choose(level);
    },
    selectIndex: (index) => {
      const level = levels[index]?.level;
      if (level !== undefined && level !== selected) choose(level);
    },
    retry: load.retry,
  };
}
