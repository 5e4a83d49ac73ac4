/** What kind of games a venue runs; the VIP rebate rates are per kind. */
export type VenueKind = 'live' | 'board' | 'slots' | 'sports' | 'lottery' | 'fishing';

/** A game venue (a third-party platform) with a wallet of its own. */
export type Venue = { code: string; name: string; kind: VenueKind };

/** The twelve venues, in the order the wallet list shows them. */
export const VENUES: ReadonlyArray<Venue> = [
  { code: 'ag', name: 'AG真人', kind: 'live' },
  { code: 'bg', name: 'BG真人', kind: 'live' },
  { code: 'ae', name: 'AE真人', kind: 'live' },
  { code: 'ky', name: '开元棋牌', kind: 'board' },
  { code: 'leg', name: '乐游棋牌', kind: 'board' },
  { code: 'pg', name: 'PG电子', kind: 'slots' },
  { code: 'pp', name: 'PP电子', kind: 'slots' },
  { code: 'fgdz', name: 'FG电子', kind: 'slots' },
  { code: 'im', name: 'IM体育', kind: 'sports' },
  { code: 'tcg', name: 'TCG彩票', kind: 'lottery' },
  { code: 'obgdy', name: 'OB捕鱼', kind: 'fishing' },
  { code: 'fgfish', name: 'FG捕鱼', kind: 'fishing' },
];

/**
 * The venue with this code, whatever its case: the backend upper-cases the code it is sent (`strtoupper`) and
 * MySQL compares codes without case, so `AG`, `ag` and `Ag` are one venue.
 */
export function venueByCode(code: string): Venue | undefined {
  const wanted = code.toLowerCase();
  return VENUES.find((venue) => venue.code === wanted);
}

