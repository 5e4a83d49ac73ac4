/** The site settings from the app info call, with the wire's quirks already mapped by the api package. */
export type AppInfo = {
  title: string;
  /** 1 normal, 0 maintenance. */
  siteState: number;
  repairTips: string;
  siteLogo: string;
  /** 1 shows the app-download banner. */
  appState: number;
  iosDownloadUrl: string;
  /** 1 shows the red-packet button. */
  redpacketSwitch: number;
  /** 1 shows the welcome popup. */
  indexModal: number;
  /** The welcome popup's HTML. */
  webcontent: string;
};

/** The logged-in player as the screens need them. */
export type SessionUser = {
  username: string;
  avatar: string;
  balance: number;
  gameBalance: number;
  isBlacklisted: boolean;
  isDisabled: boolean;
  /** The VIP label as sent, such as `VIP1`; see parseVip. */
  currentVip: string;
  // The profile fields below arrive with /api/user; optional because a session restored from an older store may
  // lack them (the api's SessionUser has the same optional fields).
  realname?: string;
  /** "YYYY-MM-DD" or ''. */
  birthday?: string;
  mobile?: string;
  email?: string;
  /** Days since registration (`joinday`). */
  joinDays?: number;
  /** Yuan per USDT for deposits (`usdtrate`): the deposit page's estimate and reference rate. */
  usdtRate?: number;
  /** Seamless (transfer-free) mode, kept locally once switched (part 2 §4). */
  seamlessTransfer?: boolean;
  /** Yuan per USDT for withdrawals (the reference rate). */
  withdrawUsdtRate?: number;
  /** The ERC20 and TRC20 network fees of a crypto withdrawal, in USDT. */
  erc20Fee?: number;
  trc20Fee?: number;
};

/** The wallet and game-wallet balances a poll returns. */
export type Balance = { balance: number; gameBalance: number };
