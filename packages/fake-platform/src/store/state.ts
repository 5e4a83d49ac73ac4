/**
 * A member as the data file keeps it. Money is in whole cents so sums never drift. No password or token is kept
 * as it is: see `store/secrets.ts`.
 */
export type StoredUser = {
  id: number;
  username: string;
  /** The login password, salted and hashed (`sha256$<salt>$<digest>`). */
  passwordHash: string;
  realname: string;
  /** The payment password, salted and hashed; '' when none is set. */
  payPasswordHash: string;
  /** The platform wallet. */
  balanceCents: number;
  /** Venue code → the venue wallet; a key means the member has an account on that venue. */
  venues: Record<string, number>;
  /** 1 blacklisted. */
  isblack: 0 | 1;
  /** 0 disabled. */
  status: 0 | 1;
  /** The VIP level, 1 to 10. */
  vip: number;
  /** Full URL or ''. */
  avatar: string;
  /** The SHA-256 (hex) of the session's 60-character bearer token; '' while there is no session. */
  tokenHash: string;
  /** Promoter id given at registration. */
  pid: string | null;
  /** When the member registered (epoch milliseconds). */
  createdAt: number;
  /** "YYYY-MM-DD" or null. */
  birthday: string | null;
  mobile: string | null;
  email: string | null;
  /** 1 seamless (transfer-free) mode: opening a game moves the wallet into the venue. */
  transferStatus: 0 | 1;
  /** 1 an approved agent. */
  isAgent: 0 | 1;
  /** The agent application, once made. */
  agentApplication: { mobile: string; info: string; at: number } | null;
};

/**
 * A member as the live store holds it: the stored record and what this process alone knows, which is never
 * written (`store.snapshot()` leaves it out).
 */
export type FakeUser = StoredUser & {
  /**
   * The session's bearer token as this process has seen it (made at login or registration, or presented by a
   * request that matched {@link StoredUser.tokenHash}); '' when it has not. Answers that echo the token read it.
   */
  token: string;
};

/** A bound withdrawal account: 1 bank card, 2 USDT wallet, 3 ebpay, 4 token wallet (antoken). */
export type CardType = 1 | 2 | 3 | 4;

/** A bound withdrawal account. */
export type FakeCard = {
  id: number;
  userId: number;
  type: CardType;
  /** The bank's name, USDT, ebpay or antoken. */
  bank: string;
  number: string;
  /** The holder, or the wallet's protocol (TRC20, ERC20). */
  owner: string;
  address: string;
  createdAt: number;
};

/** How a deposit is paid, as /api/recharge names it. */
export type DepositPayType = 'bank' | 'alipay' | 'wxpay' | 'usdt' | 'ebpay' | 'antoken';

/** 1 pending review, 2 approved (credited or paid out), 3 rejected. */
export type ReviewState = 1 | 2 | 3;

/** A deposit order. */
export type FakeDeposit = {
  id: number;
  orderNo: string;
  userId: number;
  amountCents: number;
  payType: DepositPayType;
  /** The USDT protocol; '' for other methods. */
  protocol: '' | 'TRC20' | 'ERC20';
  /** The depositor's bank details (bank deposits). */
  bank: string;
  bankNo: string;
  bankOwner: string;
  bankAddress: string;
  state: ReviewState;
  createdAt: number;
  updatedAt: number;
};

/** A withdrawal request. The wallet is debited when it is made; a rejection pays it back. */
export type FakeWithdrawal = {
  id: number;
  orderNo: string;
  userId: number;
  amountCents: number;
  /** What the member receives: yuan for bank cards, USDT after the network fee for wallets ("12.34"). */
  realMoney: string;
  cardId: number;
  cardType: CardType;
  /** The label of the records list: the bank's name, or USDT-TRC20 and the like. */
  payWay: string;
  state: ReviewState;
  createdAt: number;
  updatedAt: number;
};

/** transfer_type of a transfer-log row: 1 into a venue, 2 out of a venue, 3 a bonus (red packet, rebate claim), 6 a rebate. */
export type TransferKind = 1 | 2 | 3 | 6;