/** Whether two venue codes name the same venue (the backend's columns compare without case). */
export function sameVenue(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** A game of /api/game/list, before the image addresses are made absolute. */
export type CatalogueGame = {
  id: number;
  name: string;
  nameEn: string;
  platform: string;
  /** realbet, joker, gaming, sport, lottery, concise or fishing. */
  category: string;
  code: string;
  shown: boolean;
  hot: boolean;
  isNew: boolean;
  recommended: boolean;
};

// [platform, category, code, name, English name, flags: h hot, n new, r recommended, x hidden from the app]
const GAME_ROWS: ReadonlyArray<readonly [string, string, string, string, string, string]> = [
  ['ag', 'realbet', 'ag_baccarat', '真人百家乐', 'Baccarat', 'hr'],
  ['ag', 'realbet', 'ag_dragontiger', '龙虎斗', 'Dragon Tiger', ''],
  ['ag', 'realbet', 'ag_roulette', '欧式轮盘', 'Roulette', 'n'],
  ['bg', 'realbet', 'bg_baccarat', 'BG百家乐', 'BG Baccarat', 'h'],
  ['bg', 'realbet', 'bg_niuniu', '真人牛牛', 'Live Niuniu', ''],
  ['ae', 'realbet', 'ae_sicbo', '骰宝', 'Sic Bo', 'r'],
  ['ky', 'joker', 'ky_qznn', '抢庄牛牛', 'Bull Bull', 'hr'],
  ['ky', 'joker', 'ky_zjh', '炸金花', 'Golden Flower', 'h'],
  ['ky', 'joker', 'ky_ebg', '二八杠', 'Mahjong 28', ''],
  ['ky', 'joker', 'ky_dzpk', '德州扑克', "Texas Hold'em", 'n'],
  ['leg', 'joker', 'leg_ddz', '斗地主', 'Landlord', 'h'],
  ['leg', 'joker', 'leg_sss', '十三水', 'Thirteen Cards', ''],
  ['leg', 'joker', 'leg_21d', '二十一点', 'Blackjack', 'x'],
  ['pg', 'gaming', 'pg_mjhl', '麻将胡了', 'Mahjong Ways', 'hr'],
  ['pg', 'gaming', 'pg_sjcz', '赏金船长', 'Captain Bounty', ''],
  ['pg', 'gaming', 'pg_xbhjc', '寻宝黄金城', 'Treasures of Aztec', 'n'],
  ['pg', 'gaming', 'pg_zcm', '招财喵', 'Lucky Neko', ''],
  ['pp', 'gaming', 'pp_sweet', '极速糖果', 'Sweet Bonanza', 'h'],
  ['pp', 'gaming', 'pp_olympus', '奥林匹斯之门', 'Gates of Olympus', 'h'],
  ['pp', 'gaming', 'pp_wildwest', '狂野西部', 'Wild West Gold', ''],
  ['fgdz', 'gaming', 'fg_fruit', '水果机', 'Fruit Machine', ''],
  ['fgdz', 'gaming', 'fg_treasure', '连环夺宝', 'Treasure Chain', 'n'],
  ['fgdz', 'gaming', 'fg_caishen', '财神到', 'God of Wealth', 'x'],
  ['im', 'sport', 'im_football', '足球', 'Football', 'hr'],
  ['im', 'sport', 'im_basketball', '篮球', 'Basketball', ''],
  ['im', 'sport', 'im_esports', '电子竞技', 'E-sports', 'n'],
  ['im', 'sport', 'im_tennis', '网球', 'Tennis', ''],
  ['tcg', 'lottery', 'tcg_ssc', '时时彩', 'Lucky Time', 'h'],
  ['tcg', 'lottery', 'tcg_k3', '快三', 'Fast Three', ''],
  ['tcg', 'lottery', 'tcg_pk10', '北京赛车', 'PK10', 'r'],
  ['tcg', 'lottery', 'tcg_lhc', '六合彩', 'Mark Six', ''],
  ['tcg', 'lottery', 'tcg_11x5', '11选5', 'Pick 5 of 11', ''],
  ['obgdy', 'concise', 'ob_fish', '捕鱼大亨', 'Fishing Tycoon', 'h'],
  ['obgdy', 'concise', 'ob_dragon', '龙王捕鱼', 'Dragon King', ''],
  ['fgfish', 'concise', 'fg_fish', '美人捕鱼', 'Mermaid Fishing', 'n'],
  ['fgfish', 'concise', 'fg_ocean', '海王捕鱼', 'Ocean King', ''],
  ['obgdy', 'fishing', 'ob_golden', '金蟾捕鱼', 'Golden Toad', 'r'],
  ['fgfish', 'fishing', 'fg_bird', '捕鸟达人', 'Bird Hunter', ''],
];

/** The lobby's games over every category, a few hidden (`app_state` 0) and eleven hot. */
export const GAMES: ReadonlyArray<CatalogueGame> = GAME_ROWS.map(
  ([platform, category, code, name, nameEn, flags], i) => ({
    id: i + 1,
    name,
    nameEn,
    platform,
    category,
    code,
    shown: !flags.includes('x'),
    hot: flags.includes('h'),
    isNew: flags.includes('n'),
    recommended: flags.includes('r'),
  }),
);

/** A game of /api/gamelistBycode. */
export type CodeGame = { code: string; name: string; platform: string; gameType: string };

/** The platform codes of the category list (/concise): fishing first, as the app's tab. */
export const LIST_CODES: ReadonlyArray<string> = ['obgdy', 'pp', 'fgdz', 'pg', 'fgfish', 'ae'];

const CODE_GAME_NAMES: Readonly<Record<string, readonly [string, ReadonlyArray<string>]>> = {
  obgdy: ['fishing', ['捕鱼大亨', '龙王捕鱼', '金蟾捕鱼', '深海捕鱼', '李逵劈鱼', '大圣闹海']],
  pp: ['slot', ['极速糖果', '奥林匹斯之门', '狂野西部', '水牛之王', '星光公主', '糖果派对']],
  fgdz: ['slot', ['水果机', '连环夺宝', '财神到', '金鸡报喜', '五福临门', '幸运777']],
  pg: ['slot', ['麻将胡了', '赏金船长', '寻宝黄金城', '招财喵', '宝石侠', '亡灵大盗']],
  fgfish: ['fishing', ['美人捕鱼', '海王捕鱼', '捕鸟达人', '雷霆捕鱼', '欢乐捕鱼', '千炮捕鱼']],
  ae: ['live', ['百家乐', '龙虎', '骰宝', '轮盘', '色碟', '番摊']],
};

/** The game lists of the category codes, six games each. */
export const CODE_GAMES: Readonly<Record<string, ReadonlyArray<CodeGame>>> = Object.fromEntries(
  LIST_CODES.map((platform) => {
    const [gameType, names] = CODE_GAME_NAMES[platform] ?? ['slot', []];
    return [
      platform,
      names.map((name, i) => ({ code: `${platform}_${String(i + 1).padStart(2, '0')}`, name, platform, gameType })),
    ];
  }),
);
