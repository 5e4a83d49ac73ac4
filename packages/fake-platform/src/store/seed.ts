import { vipForDeposits } from '../catalogue/content.ts';
import { VENUES } from '../catalogue/games.ts';
import { centsToDecimal, decimalToCents } from '../money.ts';
import { createRandom, type Random } from '../random.ts';
import { beijingDayStart, DAY_MS, laravelDate } from '../time.ts';
import { hashPassword, seedSalt } from './secrets.ts';
import {
  type DepositPayType,
  type FakeApplication,
  type FakeBet,
  type FakeCard,
  type FakeDeposit,
  type FakeRedPacket,
  type FakeTransferLog,
  type FakeWithdrawal,
  orderNumber,
  type ReviewState,
  type SiteConfig,
  type StoredUser,
  type StoreSnapshot,
} from './state.ts';
import { usdtPayout } from './wallet.ts';

/**
 * The passwords of every seeded player and of every player the back office opens (`openPlayer`); the store keeps
 * only their salted hashes.
 */
export const SEED_PASSWORDS = { password: 'demo1234', payPassword: '123456' } as const;

/** The demo account with money in the wallet and months of history. */
export const DEMO_ACCOUNT = {
  username: 'demo01',
  password: 'demo1234',
  payPassword: '123456',
  realname: '张三',
  balance: '8888.00',
} as const;

/** A blacklisted account: the app signs it out at once. */
export const BLACKLISTED_ACCOUNT = { username: 'black01', password: 'demo1234', payPassword: '123456' } as const;

/** A disabled account: the app signs it out at once. */
export const DISABLED_ACCOUNT = { username: 'frozen01', password: 'demo1234', payPassword: '123456' } as const;

/**
 * The long-list benchmark's account: 3,000 bets this month and nothing else, so the bet record pages through
 * 200 pages of 15 (`pnpm run bench` scrolls it to its end).
 */
export const BENCH_ACCOUNT = { username: 'bench01', password: 'demo1234', payPassword: '123456' } as const;

/** How many bets {@link BENCH_ACCOUNT} holds, all within the last 30 days. */
export const BENCH_BET_COUNT = 3000;

const BENCH_USER_ID = 4;

/**
 * Players with money and bound accounts but no history, to move money by hand without touching demo01's wallet
 * (tests open players of their own instead: {@link seedPlayer}).
 * Each holds 10000.00 in the wallet, 100.10 at ag and 20.05 at pg, a bank card, a TRC20 USDT wallet and a token
 * wallet; no deposits, so withdrawing needs no turnover.
 */
export const CASH_ACCOUNTS = Array.from({ length: 64 }, (_, index) => ({
  username: `cash${String(index + 1).padStart(2, '0')}`,
  password: 'demo1234',
  payPassword: '123456',
}));

/** The wallet of each cash account. */
export const CASH_BALANCE = '10000.00';

/** The venue wallets of each cash account (cents). */
const CASH_VENUES: Readonly<Record<string, number>> = { ag: 10_010, pg: 2_005 };

/** The seeded accounts with what each one shows, for READMEs and the server's banner. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ username: string; password: string; payPassword: string; shows: string }> =
  [
    {
      ...DEMO_ACCOUNT,
      shows: `a player with ${DEMO_ACCOUNT.balance} in the wallet, venue wallets, cards and months of records`,
    },
    { ...BLACKLISTED_ACCOUNT, shows: 'a blacklisted player' },
    { ...DISABLED_ACCOUNT, shows: 'a disabled player' },
    {
      ...BENCH_ACCOUNT,
      shows: `a player with ${BENCH_BET_COUNT.toLocaleString('en')} bets this month (the long-list benchmark)`,
    },
    {
      username: 'cash01 … cash64',
      password: 'demo1234',
      payPassword: '123456',
      shows: `players with ${CASH_BALANCE} and bound accounts, to move money by hand`,
    },
  ];

/** A cash player (see {@link CASH_ACCOUNTS}): the wallet, the venue wallets and no history. */
function cashUser(id: number, username: string, createdAt: number): StoredUser {
  return seedUser({
    id,
    username,
    realname: '钱多多',
    balanceCents: decimalToCents(CASH_BALANCE),
    venues: { ...CASH_VENUES },
    createdAt,
  });
}

