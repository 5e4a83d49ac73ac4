import { decimalToCents } from './money.ts';

/** A member as the fake platform keeps it. Money is in whole cents so sums never drift. */
export type FakeUser = {
  id: number;
  username: string;
  password: string;
  realname: string;
  payPassword: string;
  balanceCents: number;
  gameBalanceCents: number;
  /** 1 blacklisted. */
  isblack: 0 | 1;
  /** 0 disabled. */
  status: 0 | 1;
  /** For example "VIP1". */
  currentVip: string;
  /** Full URL or ''. */
  avatar: string;
  /** The 60-character bearer token; '' until the first login. */
  token: string;
  /** Promoter id given at registration. */
  pid: string | null;
  /** Laravel's "YYYY-MM-DD HH:MM:SS". */
  createdAt: string;
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

/** Everything the store holds, as plain JSON: what the Node server writes to its data file. */
export type StoreSnapshot = {
  version: 1;
  nextUserId: number;
  users: FakeUser[];
  config: SiteConfig;
  /** What /api/getservicerurl reports; '' when no customer service is set up. */
  serviceUrl: string;
};

/** What a registration needs. */
export type NewUser = {
  username: string;
  password: string;
  realname: string;
  payPassword: string;
  pid?: string | null;
};

/** Why a login failed, by the backend's codes: 202 unknown user, 203 wrong password. */
export type LoginFailure = { ok: false; code: 202 | 203 };

/** The demo account with money in the wallet. */
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

/** The seeded accounts with what each one shows, for READMEs and the server's banner. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ username: string; password: string; payPassword: string; shows: string }> =
  [
    { ...DEMO_ACCOUNT, shows: `a player with ${DEMO_ACCOUNT.balance} in the wallet` },
    { ...BLACKLISTED_ACCOUNT, shows: 'a blacklisted player' },
    { ...DISABLED_ACCOUNT, shows: 'a disabled player' },
  ];

const SEED_DATE = '2026-01-01 12:00:00';

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

function seedUser(id: number, fields: Partial<FakeUser> & Pick<FakeUser, 'username'>): FakeUser {
  return {
    id,
    password: 'demo1234',
    realname: '张三',
    payPassword: '123456',
    balanceCents: 0,
    gameBalanceCents: 0,
    isblack: 0,
    status: 1,
    currentVip: 'VIP1',
    avatar: '',
    token: '',
    pid: null,
    createdAt: SEED_DATE,
    ...fields,
  };
}

/** The state a fresh fake platform starts from: the demo accounts and the default site configuration. */
export function seedSnapshot(): StoreSnapshot {
  return {
    version: 1,
    nextUserId: 4,
    users: [
      seedUser(1, {
        username: DEMO_ACCOUNT.username,
        password: DEMO_ACCOUNT.password,
        payPassword: DEMO_ACCOUNT.payPassword,
        realname: DEMO_ACCOUNT.realname,
        balanceCents: decimalToCents(DEMO_ACCOUNT.balance),
      }),
      seedUser(2, { username: BLACKLISTED_ACCOUNT.username, realname: '李黑', balanceCents: 10_000, isblack: 1 }),
      seedUser(3, { username: DISABLED_ACCOUNT.username, realname: '王冻', balanceCents: 5_000, status: 0 }),
    ],
    config: { ...SEED_CONFIG },
    // Empty, as on a back office without customer service: a demo must not send players to a stranger's site.
    serviceUrl: '',
  };
}

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 60-character random token like Laravel's `Str::random(60)`. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(60));
  // 256 is not a multiple of 62; the slight bias does not matter for a fake's session tokens.
  return Array.from(bytes, (byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join('');
}

function laravelDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

function isSnapshot(value: unknown): value is StoreSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoreSnapshot>;
  return (
    candidate.version === 1 &&
    typeof candidate.nextUserId === 'number' &&
    Array.isArray(candidate.users) &&
    typeof candidate.config === 'object' &&
    candidate.config !== null
  );
}

/** Options for tests that need a fixed clock or fixed tokens. */
export type StoreOptions = { now?: () => Date; newToken?: () => string };

/**
 * Creates the fake platform's state: members and site configuration, with the backend's business rules for
 * registration, login and logout. Listeners hear about every change, so a server can persist after each one.
 */
export function createStore(seed: StoreSnapshot = seedSnapshot(), options: StoreOptions = {}) {
  const now = options.now ?? (() => new Date());
  const newToken = options.newToken ?? randomToken;
  let state: StoreSnapshot = structuredClone(seed);
  const listeners = new Set<() => void>();

  function changed(): void {
    for (const listener of listeners) listener();
  }

  function byName(username: string): FakeUser | undefined {
    return state.users.find((user) => user.username === username);
  }

  return {
    /** The member with this bearer token; an empty token never matches. */
    userByToken(token: string): Readonly<FakeUser> | undefined {
      return token ? state.users.find((user) => user.token === token) : undefined;
    },

    /** The member with this username. */
    userByName(username: string): Readonly<FakeUser> | undefined {
      return byName(username);
    },

    /** Creates a member with an empty wallet and a fresh token; code 201 when the username is taken. */
    register(input: NewUser): { ok: true; user: Readonly<FakeUser> } | { ok: false; code: 201 } {
      if (byName(input.username)) return { ok: false, code: 201 };
      const user: FakeUser = {
        id: state.nextUserId,
        username: input.username,
        password: input.password,
        realname: input.realname,
        payPassword: input.payPassword,
        balanceCents: 0,
        gameBalanceCents: 0,
        isblack: 0,
        status: 1,
        currentVip: 'VIP1',
        avatar: '',
        token: newToken(),
        pid: input.pid ?? null,
        createdAt: laravelDate(now()),
      };
      state.users.push(user);
      state.nextUserId += 1;
      changed();
      return { ok: true, user };
    },

    /** Checks the password and rotates the token, which ends the member's other sessions. */
    login(username: string, password: string): { ok: true; user: Readonly<FakeUser> } | LoginFailure {
      const user = byName(username);
      if (!user) return { ok: false, code: 202 };
      if (user.password !== password) return { ok: false, code: 203 };
      user.token = newToken();
      changed();
      return { ok: true, user };
    },

    /** Ends the session of this token; false when no member holds it. */
    logoff(token: string): boolean {
      const user = token ? state.users.find((candidate) => candidate.token === token) : undefined;
      if (!user) return false;
      user.token = '';
      changed();
      return true;
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

    /** The days since the member registered, as /api/user's `joinday`. */
    joinDays(user: Readonly<FakeUser>): number {
      const created = new Date(user.createdAt.replace(' ', 'T'));
      return Math.max(0, Math.floor((now().getTime() - created.getTime()) / 86_400_000));
    },

    /** A deep copy of the whole state, safe to serialise. */
    snapshot(): StoreSnapshot {
      return structuredClone(state);
    },

    /** Replaces the whole state; throws when `snapshot` is not one this store wrote. */
    restore(snapshot: unknown): void {
      if (!isSnapshot(snapshot)) throw new Error('Not a fake-platform snapshot (version 1)');
      // Files written before a key existed get that key's seed value.
      state = {
        ...structuredClone(snapshot),
        config: { ...SEED_CONFIG, ...snapshot.config },
        serviceUrl: typeof snapshot.serviceUrl === 'string' ? snapshot.serviceUrl : '',
      };
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
