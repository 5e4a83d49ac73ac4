import { DEFAULT_FAKE_KIND, type FakeKind } from './kind.ts';
import { accountOperations } from './store/accounts.ts';
import { protectionOperations } from './store/protection.ts';
import { rewardOperations } from './store/rewards.ts';
import { hashPassword, tokenDigest } from './store/secrets.ts';
import { type PlayerKind, SEED_CONFIG, seedBets, seedPlayer, seedSnapshot } from './store/seed.ts';
import type {
  FakeApplication,
  FakeBet,
  FakeDeposit,
  FakeRedPacket,
  FakeTransferLog,
  FakeUser,
  FakeWithdrawal,
  LiveState,
  SiteConfig,
  StoreContext,
  StoredUser,
  StoreSnapshot,
} from './store/state.ts';
import { walletOperations } from './store/wallet.ts';

export type { LoginFailure, NewCard, NewUser, ProfilePatch } from './store/accounts.ts';
export { cardTypeOf, MAX_CARDS_PER_TYPE } from './store/accounts.ts';
export type { RedPacketPhase, RedPacketStanding } from './store/rewards.ts';
export { redPacketPeriod } from './store/rewards.ts';
export type { PlayerKind, SeedOptions } from './store/seed.ts';
export {
  BENCH_ACCOUNT,
  BENCH_BET_COUNT,
  BLACKLISTED_ACCOUNT,
  DEFAULT_SEED,
  DEMO_ACCOUNT,
  DEMO_ACCOUNTS,
  DISABLED_ACCOUNT,
  SEED_CONFIG,
  SEED_PASSWORDS,
  seedBets,
  seedSnapshot,
} from './store/seed.ts';
export type {
  CardType,
  DepositPayType,
  FakeApplication,
  FakeBet,
  FakeCard,
  FakeDeposit,
  FakeRedPacket,
  FakeTransferLog,
  FakeUser,
  FakeWithdrawal,
  Refusal,
  ReviewState,
  SiteConfig,
  StoredUser,
  StoreSnapshot,
  TransferKind,
} from './store/state.ts';
export type { NewDeposit } from './store/wallet.ts';
export { PLATFORM_WALLET, usdtPayout } from './store/wallet.ts';

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 60-character random token like Laravel's `Str::random(60)`. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(60));
  // 256 is not a multiple of 62; the slight bias does not matter for a fake's session tokens.
  return Array.from(bytes, (byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join('');
}

/** How long a deposit waits before the fake platform approves it, unless told otherwise. */
export const DEFAULT_APPROVE_AFTER_MS = 15_000;

const LISTS = ['users', 'cards', 'deposits', 'withdrawals', 'transferLogs', 'redPackets', 'applications'] as const;

/** Whether `value` has a snapshot's frame (numbers, lists, config) at `version`, and each member these strings. */
function hasShape(value: unknown, version: number, userStrings: ReadonlyArray<string>): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    candidate.version === version &&
    ['seed', 'epoch', 'random', 'nextUserId', 'nextId'].every((key) => typeof candidate[key] === 'number') &&
    LISTS.every((key) => Array.isArray(candidate[key])) &&
    typeof candidate.config === 'object' &&
    candidate.config !== null &&
    (candidate.users as unknown[]).every(
      (user) =>
        typeof user === 'object' &&
        user !== null &&
        userStrings.every((key) => typeof (user as Record<string, unknown>)[key] === 'string'),
    )
  );
}

function isSnapshot(value: unknown): value is StoreSnapshot {
  return hasShape(value, 3, ['passwordHash', 'payPasswordHash', 'tokenHash']);
}

/** A member as version 2 files kept it: the passwords and the token in plain text. */
type PlainUser = Omit<StoredUser, 'passwordHash' | 'payPasswordHash' | 'tokenHash'> & {
  password: string;
  payPassword: string;
  token: string;
};

function isPlainSnapshot(value: unknown): value is Omit<StoreSnapshot, 'version' | 'users'> & { users: PlainUser[] } {
  return hasShape(value, 2, ['password', 'payPassword', 'token']);
}

/**
 * A version 2 snapshot (passwords and tokens in plain text) as version 3: each password salted and hashed, each
 * token replaced by its digest, so the sessions it held go on. Nothing else changed between the two.
 */