/** A cash player's bound accounts: a bank card, a TRC20 USDT wallet and a token wallet, numbered after `n`. */
function cashCards(user: Readonly<StoredUser>, n: number, createdAt: number, id: () => number): FakeCard[] {
  const digits = String(n).padStart(4, '0');
  const card = (type: FakeCard['type'], bank: string, number: string, owner: string, address: string): FakeCard => ({
    id: id(),
    userId: user.id,
    type,
    bank,
    number,
    owner,
    address,
    createdAt,
  });
  return [
    card(1, '中国银行', `622848000000${digits}`, user.realname, '深圳市福田支行'),
    card(2, 'USDT', `TCashUsdtAddress00000000000000${digits}`, 'TRC20', ''),
    card(4, 'antoken', `TCashTokenAddress0000000000000${digits}`, 'TRC20', ''),
  ];
}

/** The cash accounts' users (ids after the bench account's) and their cards (ids from `firstId`), created `createdAt`. */
function seedCashAccounts(createdAt: number, firstId: number): { users: StoredUser[]; cards: FakeCard[] } {
  const users = CASH_ACCOUNTS.map((account, index) => cashUser(BENCH_USER_ID + 1 + index, account.username, createdAt));
  let nextId = firstId;
  const cards = users.flatMap((user, index) => cashCards(user, index + 1, createdAt, () => nextId++));
  return { users, cards };
}

/** The seed of the demo data unless another is given: the same history on every machine. */
export const DEFAULT_SEED = 20_260_101;

/** The site configuration the fake starts with. */
export const SEED_CONFIG: SiteConfig = {
  title: 'Lobby娱乐城',
  site_state: '1',
  repair_tips: '系统维护中，请稍后再来。给您带来的不便，敬请谅解！',
  site_logo: '/logo.svg',
  app_state: '1',
  ios_download_url: '',
  ios_download_qrcode: '/uploads/',
  h5_url: null,
  redpacket_switch: '1',
  index_modal: '1',
  fanshui: '1',
  webcontent: '<p>欢迎来到<strong>Lobby娱乐城</strong>！</p><p>注册即可体验全部游戏，祝您游戏愉快。</p>',
};

/** The demo member's venue wallets (cents); tcg has an account with nothing in it. */
const DEMO_VENUES: Readonly<Record<string, number>> = { ag: 52_000, pg: 13_650, ky: 8_800, im: 2_575, tcg: 0 };

const DEPOSIT_AMOUNTS: ReadonlyArray<number> = [200, 300, 499, 500, 999, 1_000, 1_299, 2_000, 2_199, 5_000];
const PAY_TYPES: ReadonlyArray<DepositPayType> = ['bank', 'alipay', 'wxpay', 'usdt', 'ebpay', 'antoken'];
const BET_GAMES: Readonly<Record<string, ReadonlyArray<string>>> = {
  ag: ['百家乐', '龙虎斗', '轮盘'],
  bg: ['百家乐', '牛牛'],
  ae: ['骰宝', '百家乐'],
  ky: ['抢庄牛牛', '炸金花', '二八杠'],
  leg: ['斗地主', '十三水'],
  pg: ['麻将胡了', '赏金船长', '招财喵'],
  pp: ['极速糖果', '奥林匹斯之门'],
  fgdz: ['水果机', '连环夺宝'],
  im: ['足球 让球', '篮球 大小', '电竞 独赢'],
  tcg: ['时时彩', '快三', '北京赛车'],
  obgdy: ['捕鱼大亨', '龙王捕鱼'],
  fgfish: ['美人捕鱼', '海王捕鱼'],
};

/**
 * A seeded member: the passwords given ({@link SEED_PASSWORDS} by default) kept as hashes, salted from the member's
 * id and name so the same seed always gives the same snapshot; no session.
 */
