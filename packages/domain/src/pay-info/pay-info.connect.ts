import { payCountdown } from '../deposit/index.ts';
import { failureMessage } from '../form/index.ts';
import type { PayInfoBasics, PayInfoEvent, PayInfoSnapshot, PayInfoType } from './pay-info.machine.ts';

/**
 * Which payment page an order gets: `bank` lists the receiving accounts, `address` the USDT wallet and network,
 * `qr` a scan code with the copyable payment URL (Alipay, WeChat, the pay gateway), `token` the 充值详情 page of
 * the wallet-app token.
 */
export type PayInfoVariant = 'bank' | 'address' | 'qr' | 'token';

/** The page variant of a pay type. */
export function payInfoVariant(payType: PayInfoType): PayInfoVariant {
  if (payType === 'bankpay') return 'bank';
  if (payType === 'usdtpay') return 'address';
  return payType === 'antoken' ? 'token' : 'qr';
}

/** What the /payInfo view renders, with no xstate in sight. */
export type PayInfoViewModel<P extends PayInfoBasics = PayInfoBasics> = {
  loading: boolean;
  failed: boolean;
  /** Why the order could not be read (the server's or the network's words); null otherwise. */
  error: string | null;
  retry: () => void;
  info: P | null;
  variant: PayInfoVariant | null;
  /** `mm:ss` left of the 60-minute window; null for AnToken and before the order is read. */
  countdown: string | null;
  /** The window has closed (the countdown stopped at 00:00). */
  expired: boolean;
};

/** Turns a /payInfo snapshot into the view model; `send` is the actor's send. */
export function connectPayInfo<P extends PayInfoBasics>(
  snapshot: PayInfoSnapshot<P>,
  send: (event: PayInfoEvent) => void,
): PayInfoViewModel<P> {
  const { info, now, error } = snapshot.context;
  const counts = snapshot.hasTag('counting') || snapshot.hasTag('expired');
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.hasTag('failed'),
    error: error === null ? null : failureMessage(error),
    retry: () => send({ type: 'retry' }),
    info,
    variant: info === null ? null : payInfoVariant(info.payType),
    countdown: info !== null && counts ? payCountdown(info.createdAt, now) : null,
    expired: snapshot.hasTag('expired'),
  };
}
