import { formatMessage } from '../messages.format.ts';
import { signInNotice } from '../messages.notice.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The time since sign-in as the game page's header and the reality check show it: `1小时05分` from an hour on,
 * else `05分12秒`. A clock set back (now before the sign-in) reads as no time.
 */
export function elapsedLabel(signedInAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - signedInAt) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0
    ? formatMessage(signInNotice['protection.elapsed.hours'], { hours, minutes: pad(minutes) })
    : formatMessage(signInNotice['protection.elapsed.minutes'], {
        minutes: pad(minutes),
        seconds: pad(seconds % 60),
      });
}