function seedUser({
  password = SEED_PASSWORDS.password,
  payPassword = SEED_PASSWORDS.payPassword,
  ...fields
}: Partial<StoredUser> &
  Pick<StoredUser, 'id' | 'username' | 'createdAt'> & { password?: string; payPassword?: string }): StoredUser {
  return {
    passwordHash: hashPassword(password, seedSalt(fields.id, fields.username, 'login')),
    realname: '张三',
    payPasswordHash: hashPassword(payPassword, seedSalt(fields.id, fields.username, 'pay')),
    balanceCents: 0,
    venues: {},
    isblack: 0,
    status: 1,
    vip: 1,
    avatar: '',
    tokenHash: '',
    pid: null,
    birthday: null,
    mobile: null,
    email: null,
    transferStatus: 0,
    isAgent: 0,
    agentApplication: null,
    ...fields,
  };
}

/** A time between `fromDaysAgo` and `toDaysAgo` days before `epoch`, to the second. */
function daysAgo(random: Random, epoch: number, fromDaysAgo: number, toDaysAgo: number): number {
  const from = epoch - fromDaysAgo * DAY_MS;
  const to = epoch - toDaysAgo * DAY_MS;
  return Math.floor((from + random.next() * (to - from)) / 1000) * 1000;
}

function sortedTimes(random: Random, count: number, epoch: number, fromDaysAgo: number, toDaysAgo: number): number[] {
  return Array.from({ length: count }, () => daysAgo(random, epoch, fromDaysAgo, toDaysAgo)).sort((a, b) => a - b);
}

type History = Pick<
  StoreSnapshot,
  'cards' | 'deposits' | 'withdrawals' | 'transferLogs' | 'redPackets' | 'applications' | 'nextId'
>;

/**
 * Months of settled history for one member, dated before `epoch`: 110 deposits (two of them today, so the red
 * packet can be grabbed), 105 withdrawals (the last approved two days ago, one still pending), 110 transfers in,
 * 110 transfers out and bonuses, 120 rebates (the recent ones unclaimed), 15 red packets, 12 applications and
 * four bound accounts. Nothing is left for the fake to approve later, so the seeded wallet stays as given.
 */
