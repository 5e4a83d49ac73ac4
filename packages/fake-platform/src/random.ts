/** A seeded pseudo-random source (mulberry32): the same seed gives the same sequence everywhere. */
export type Random = {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: ReadonlyArray<T>): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** The internal state, to persist and resume the sequence. */
  state(): number;
};

/** Creates a {@link Random} from a 32-bit seed (or a state saved by {@link Random.state}). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(items: ReadonlyArray<T>): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() needs a non-empty list');
      return item;
    },
    chance: (p) => next() < p,
    state: () => state,
  };
}
