// The node fault suite's shared steps, handed to every screen driver's node functions as their kit
// (quality/drivers.ts): start a live machine with the screen's input, send the player's events, read what the screen
// shows through its connect layer. It loads the app's modules, which read the page's address and storage as they
// load: only quality/fault-messages.test.ts imports it, after the page it gives them.
import { connectForm } from '@lobby/domain/form';
import { connectLoad } from '@lobby/domain/load';
import { connectPagedList } from '@lobby/domain/paging';
import { DEMO_ACCOUNT } from '@lobby/fake-platform';
import { vi } from 'vitest';
import {
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  createActor,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { createAppActor } from '../src/wiring/app/providers.ts';

export { DEMO_ACCOUNT };

/** What the node suite reads of a screen brought to a call. */
export type Driven = {
  /** The screen's running machine, stopped after the case; none when the call is an app action alone. */
  actor?: AnyActorRef;
  /** The message the screen shows in its own place (a list's or a form's error), or null. */
  inline?: () => string | null | undefined;
  /** A message the shell shows as a toast from the machine's state (the site settings' first failure). */
  toast?: () => string | null;
  /** The call succeeded, as the screen knows it (a form with no error, a list with rows, the move it made). */
  succeeded?: (seen: { navigations: readonly string[] }) => boolean;
};

/** AG真人's live lobby as the backend launches it (a hot-grid or tile game of the seed). */
// The category as the game type, the game's code as the game code.
export const GAME = { platformName: 'ag', gameType: 'realbet', gameCode: '0' } as const;

const pass = () => ({ ok: true }) as const;

/** Starts a machine with input and sends events after its first step (what the screen and the player do). */
export function run<L extends AnyActorLogic>(
  logic: L,
  input: unknown,
  events: readonly (EventObject & Record<string, unknown>)[] = [],
): AnyActorRef {
  const actor = createActor(logic, { input } as never).start();
  for (const event of events) actor.send(event as never);
  return actor as AnyActorRef;
}

/** A machine's context, for the reads a connect layer does not offer. */
export const context = (actor: AnyActorRef) => (actor.getSnapshot() as SnapshotFrom<AnyActorLogic>).context as never;

/** A form typed in full and submitted. */
export function submitted<L extends AnyActorLogic>(logic: L, values: Record<string, string>): Driven {
  const actor = run(logic, { values, check: pass }, [{ type: 'submit' }]);
  const vm = () => connectForm(actor.getSnapshot() as never, actor.send);
  return { actor, inline: () => vm().error?.message ?? null, succeeded: () => vm().error === null };
}

/** A load machine's screen: its error state's message. */
export function loaded<L extends AnyActorLogic>(logic: L, input: unknown): Driven {
  const actor = run(logic, input);
  const vm = () => connectLoad(actor.getSnapshot() as never, actor.send);
  return { actor, inline: () => vm().error?.message ?? null, succeeded: () => vm().error === null };
}

/** A paged list's screen: its error state's message. */
export function paged<L extends AnyActorLogic>(logic: L, filter: unknown): Driven {
  const actor = run(logic, { filter });
  const vm = () => connectPagedList(actor.getSnapshot() as never, actor.send);
  return { actor, inline: () => vm().error?.message ?? null, succeeded: () => vm().error === null };
}

/** A screen whose machine keeps its load's error in its context (`error`, unless told): that error's message. */
export function erring<L extends AnyActorLogic>(logic: L, input: unknown, field = 'error'): Driven {
  const actor = run(logic, input);
  const error = () => (context(actor) as Record<string, { message: string } | null>)[field];
  return { actor, inline: () => error()?.message ?? null };
}

/** Steps the fake clock until the machine shows `ready` (its loads answered), at most 10 s of its time. */
export async function until(actor: AnyActorRef, ready: (snapshot: AnyMachineSnapshot) => boolean): Promise<void> {
  for (let elapsed = 0; elapsed < 10_000 && !ready(actor.getSnapshot()); elapsed += 50) {
    await vi.advanceTimersByTimeAsync(50);
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!ready(actor.getSnapshot())) throw new Error('the screen did not load');
}

/** Lets `ms` of the fake clock pass (the player waits). */
export async function wait(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

/** The app's root actor as the page starts it, from what storage holds. */
export function startApp(): AnyActorRef {
  return createAppActor().start();
}

/** Envelopes some paths answer instead of the fake (by path suffix), as the browser suite's `lobby.answer` does. */
export const answers = new Map<string, unknown>();

/** Has every request to `path` answered with `envelope` for the rest of the case. */
export function answer(path: string, envelope: unknown): void {
  answers.set(path, envelope);
}
