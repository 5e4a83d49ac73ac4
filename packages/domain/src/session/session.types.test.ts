import { describe, expect, it } from 'vitest';
import { parseVip } from './session.types.ts';

describe('parseVip', () => {
  it.each([
    ['VIP1', 1],
    ['VIP12', 12],
    ['P3', 3],
    ['VIP', 0],
    ['', 0],
  ])('reads %j as level %i', (label, level) => {
    expect(parseVip(label)).toBe(level);
  });
});
