import { describe, expect, it } from 'vitest';
import { loginDataSchema, registerDataSchema } from './auth.ts';

describe('loginDataSchema', () => {
  it('keeps the rotated new_api_token, not api_token', () => {
    expect(loginDataSchema.parse({ username: 'demo01', api_token: 'old', new_api_token: 'new' })).toEqual({
      token: 'new',
    });
  });

  it('rejects an answer without a token or with an empty one', () => {
    expect(loginDataSchema.safeParse({ username: 'demo01', api_token: 'old' }).success).toBe(false);
    expect(loginDataSchema.safeParse({ new_api_token: '' }).success).toBe(false);
  });
});

describe('registerDataSchema', () => {
  it('reads api_token and leaves the leaked paypwd out of the result', () => {
    const result = registerDataSchema.parse({
      username: 'newbie01',
      realname: '李四',
      status: 1,
      vip: 1,
      api_token: 'fresh',
      pid: null,
      paypwd: '$2y$10$abcdefghijklmnopqrstuv',
      id: 9,
      created_at: '2026-11-22 10:00:00',
      updated_at: '2026-11-22 10:00:00',
    });

    expect(result).toEqual({ token: 'fresh' });
  });
});
