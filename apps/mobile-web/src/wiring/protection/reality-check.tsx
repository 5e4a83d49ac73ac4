// The reality check while a player is signed in (loaded by the app bars once signed in; nothing of it is in the
// cold start): the domain's session clock on the interval the device keeps, its dialog when due.
import { createProtectionApi, createRecordsApi, createSessionApi } from '@lobby/api';
import { formatMessage } from '@lobby/domain/messages';
import {
  acknowledgedAtOf,
  effectiveInterval,
  elapsedLabel,
  realityCheckMachine,
  type SessionResultView,
  type SessionTotals,
  sessionTotals,
  protectionMessages as words,
} from '@lobby/domain/protection';
import type { CallResult } from '@lobby/domain/result';
import { formatServerTime, serverCalendarDate } from '@lobby/domain/time';
import { formatMoney } from '@lobby/ui-kit';
import { startTransition, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { navigate } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../app/actor-state.ts';
import type { AppActor } from '../app/app-actor.tsx';
import { toCallResult, transport } from '../app/providers.ts';
import { deviceSettings, PROFILE } from './device.ts';
import { onInterval } from './interval-events.ts';
import { RealityCheckView } from './reality-check.view.tsx';
import { acknowledgedAt, keepAcknowledgedAt, signedInAt } from './session-clock.ts';

/** The most bet-record pages read for one check (50 bets a page). */
const MAX_PAGES = 10;

/**
 * The session's stakes and wins since `since`: from a backend's optional session call when it answers, else summed
 * from the bet records of today (and yesterday, for a session begun before midnight), server time.
 */
async function readSessionTotals(since: number): Promise<CallResult<SessionTotals>> {
  const direct = await createProtectionApi(transport).sessionResult({ since: formatServerTime(since) });
  if (direct.ok) return { ok: true, data: direct.data, message: '' };
  const records = createRecordsApi(transport);
  const rows = [];
  const beganYesterday = serverCalendarDate(since) !== serverCalendarDate(Date.now());
  for (const date of beganYesterday ? [1, 5] : [1]) {
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const result = toCallResult(await records.betrecord({ date, page, pagesize: 50 }));
      if (!result.ok) return result;
      rows.push(...result.data.rows);
      if (result.data.page >= result.data.lastPage) break;
      // More bets than the check reads: it says it cannot tell rather than show a part as the whole.
      if (page === MAX_PAGES) return { ok: false, error: { kind: 'contract', message: '' } };
    }
  }
  return { ok: true, data: sessionTotals(rows, since), message: '' };
}

function resultText(result: SessionResultView): string {
  if (result.kind === 'loading') return words['protection.check.loading'];
  if (result.kind === 'unreadable') return words['protection.check.unreadable'];
  return formatMessage(words['protection.check.result'], {
    stakes: formatMoney(result.stakes),
    wins: formatMoney(result.wins),
    net: formatMoney(result.net),
  });
}

// Given its implementation once, as this chunk is evaluated: providing builds the whole machine again, a task of its
// own rather than part of the render that starts the clock (bench: the bet record's first second, 4x slowed CPU).
const clockMachine = realityCheckMachine.provide({
  actors: {
    sessionResult: fromPromise(({ input }: { input: { since: number } }) => readSessionTotals(input.since)),
  },
});

function Clock({ actor, interval }: { actor: AppActor; interval: number | null }) {
  const [start] = useState(() => ({ signedInAt: signedInAt(Date.now()), acknowledgedAt: acknowledgedAt() }));
  const [snapshot, send, running] = useMachine(clockMachine, {
    input: { ...start, clock: Date.now, intervalMinutes: interval, strict: PROFILE === 'strict' },
  });
  useEffect(() => onInterval((minutes) => send({ type: 'interval.set', minutes })), [send]);
  const due = snapshot.hasTag('blocking');
  const acknowledge = () => {
    send({ type: 'continue' });
    const at = acknowledgedAtOf(running.getSnapshot().context);
    if (at !== null) keepAcknowledgedAt(at);
  };
  return (
    <RealityCheckView
      open={due}
      title={words['protection.check.title']}
      elapsed={formatMessage(words['protection.check.elapsed'], { time: elapsedLabel(start.signedInAt, Date.now()) })}
      result={resultText(snapshot.context.result)}
      continueLabel={words['protection.check.continue']}
      recordsLabel={words['protection.check.records']}
      logoutLabel={words['protection.check.logout']}
      toolsLabel={words['protection.check.tools']}
      onContinue={acknowledge}
      onTools={() => {
        acknowledge();
        navigate('/responsibleGaming');
      }}
      onRecords={() => {
        acknowledge();
        navigate('/betRecord');
      }}
      onLogout={() => {
        // The player chose to stop: no second question; the server's session ends, then the app's.
        send({ type: 'signOut' });
        void createSessionApi(transport)
          .logoff()
          .finally(() => actor.send({ type: 'session.end' }));
      }}
    />
  );
}

/** The reality check of a signed-in player: waits for the interval the device keeps, then runs the clock. */
export default function RealityCheck({ actor }: { actor: AppActor }) {
  const [interval, setMinutes] = useState<{ minutes: number | null } | null>(null);
  useEffect(() => {
    // A transition: starting the clock is never urgent, and React may then yield while it renders it.
    void deviceSettings().then((settings) =>
      startTransition(() => setMinutes({ minutes: effectiveInterval(settings.interval, PROFILE) })),
    );
  }, []);
  return interval ? <Clock actor={actor} interval={interval.minutes} /> : null;
}