function seedHistory(userId: number, realname: string, epoch: number, random: Random, firstId: number): History {
  let nextId = firstId;
  const id = () => nextId++;
  // demo01 keeps the numbers the docs show; a player opened later ends each number with its own id.
  const own = (number: string) => (userId === 1 ? number : `${number.slice(0, -6)}${String(userId).padStart(6, '0')}`);
  const cards: FakeCard[] = [
    ['中国工商银行', own('6222020200112233445'), realname, '北京市朝阳区支行', 1],
    ['招商银行', own('6225880212345678'), realname, '上海市徐汇支行', 1],
    ['USDT', own('TXa9JkLmNoPqRsTuVwXyZ1234567890abcd'), 'TRC20', '', 2],
    ['antoken', own('TAnTokenDemo0000000000000000000001'), 'TRC20', '', 4],
  ].map(([bank, number, owner, address, type]) => ({
    id: id(),
    userId,
    type: type as FakeCard['type'],
    bank: String(bank),
    number: String(number),
    owner: String(owner),
    address: String(address),
    createdAt: epoch - 55 * DAY_MS,
  }));

  const deposits: FakeDeposit[] = [];
  const today = beijingDayStart(epoch);
  const depositTimes = [
    ...sortedTimes(random, 108, epoch, 60, 2.2),
    today + Math.floor((epoch - today) * 0.3),
    today + Math.floor((epoch - today) * 0.6),
  ];
  depositTimes.forEach((at, i) => {
    const isToday = i >= 108;
    const payType = isToday ? 'bank' : random.pick(PAY_TYPES);
    const record = id();
    const state: ReviewState = !isToday && random.chance(0.1) ? 3 : 2;
    deposits.push({
      id: record,
      orderNo: orderNumber('CZ', laravelDate(at), record),
      userId,
      amountCents: (isToday ? (i === 108 ? 1_000 : 500) : random.pick(DEPOSIT_AMOUNTS)) * 100,
      payType,
      protocol: payType === 'usdt' ? random.pick(['TRC20', 'ERC20'] as const) : payType === 'antoken' ? 'TRC20' : '',
      bank: payType === 'bank' ? '中国工商银行' : '',
      bankNo: payType === 'bank' ? '6222020200112233445' : '',
      bankOwner: payType === 'bank' ? realname : '',
      bankAddress: payType === 'bank' ? '北京市朝阳区支行' : '',
      state,
      createdAt: at,
      updatedAt: at + 5 * 60_000,
    });
  });

  const withdrawals: FakeWithdrawal[] = [];
  const withdrawalTimes = [...sortedTimes(random, 103, epoch, 60, 2.5), epoch - 2 * DAY_MS, epoch - 20 * 3_600_000];
  withdrawalTimes.forEach((at, i) => {
    const card = i % 3 === 0 ? cards[2] : cards[i % 2];
    if (!card) return;
    const isLast = i === withdrawalTimes.length - 1;
    const amountCents = random.int(1, 50) * 10_000;
    const state: ReviewState = isLast ? 1 : i === withdrawalTimes.length - 2 ? 2 : random.chance(0.08) ? 3 : 2;
    const record = id();
    const isWallet = card.type !== 1;
    withdrawals.push({
      id: record,
      orderNo: orderNumber('TX', laravelDate(at), record),
      userId,
      amountCents,
      realMoney: isWallet ? usdtPayout(amountCents, card.owner) : centsToDecimal(amountCents),
      cardId: card.id,
      cardType: card.type,
      payWay: isWallet ? `USDT-${card.owner}` : card.bank,
      state,
      createdAt: at,
      updatedAt: state === 1 ? at : at + 30 * 60_000,
    });
  });

  const transferLogs: FakeTransferLog[] = [];
  const venueCodes = VENUES.map((venue) => venue.code);
  const log = (kind: FakeTransferLog['kind'], platform: string, at: number, amountCents: number, state: 0 | 1) => {
    const record = id();
    const prefix = kind === 6 ? 'FS' : kind === 3 ? 'HD' : 'ZZ';
    transferLogs.push({
      id: record,
      orderNo: orderNumber(prefix, laravelDate(at), record),
      userId,
      kind,
      platform,
      amountCents,
      beforeCents: 0,
      afterCents: 0,
      state,
      createdAt: at,
      updatedAt: at,
    });
  };
  for (const at of sortedTimes(random, 110, epoch, 60, 0.5)) {
    log(1, random.pick(venueCodes), at, random.int(1, 40) * 5_000, random.chance(0.05) ? 0 : 1);
  }
  for (const at of sortedTimes(random, 80, epoch, 60, 0.5)) {
    log(2, random.pick(venueCodes), at, random.int(1, 60) * 2_500 + random.int(0, 99), random.chance(0.05) ? 0 : 1);
  }
  for (const at of sortedTimes(random, 30, epoch, 60, 1)) log(3, 'web', at, random.int(100, 8_800), 1);
  const rebateTimes = sortedTimes(random, 120, epoch, 60, 0.2);
  rebateTimes.forEach((at, i) => {
    const unclaimed = i >= rebateTimes.length - 8;
    log(6, random.pick(venueCodes), at, random.int(50, 8_800), unclaimed ? 0 : 1);
    const row = transferLogs.at(-1);
    if (row && !unclaimed) row.updatedAt = at + random.int(1, 20) * 3_600_000;
  });

  const redPackets: FakeRedPacket[] = sortedTimes(random, 15, epoch, 45, 3).map((at) => {
    const depositCents = random.pick(DEPOSIT_AMOUNTS) * 100;
    return {
      id: id(),
      userId,
      tierId: depositCents >= 100_000 ? 3 : depositCents >= 50_000 ? 2 : 1,
      depositCents,
      amountCents: random.int(100, Math.max(100, Math.floor(depositCents * 0.03))),
      createdAt: at,
    };
  });

  // Promotions 1, 3 and 8 stay open to a new application; 5 shows the "already approved" refusal.
  const appliedTo = [2, 4, 5, 6, 7, 10, 2, 4, 6, 7, 10, 4];
  const applications: FakeApplication[] = sortedTimes(random, appliedTo.length, epoch, 58, 1).map((at, i) => {
    const activityId = appliedTo[i] ?? 2;
    const state: ReviewState = activityId === 5 ? 2 : random.pick([1, 2, 2, 3] as const);
    return {
      id: id(),
      userId,
      activityId,
      amount: String(random.int(1, 50) * 10),
      state,
      createdAt: at,
      checkedAt: state === 1 ? null : at + random.int(1, 48) * 3_600_000,
    };
  });

  return {
    cards,
    deposits: inWriteOrder(deposits),
    withdrawals: inWriteOrder(withdrawals),
    transferLogs: inWriteOrder(transferLogs),
    redPackets,
    applications,
    nextId,
  };
}