function migrateFromPlainText(plain: Omit<StoreSnapshot, 'version' | 'users'> & { users: PlainUser[] }): StoreSnapshot {
  return {
    ...plain,
    version: 3,
    users: plain.users.map(({ password, payPassword, token, ...user }) => ({
      ...user,
      passwordHash: hashPassword(password),
      payPasswordHash: payPassword ? hashPassword(payPassword) : '',
      tokenHash: tokenDigest(token),
    })),
  };
}

/** A stored member as the live store holds it: no token known yet. */
function liveUser(user: StoredUser): FakeUser {
  return { ...user, token: '' };
}

/** A live member as the data file keeps it: what only this process knows left out. */
function storedUser({ token: _token, ...user }: FakeUser): StoredUser {
  return user;
}

/** The live state of a snapshot (a copy: the snapshot is never changed). */
function liveState(snapshot: StoreSnapshot): LiveState {
  const copy = structuredClone(snapshot);
  return { ...copy, users: copy.users.map(liveUser) };
}

/** Options for tests and the server: the clock, tokens, the approval delay and the seed's moment. */
export type StoreOptions = {
  /** The clock; the seed's history is dated from its first reading. */
  now?: () => Date;
  newToken?: () => string;
  /** How long deposits wait before approval; null leaves them pending until `approveDeposit`. */
  approveAfterMs?: number | null;
  /** The backend the fake plays ({@link FakeKind}): `real` by default. */
  kind?: FakeKind;
  /**
   * Whether the fake answers the optional player-protection calls (`/api/responsible/*`) and enforces them, as a
   * backend that added them would. Off by default: today's backend routes none of them (404).
   */
  protection?: boolean;
};

/**
 * Creates the fake platform's state with the backend's business rules: members and sessions, profile and
 * passwords, bound accounts, deposits (approved after a delay), withdrawals (debited, then pending), venue
 * wallets and transfers, rebates, red packets and promotion applications. Money is kept in whole cents and is
 * never created or lost (see `auditMoney`). Listeners hear about every change, so a server can persist after each.
 */
