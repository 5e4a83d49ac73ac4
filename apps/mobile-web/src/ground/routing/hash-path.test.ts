import { describe, expect, it } from 'vitest';
import { splitHashLocation } from './hash-path.ts';

describe('splitHashLocation (what wouter hands the app, and the early script reads)', () => {
  it("keeps the old app's links: the query lives inside the hash", () => {
    expect(splitHashLocation('#/login?type=1&pid=8')).toEqual({ path: '/login', search: 'type=1&pid=8' });
    // wouter's hash hook gives the hash without `#`, led by `/`.
    expect(splitHashLocation('/payInfo?deposit_no=CZ1')).toEqual({ path: '/payInfo', search: 'deposit_no=CZ1' });
  });

  it('reads no hash, a bare `#` or `#/` as home', () => {
    for (const hash of ['', '#', '#/', '/']) expect(splitHashLocation(hash)).toEqual({ path: '/', search: '' });
  });

  it('drops trailing slashes and takes a path without its leading slash', () => {
    expect(splitHashLocation('#/mine/')).toEqual({ path: '/mine', search: '' });
    expect(splitHashLocation('#mine//?a=1')).toEqual({ path: '/mine', search: 'a=1' });
  });

  it('splits at the first `?` only', () => {
    expect(splitHashLocation('#/login?redirect=/wallet?tab=2')).toEqual({
      path: '/login',
      search: 'redirect=/wallet?tab=2',
    });
  });
});
