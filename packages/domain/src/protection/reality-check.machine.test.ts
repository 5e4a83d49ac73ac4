import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CallResult } from '../result.ts';
import { fail, ok, settle } from '../testing/index.ts';
import {
  acknowledgedAtOf,
  isRealityCheckBlocking,
  type RealityCheckInput,
  realityCheckMachine,
  type SessionTotals,
  sessionResultView,
} from './reality-check.machine.ts';

const MINUTE = 60_000;
const SIGNED_IN = Date.UTC(2026, 10, 28, 2, 0, 0);

/** The machine on a simulated clock starting at `startAt` (sign-in by default); its `clock` reads the same time. */
function start(
  { startAt = SIGNED_IN, ...input }: Partial<Omit<RealityCheckInput, 'clock'>> & { startAt?: number } = {},
  answer: () => Promise<CallResult<SessionTotals>> = () => Promise.resolve(ok({ stakes: 1250.3, wins: 980.1 })),
) {
  const sessionResult = vi.fn((_asked: { since: number }) => answer());
  const clock = new SimulatedClock();
  let now = startAt;
  const machine = realityCheckMachine.provide({
    actors: { sessionResult: fromPromise(({ input: asked }: { input: { since: number } }) => sessionResult(asked)) },
  });
  const actor = createActor(machine, {
    input: {
      signedInAt: SIGNED_IN,
      acknowledgedAt: null,
      clock: () => now,
      intervalMinutes: 60,
      strict: false,
      ...input,
    },
    clock,
  }).start();
  const advance = async (ms: number) => {
    now += ms;
    clock.increment(ms);
    await settle();
  };
  return { actor, sessionResult, advance, now: () => now };
}

describe('realityCheckMachine', () => {
  it('is due one interval after sign-in, blocks, and shows the result read from the bets since sign-in', async () => {
    const { actor, sessionResult, advance } = start();
    await advance(60 * MINUTE - 1);
    expect(actor.getSnapshot().value).toBe('counting');
    expect(isRealityCheckBlocking(actor.getSnapshot())).toBe(false);

    await advance(1);
    expect(actor.getSnapshot().value).toBe('due');
    expect(isRealityCheckBlocking(actor.getSnapshot())).toBe(true);
    expect(sessionResult).toHaveBeenCalledWith({ since: SIGNED_IN });
    // The net is exact to the cent: 980.10 - 1250.30 is -270.20, not float noise.
    expect(actor.getSnapshot().context.result).toEqual({ kind: 'shown', stakes: 1250.3, wins: 980.1, net: -270.2 });
  });

  it('says the result cannot be read when the read fails or rejects, never 0', async () => {
    for (const answer of [
      () => Promise.resolve(fail<SessionTotals>('network', '')),
      () => Promise.reject(new Error('x')),
    ]) {
      const { actor, advance } = start({}, answer as () => Promise<CallResult<SessionTotals>>);
      await advance(60 * MINUTE);
      expect(actor.getSnapshot().context.result).toEqual({ kind: 'unreadable' });
    }
  });

  it('reads the net exactly, whatever the precision, and a total that is no number as unreadable', () => {
    expect(sessionResultView(ok({ stakes: 10, wins: 0.005 }))).toEqual({
      kind: 'shown',
      stakes: 10,
      wins: 0.005,
      net: -9.995,
    });
    expect(sessionResultView(ok({ stakes: 0.3, wins: 0.1 }))).toMatchObject({ net: -0.2 });
    expect(sessionResultView(ok({ stakes: Number.NaN, wins: 5 }))).toEqual({ kind: 'unreadable' });
  });

  it('counts the next interval from 继续, and keeps when it was pressed', async () => {
    const { actor, advance, now } = start({ intervalMinutes: 15 });
    await advance(15 * MINUTE);
    // The player reads the check for two minutes before pressing 继续.
    await advance(2 * MINUTE);
    const pressed = now();
    actor.send({ type: 'continue' });
    expect(actor.getSnapshot().value).toBe('counting');
    expect(acknowledgedAtOf(actor.getSnapshot().context)).toBe(pressed);

    await advance(15 * MINUTE - 1);
    expect(actor.getSnapshot().value).toBe('counting');
    await advance(1);
    expect(actor.getSnapshot().value).toBe('due');
  });

  it('after a reload keeps the rhythm: due at the last 继续 plus the interval, or at once when that passed', async () => {
    const acknowledgedAt = SIGNED_IN + 30 * MINUTE;
    const { actor, advance } = start({ intervalMinutes: 30, acknowledgedAt, startAt: acknowledgedAt + 20 * MINUTE });
    await advance(10 * MINUTE - 1);
    expect(actor.getSnapshot().value).toBe('counting');
    await advance(1);
    expect(actor.getSnapshot().value).toBe('due');

    const late = start({ intervalMinutes: 30, acknowledgedAt, startAt: acknowledgedAt + 45 * MINUTE });
    await settle();
    expect(late.actor.getSnapshot().value).toBe('due');
  });

  it('switched off, never comes; a new interval counts from the later of sign-in and the last 继续', async () => {
    const { actor, advance } = start({ intervalMinutes: null });
    await advance(600 * MINUTE);
    expect(actor.getSnapshot().value).toBe('off');

    actor.send({ type: 'interval.set', minutes: 90 });
    // Sign-in was 600 minutes ago: the first check is due at once.
    await settle();
    expect(actor.getSnapshot().value).toBe('due');
    actor.send({ type: 'continue' });
    // Five minutes after 继续 the player picks 120: the next check is 120 minutes after 继续, 115 from now.
    await advance(5 * MINUTE);
    actor.send({ type: 'interval.set', minutes: 120 });
    await advance(115 * MINUTE - 1);
    expect(actor.getSnapshot().value).toBe('counting');
    await advance(1);
    expect(actor.getSnapshot().value).toBe('due');
  });

  it('in the strict profile cannot be switched off, and reads a saved off as 60 minutes', async () => {
    const { actor, advance } = start({ strict: true, intervalMinutes: null });
    expect(actor.getSnapshot().context.intervalMinutes).toBe(60);
    actor.send({ type: 'interval.set', minutes: null });
    expect(actor.getSnapshot().value).toBe('counting');
    await advance(60 * MINUTE);
    expect(actor.getSnapshot().value).toBe('due');
    actor.send({ type: 'interval.set', minutes: null });
    expect(actor.getSnapshot().context.intervalMinutes).toBe(60);
  });

  it('ends on sign-out, from any state', async () => {
    const { actor, advance } = start();
    await advance(60 * MINUTE);
    actor.send({ type: 'signOut' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