export function createStore(seed?: StoreSnapshot, options: StoreOptions = {}) {
  const kind = options.kind ?? DEFAULT_FAKE_KIND;
  const clock = options.now ?? (() => new Date());
  const now = () => clock().getTime();
  let state: LiveState = liveState(seed ?? seedSnapshot({ now: now() }));
  let bets: FakeBet[] = seedBets(state);
  const listeners = new Set<() => void>();

  function changed(): void {
    for (const listener of listeners) listener();
  }

  const ctx: StoreContext = {
    state: () => state,
    now,
    changed,
    nextId: () => {
      state.nextId += 1;
      return state.nextId - 1;
    },
    random: () => {
      // mulberry32, one step, on the persisted state.
      state.random = (state.random + 0x6d2b79f5) >>> 0;
      let t = state.random;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    },
  };

  const accounts = accountOperations(ctx, options.newToken ?? randomToken);
  const wallet = walletOperations(
    ctx,
    options.approveAfterMs === undefined ? DEFAULT_APPROVE_AFTER_MS : options.approveAfterMs,
    kind,
  );
  const rewards = rewardOperations(ctx, wallet.creditBonus);
  const mine = <T extends { userId: number }>(rows: ReadonlyArray<T>, user: Readonly<FakeUser>) =>
    rows.filter((row) => row.userId === user.id);

  return {
    ...accounts,
    ...wallet,
    ...rewards,

    /** The backend this store plays: `real` (the backend's source, quirks included) or `spec`. */
    kind,

    /** The optional player-protection calls' state and rules; null when this fake plays a backend without them. */
    protection: options.protection ? protectionOperations(ctx) : null,

    /** The store's clock (epoch milliseconds). */
    now,

    /** The moment the seed data is dated from. */
    epoch(): number {
      return state.epoch;
    },

    /**
     * Opens a player for one test, as the back office would (see {@link PlayerKind}): a name no one holds
     * (`cash0069`, `hist0070`: letters and digits, as the register rule wants), password `demo1234`, payment
     * password `123456`. Money enters with the player, as with the seed's players.
     */
    openPlayer(kind: PlayerKind): Readonly<FakeUser> {
      const id = state.nextUserId;
      const prefix = kind === 'cash' ? 'cash' : 'hist';
      let n = id;
      const taken = (name: string) => state.users.some((user) => user.username === name);
      while (taken(`${prefix}${String(n).padStart(4, '0')}`)) n += 1;
      const username = `${prefix}${String(n).padStart(4, '0')}`;
      const { user: stored, history } = seedPlayer(kind, {
        id,
        username,
        now: now(),
        firstId: state.nextId,
        seed: state.seed ^ id,
      });
      const user = liveUser(stored);
      state.users.push(user);
      state.nextUserId += 1;
      state.nextId = history.nextId;
      state.cards.push(...history.cards);
      state.deposits.push(...history.deposits);
      state.withdrawals.push(...history.withdrawals);
      state.transferLogs.push(...history.transferLogs);
      state.redPackets.push(...history.redPackets);
      state.applications.push(...history.applications);
      changed();
      return user;
    },

    /** Brings time-driven state up to date (deposit approvals); the handlers call it before every answer. */
    tick(): void {
      wallet.settleDeposits();
    },

    /** The valid turnover since the member's last approved withdrawal, in cents. */
    betAmount(user: Readonly<FakeUser>): number {
      return wallet.betAmountCents(user, bets);
    },

    /** Requests a withdrawal (see the wallet's rules), checking turnover against the member's bets. */
    requestWithdrawal(user: Readonly<FakeUser>, input: { amountCents: number; cardId: number; payPassword: string }) {
      return wallet.withdraw(user, input, bets);
    },

    /** The member's bets, in time order. */
    bets(user: Readonly<FakeUser>): ReadonlyArray<FakeBet> {
      return mine(bets, user);
    },

    /** The member's deposits, in creation order. */
    deposits(user: Readonly<FakeUser>): ReadonlyArray<FakeDeposit> {
      return mine(state.deposits, user);
    },

    /** The member's withdrawals, in creation order. */
    withdrawals(user: Readonly<FakeUser>): ReadonlyArray<FakeWithdrawal> {
      return mine(state.withdrawals, user);
    },

    /** The member's transfer-log rows (transfers, bonuses, rebates), in creation order. */
    transferLogs(user: Readonly<FakeUser>): ReadonlyArray<FakeTransferLog> {
      return mine(state.transferLogs, user);
    },

    /** The member's red packets, in creation order. */
    redPackets(user: Readonly<FakeUser>): ReadonlyArray<FakeRedPacket> {
      return mine(state.redPackets, user);
    },

    /** The member's promotion applications, in creation order. */
    applications(user: Readonly<FakeUser>): ReadonlyArray<FakeApplication> {
      return mine(state.applications, user);
    },

    /** The site configuration /api/app reports. */
    config(): Readonly<SiteConfig> {
      return state.config;
    },

    /** Changes site configuration values (for example `site_state: '0'` for maintenance). */
    setConfig(patch: Partial<SiteConfig>): void {
      state.config = { ...state.config, ...patch };
      changed();
    },

    /** The customer service address; '' when none is set. */
    serviceUrl(): string {
      return state.serviceUrl;
    },

    /** Sets the customer service address. */
    setServiceUrl(url: string): void {
      state.serviceUrl = url;
      changed();
    },

    /** A deep copy of the whole state, safe to serialise: what the data file holds (no password, no token). */
    snapshot(): StoreSnapshot {
      return structuredClone({ ...state, users: state.users.map(storedUser) });
    },

    /**
     * The whole state as it is, without a copy, for checks that read it after every operation (the money audit):
     * a deep copy each time made that test's cost, several minutes on a busy machine. Read it; never change it.
     */
    peek(): Readonly<LiveState> {
      return state;
    },

    /**
     * Replaces the whole state with a snapshot this store wrote (version 3), or one of version 2, whose passwords
     * and tokens were kept in plain text: they are hashed on the way in. Throws for anything else.
     */
    restore(value: unknown): void {
      const snapshot = isPlainSnapshot(value) ? migrateFromPlainText(value) : value;
      if (!isSnapshot(snapshot)) throw new Error('Not a fake-platform snapshot (version 3, or 2 to migrate)');
      // Files written before a config key existed get that key's seed value.
      state = {
        ...liveState(snapshot),
        config: { ...SEED_CONFIG, ...snapshot.config },
        serviceUrl: typeof snapshot.serviceUrl === 'string' ? snapshot.serviceUrl : '',
      };
      bets = seedBets(state);
      changed();
    },

    /** Calls `listener` after every change; returns the unsubscribe function. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The fake platform's state. */
export type Store = ReturnType<typeof createStore>;