/** A transfer-log row: transfers, bonuses and rebates share the backend's table. */
export type FakeTransferLog = {
  id: number;
  orderNo: string;
  userId: number;
  kind: TransferKind;
  /** The venue code, or 'web' for bonuses. */
  platform: string;
  amountCents: number;
  /** The platform wallet before and after (0 for rebates, which touch no wallet until claimed). */
  beforeCents: number;
  afterCents: number;
  /** Transfers: 1 done, 0 failed. Rebates: 0 unclaimed, 1 claimed. Bonuses: 1. */
  state: 0 | 1;
  createdAt: number;
  updatedAt: number;
};

/** A grabbed red packet. */
export type FakeRedPacket = {
  id: number;
  userId: number;
  tierId: number;
  /** Today's deposits when it was grabbed. */
  depositCents: number;
  amountCents: number;
  createdAt: number;
};

/** An application for a promotion. */
export type FakeApplication = {
  id: number;
  userId: number;
  activityId: number;
  /** The bonus the member asked for, as typed. */
  amount: string;
  state: ReviewState;
  createdAt: number;
  checkedAt: number | null;
};

/** A bet (derived from the seed, never stored). */
export type FakeBet = {
  betId: string;
  userId: number;
  platform: string;
  game: string;
  amountCents: number;
  winLossCents: number;
  /** 0 unsettled, 1 settled, 2 and 3 cancelled. */
  status: 0 | 1 | 2 | 3;
  time: number;
};

/** The system config keys /api/app reports; values are strings or null, as the backend stores them. */
export type SiteConfig = {
  title: string | null;
  site_state: string | null;
  repair_tips: string | null;
  site_logo: string | null;
  app_state: string | null;
  ios_download_url: string | null;
  ios_download_qrcode: string | null;
  h5_url: string | null;
  redpacket_switch: string | null;
  index_modal: string | null;
  fanshui: string | null;
  webcontent: string | null;
};

/**
 * Everything the store holds, as plain JSON: what the Node server writes to its data file. The catalogue (games,
 * promotions, articles, banks, ...) is code, and the bets are derived from `seed` and `epoch`, so neither is stored.
 */
export type StoreSnapshot = {
  /** 3 since passwords and tokens are hashed (a version 2 file, with them in plain text, is migrated on load). */
  version: 3;
  /** The seed of the generated history and bets. */
  seed: number;
  /** The moment the seed data is dated from (epoch milliseconds). */
  epoch: number;
  /** The state of the random source behind red-packet amounts, so a restart continues the sequence. */
  random: number;
  nextUserId: number;
  /** The next id of any record (cards, deposits, withdrawals, logs, packets, applications). */
  nextId: number;
  users: StoredUser[];
  cards: FakeCard[];
  deposits: FakeDeposit[];
  withdrawals: FakeWithdrawal[];
  transferLogs: FakeTransferLog[];
  redPackets: FakeRedPacket[];
  applications: FakeApplication[];
  config: SiteConfig;
  /** What /api/getservicerurl reports; '' when no customer service is set up. */
  serviceUrl: string;
};

/** A business refusal with the backend's code and message. */
export type Refusal = { ok: false; code: number; message: string };

/** Builds a {@link Refusal}. */
export function refuse(code: number, message: string): Refusal {
  return { ok: false, code, message };
}

/** The live state: the snapshot's shape, with each member's in-memory part (see {@link FakeUser}). */
export type LiveState = Omit<StoreSnapshot, 'users'> & { users: FakeUser[] };

/** What the store's parts share: the live state, the clock and the change signal. */
export type StoreContext = {
  state: () => LiveState;
  /** The current instant (epoch milliseconds). */
  now: () => number;
  /** Tells listeners (persistence) that the state changed. */
  changed: () => void;
  /** A record id, unique over every kind of record. */
  nextId: () => number;
  /** A number in [0, 1) from the persisted random source. */
  random: () => number;
};

/** An order number such as "CZ20261122103000" + the record id, as the backend prints them. */
export function orderNumber(prefix: string, at: string, id: number): string {
  return `${prefix}${at.replace(/\D/g, '')}${String(id).padStart(5, '0')}`;
}