/**
 * One table's rows with their ids in time order, as the backend's rows get them (auto-increment, written as things
 * happen): the backend lists records `orderBy('id', 'desc')`, so the seed's ids must follow the dates. The same
 * ids are dealt out again by date, and the order numbers, which end with the id, follow.
 */
function inWriteOrder<T extends { id: number; orderNo: string; createdAt: number }>(rows: T[]): T[] {
  const ids = rows.map((row) => row.id).toSorted((a, b) => a - b);
  return rows
    .toSorted((a, b) => a.createdAt - b.createdAt)
    .map((row, i) => {
      const id = ids[i] ?? row.id;
      const prefix = /^[A-Z]+/.exec(row.orderNo)?.[0] ?? '';
      return { ...row, id, orderNo: orderNumber(prefix, laravelDate(row.createdAt), id) };
    });
}

/** The VIP level the approved deposits of `history` reach. */
function vipOfHistory(history: Pick<History, 'deposits'>): number {
  const approved = history.deposits.filter((deposit) => deposit.state === 2);
  return vipForDeposits(approved.reduce((sum, deposit) => sum + deposit.amountCents, 0));
}

/** Options of {@link seedSnapshot}. */
export type SeedOptions = {
  /** The moment the history is dated from (epoch milliseconds); now by default. */
  now?: number;
  /** The random seed of the history and the bets; {@link DEFAULT_SEED} by default. */
  seed?: number;
};

/**
 * The state a fresh fake platform starts from: the demo accounts (demo01 with its history), the default site
 * configuration and no customer service. Deterministic for a given seed and moment.
 */
export function seedSnapshot({ now = Date.now(), seed = DEFAULT_SEED }: SeedOptions = {}): StoreSnapshot {
  const random = createRandom(seed);
  const history = seedHistory(1, DEMO_ACCOUNT.realname, now, random, 1);
  const createdAt = now - 90 * DAY_MS;
  const cash = seedCashAccounts(createdAt, history.nextId);
  return {
    version: 3,
    seed,
    epoch: now,
    random: createRandom(seed ^ 0x5bd1e995).state(),
    nextUserId: BENCH_USER_ID + 1 + cash.users.length,
    nextId: history.nextId + cash.cards.length,
    users: [
      seedUser({
        id: 1,
        username: DEMO_ACCOUNT.username,
        password: DEMO_ACCOUNT.password,
        payPassword: DEMO_ACCOUNT.payPassword,
        realname: DEMO_ACCOUNT.realname,
        balanceCents: decimalToCents(DEMO_ACCOUNT.balance),
        venues: { ...DEMO_VENUES },
        vip: vipOfHistory(history),
        createdAt,
        birthday: '1990-05-20',
        mobile: '13800138000',
        email: 'demo01@example.com',
      }),
      seedUser({
        id: 2,
        username: BLACKLISTED_ACCOUNT.username,
        realname: '李黑',
        balanceCents: 10_000,
        isblack: 1,
        createdAt,
      }),
      seedUser({
        id: 3,
        username: DISABLED_ACCOUNT.username,
        realname: '王冻',
        balanceCents: 5_000,
        status: 0,
        createdAt,
      }),
      seedUser({
        id: BENCH_USER_ID,
        username: BENCH_ACCOUNT.username,
        password: BENCH_ACCOUNT.password,
        payPassword: BENCH_ACCOUNT.payPassword,
        realname: '赵测',
        balanceCents: 100_000,
        createdAt,
      }),
      ...cash.users,
    ],
    cards: [...history.cards, ...cash.cards],
    deposits: history.deposits,
    withdrawals: history.withdrawals,
    transferLogs: history.transferLogs,
    redPackets: history.redPackets,
    applications: history.applications,
    config: { ...SEED_CONFIG },
    // Empty, as on a back office without customer service: a demo must not send players to a stranger's site.
    serviceUrl: '',
  };
}

