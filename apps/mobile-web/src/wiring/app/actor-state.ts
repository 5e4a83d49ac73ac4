// How the app's components read actors: `useSelector` and `useMachine`, in place of @xstate/react's. Those read an
// actor through `useSyncExternalStore`, and React cannot render such a store's value in slices: when the store
// changes while a render at transition priority is under way (the first render, home's deferred view), React
// throws that render away and renders the whole tree again in one blocking task. On home's first visit, with its
// lists and the site's settings landing one after another, that was the start's longest React task (a synchronous
// re-render of 36-55 ms on a 4x slowed CPU, `bench.ts --only main-thread --explain`). Here an actor's selection is
// React state, set from the actor's subscription: a change is an ordinary update, which a render in slices takes in
// its stride. `useActorRef` (its start, stop and Strict Mode) stays @xstate/react's.
import { useActorRef } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ActorOptions, AnyActorLogic, SnapshotFrom } from 'xstate';

/** What `useSelector` needs of an actor: its snapshot now, and word of each new one. */
export type Readable<TSnapshot> = {
  getSnapshot(): TSnapshot;
  subscribe(observer: (snapshot: TSnapshot) => void): { unsubscribe(): void };
};

/**
 * The part of an actor's snapshot that `selector` picks, re-rendering the component only when it changes (by
 * `compare`, `Object.is` by default). The selector may be written inline: the latest one is used. It is run when the
 * actor changes, so a selector that reads props sees new props only at the actor's next change.
 */
export function useSelector<TSnapshot, T>(
  actor: Readable<TSnapshot>,
  selector: (snapshot: TSnapshot) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const [state, setState] = useState(() => ({ actor, value: selector(actor.getSnapshot()) }));
  const latest = useRef({ selector, compare });
  useLayoutEffect(() => {
    latest.current = { selector, compare };
  });
  useEffect(() => {
    const update = () => {
      const value = latest.current.selector(actor.getSnapshot());
      setState((old) => (old.actor === actor && latest.current.compare(old.value, value) ? old : { actor, value }));
    };
    // What changed between the render and this subscription is taken at once.
    update();
    const subscription = actor.subscribe(update);
    return () => subscription.unsubscribe();
  }, [actor]);
  // Another actor than the state's (a remount with a new one): its own value until its subscription has run.
  return state.actor === actor ? state.value : selector(actor.getSnapshot());
}

const whole = <T>(snapshot: T) => snapshot;

/** A machine's actor for the component's life, and its snapshot: `[snapshot, send, actorRef]`, as @xstate/react's. */
export function useMachine<TLogic extends AnyActorLogic>(logic: TLogic, options?: ActorOptions<TLogic>) {
  const actorRef = useActorRef(logic, options);
  const snapshot: SnapshotFrom<TLogic> = useSelector(actorRef, whole);
  return [snapshot, actorRef.send, actorRef] as const;
}
