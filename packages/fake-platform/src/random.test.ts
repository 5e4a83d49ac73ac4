import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';

describe('createRandom', () => {
  it('repeats its sequence for a seed, and resumes it from a saved state', () => {
    const first = createRandom(42);
    const values = [first.next(), first.next()];
    const saved = first.state();
    const next = first.next();

    expect([createRandom(42).next(), createRandom(42).next()]).toEqual([values[0], values[0]]);
    expect(createRandom(saved).next()).toBe(next);
    expect(createRandom(43).next()).not.toBe(values[0]);
  });

  it('draws integers within bounds and picks from lists', () => {
    const random = createRandom(7);
    const draws = Array.from({ length: 500 }, () => random.int(3, 5));

    expect(new Set(draws)).toEqual(new Set([3, 4, 5]));
    expect(['a', 'b']).toContain(random.pick(['a', 'b']));
    expect(() => random.pick([])).toThrow();
  });
});