/**
 * What a test opens through the back office (see the store's `openPlayer`), so that a test which changes what a
 * player holds changes a player of its own and never one another test reads: `cash` starts as a cash account
 * ({@link CASH_ACCOUNTS}: money, venue wallets, three bound accounts, no history); `history` as demo01 (its wallet,
 * venue wallets, VIP level, profile and months of history with unclaimed rebates and today's deposits), dated back
 * from `now`, so "today" is the test's today whenever the suite runs, with card numbers and an email of its own.
 */
export type PlayerKind = 'cash' | 'history';

/** The player {@link PlayerKind} `kind` opened as user `id` at `now`, its records numbered from `firstId`. */
export function seedPlayer(
  kind: PlayerKind,
  { id, username, now, firstId, seed }: { id: number; username: string; now: number; firstId: number; seed: number },
): { user: StoredUser; history: History } {
  if (kind === 'cash') {
    const user = cashUser(id, username, now);
    let nextId = firstId;
    const cards = cashCards(user, id, now, () => nextId++);
    const empty = { deposits: [], withdrawals: [], transferLogs: [], redPackets: [], applications: [] };
    return { user, history: { cards, ...empty, nextId } };
  }
  const history = seedHistory(id, DEMO_ACCOUNT.realname, now, createRandom(seed), firstId);
  const user = seedUser({
    id,
    username,
    realname: DEMO_ACCOUNT.realname,
    balanceCents: decimalToCents(DEMO_ACCOUNT.balance),
    venues: { ...DEMO_VENUES },
    vip: vipOfHistory(history),
    createdAt: now - 90 * DAY_MS,
    birthday: '1990-05-20',
    mobile: '13800138000',
    email: `${username}@example.com`,
  });
  return { user, history };
}

/** Bets of one member at the given times, in order: venue, stake, status and outcome drawn from `random`. */
function betsAt(
  random: Random,
  times: readonly number[],
  { userId, epoch, tag }: { userId: number; epoch: number; tag: string },
): FakeBet[] {
  const venueCodes = VENUES.map((venue) => venue.code);
  const width = Math.max(4, String(times.length).length);
  return times.map((time, i) => {
    const platform = random.pick(venueCodes);
    const amountCents = random.int(1, 200) * 1_000;
    const recent = epoch - time < 3_600_000 * 6;
    const status: FakeBet['status'] =
      recent && random.chance(0.3) ? 0 : random.chance(0.03) ? random.pick([2, 3] as const) : 1;
    const outcome = random.next();
    const winLossCents =
      status !== 1 ? 0 : outcome < 0.5 ? -amountCents : Math.round(amountCents * (outcome - 0.5) * 3);
    return {
      betId: `${platform.toUpperCase()}${String(epoch).slice(-6)}${tag}${String(i + 1).padStart(width, '0')}`,
      userId,
      platform,
      game: random.pick(BET_GAMES[platform] ?? ['游戏']),
      amountCents,
      winLossCents,
      status,
      time,
    };
  });
}

/**
 * The seeded members' bets (320 for demo01 over the last 30 days, denser in the last two; 3,000 for the bench
 * account over the last 28), derived from the snapshot's seed and moment rather than stored: they never change.
 * Each member draws from its own stream, so the bench account leaves demo01's bets as they were.
 */
export function seedBets(snapshot: Pick<StoreSnapshot, 'seed' | 'epoch'>): FakeBet[] {
  const { seed, epoch } = snapshot;
  const random = createRandom(seed ^ 0x2545f491);
  const times = [...sortedTimes(random, 280, epoch, 30, 2), ...sortedTimes(random, 40, epoch, 2, 0.01)];
  const demo = betsAt(random, times, { userId: 1, epoch, tag: '' });
  const benchRandom = createRandom(seed ^ 0x3c6ef372);
  const benchTimes = sortedTimes(benchRandom, BENCH_BET_COUNT, epoch, 28, 0.01);
  return [...demo, ...betsAt(benchRandom, benchTimes, { userId: BENCH_USER_ID, epoch, tag: 'B' })];
}
