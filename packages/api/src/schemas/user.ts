import * as z from 'zod/mini';
import { flag, money, optionalMoney, optionalText } from './primitives.ts';

/** The logged-in member as the app needs it; more fields join as screens need them. */
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
};

/** `data` of POST /api/user; the many other wire fields pass the parse and are left out of the result. */
export const userDataSchema = z.pipe(
  z.looseObject({
    username: z.string(),
    avatar: optionalText,
    balance: money,
    gameblance: optionalMoney,
    isblack: flag(1),
    status: flag(0),
    current_vip: optionalText,
  }),
  z.transform(
    (wire): SessionUser => ({
      username: wire.username,
      avatar: wire.avatar,
      balance: wire.balance,
      gameBalance: wire.gameblance,
      isBlacklisted: wire.isblack,
      // Only an explicit 0 disables: a record without the column is an active member.
      isDisabled: wire.status,
      currentVip: wire.current_vip,
    }),
  ),
);
