import { parseServerTime } from '../time/index.ts';

/** How long an order waits for payment: 60 minutes from its creation. */
export const PAY_WINDOW_MS = 60 * 60 * 1000;

/**
 * Milliseconds left of the 60-minute payment window that opened at `createdAt` (the backend's
 * `YYYY-MM-DD HH:MM:SS`, UTC+8), at epoch ms `now`: 0 once closed or when `createdAt` is unreadable, and never
 * more than the window (a device clock behind the server's shows the full window).
 */
export function payTimeLeft(createdAt: string, now: number): number {
  const created = parseServerTime(createdAt);
  if (created === null) return 0;
  const left = created + PAY_WINDOW_MS - now;
  // Written so that a `now` that is not a number (NaN) reads as closed too.
  return left > 0 ? Math.min(left, PAY_WINDOW_MS) : 0;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The payment page's countdown `mm:ss` (see payTimeLeft). A started second still counts, so `00:00` shows only
 * once the window has closed and the countdown can stop there.
 */
export function payCountdown(createdAt: string, now: number): string {
  const seconds = Math.ceil(payTimeLeft(createdAt, now) / 1000);
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
