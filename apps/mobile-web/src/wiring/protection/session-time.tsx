import { formatMessage } from '@lobby/domain/messages';
import { elapsedLabel, signInNotice } from '@lobby/domain/protection';
import { useEffect, useState } from 'react';
import { signedInAt } from './session-clock.ts';

/** The time since this sign-in (`已登录 05分12秒`, `已登录 1小时05分`), for the game page's bar; it ticks each second. */
export function SessionTime({ className }: { className?: string }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const time = elapsedLabel(signedInAt(now), now);
  return <span className={className}>{formatMessage(signInNotice['protection.elapsed.label'], { time })}</span>;
}
