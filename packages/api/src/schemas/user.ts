import * as z from 'zod/mini';
import { decimal, flag, money, optionalInteger, optionalMoney, optionalText } from './primitives.ts';

/** What the session keeps of the logged-in member. */
export type SessionUser = {
  username: string;
  /** Full URL, or '' when the member has none. */
  avatar: string;
  /** Main wallet. */
  balance: number;
  /** Money held in game venues. */
  gameBalance: number;
  isBlacklisted: boolean;
  isDisabled: boolean;
  /** For example "VIP1"; '' when missing. */
  currentVip: string;
  // The fields below are always filled by userDataSchema (see Member). They are optional here so that the
  // session's narrower user type in the app (seven fields) and this one stay interchangeable.
  /** The next level's name ("VIP2"); '' at the top or when missing. */
  nextVip?: string;
  /** The VIP level as a number (1 when unknown). */
  vip?: number;
  realname?: string;
  /** "YYYY-MM-DD" or ''. */
  birthday?: string;
  mobile?: string;
  email?: string;
  /** Days since registration. */
  joinDays?: number;
  /** Seamless (transfer-free) mode: the wallet follows the player into a game. */
  seamlessTransfer?: boolean;
  /** Cumulative deposits (`paysum`). */
  depositTotal?: number;
  /** Rebates not yet claimed (`fanshui`). */
  unclaimedRebate?: number;
  isAgent?: boolean;
  /** Yuan per USDT for deposits. */
  usdtRate?: number;
  /** Yuan per USDT for withdrawals (the reference rate). */
  withdrawUsdtRate?: number;
  /** ERC20 network fee in USDT (the wire calls it `withdrawcashfee`). */
  erc20Fee?: number;
  /** TRC20 network fee in USDT (the wire calls it `withdrawfeeusdttrc`). */
  trc20Fee?: number;
};

/** The logged-in member with every field filled, as /api/user and /api/refreshusermoney are read. */
export type Member = Required<SessionUser>;

function vipLevel(vip: number, currentVip: string): number {
  if (vip > 0) return vip;
  const parsed = Number(/P(\d+)/.exec(currentVip)?.[1]);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 1;
}

/** `data` of POST /api/user and /api/refreshusermoney; the other wire fields pass the parse and are left out. */
export const userDataSchema = z.lazy(() =>
  z.pipe(
    z.looseObject({
      username: z.string(),
      avatar: optionalText,
      balance: money,
      gameblance: optionalMoney,
      isblack: flag(1),
      status: flag(0),
      current_vip: optionalText,
      next_vip: optionalText,
      vip: optionalInteger,
      realname: optionalText,
      birthday: optionalText,
      mobile: optionalText,
      email: optionalText,
      joinday: optionalInteger,
      transferstatus: flag(1),
      paysum: optionalMoney,
      fanshui: optionalMoney,
      isagent: flag(1),
      usdtrate: decimal,
      withdrawusdtrate: decimal,
      withdrawcashfee: decimal,
      withdrawfeeusdttrc: decimal,
    }),
    z.transform(
      (wire): Member => ({
        username: wire.username,
        avatar: wire.avatar,
        balance: wire.balance,
        gameBalance: wire.gameblance,
        isBlacklisted: wire.isblack,
        // Only an explicit 0 disables: a record without the column is an active member.
        isDisabled: wire.status,
        currentVip: wire.current_vip,
        nextVip: wire.next_vip,
        vip: vipLevel(wire.vip, wire.current_vip),
        realname: wire.realname,
        birthday: wire.birthday,
        mobile: wire.mobile,
        email: wire.email,
        joinDays: wire.joinday,
        seamlessTransfer: wire.transferstatus,
        depositTotal: wire.paysum,
        unclaimedRebate: wire.fanshui,
        isAgent: wire.isagent,
        usdtRate: wire.usdtrate,
        withdrawUsdtRate: wire.withdrawusdtrate,
        // The backend's names are swapped: `withdrawcashfee` holds the ERC20 fee, `withdrawfeeusdttrc` the TRC20 one.
        erc20Fee: wire.withdrawcashfee,
        trc20Fee: wire.withdrawfeeusdttrc,
      }),
    ),
  ),
);
