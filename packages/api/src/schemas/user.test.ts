import { describe, expect, it } from 'vitest';
import { userDataSchema } from './user.ts';

// Shaped like the real /api/user answer: DECIMAL columns as strings, many fields the app does not read yet.
const wire = {
  api_token: 'a'.repeat(60),
  balance: '8888.00',
  birthday: null,
  fanshui: 0,
  realname: '张三',
  transferstatus: 1,
  username: 'demo01',
  level: 1,
  vip: 1,
  joinday: 12,
  gameblance: 100.5,
  avatar: 'https://example.com/uploads/avatar.png',
  mobile: null,
  email: null,
  usdtrate: '7.2',
  withdrawusdtrate: '7.0',
  withdrawcashfee: '1',
  withdrawfeeusdttrc: '0',
  paysum: '1200.00',
  totalgame: 3,
  isagent: 0,
  current_vip: 'VIP1',
  next_vip: 'VIP2',
  vipname: '/static/style/vip1.png',
};

describe('userDataSchema', () => {
  it('reads the fields the session needs under clean names', () => {
    expect(userDataSchema.parse(wire)).toEqual({
      username: 'demo01',
      avatar: 'https://example.com/uploads/avatar.png',
      balance: 8888,
      gameBalance: 100.5,
      isBlacklisted: false,
      isDisabled: false,
      currentVip: 'VIP1',
      nextVip: 'VIP2',
      vip: 1,
      realname: '张三',
      birthday: '',
      mobile: '',
      email: '',
      joinDays: 12,
      seamlessTransfer: true,
      depositTotal: 1200,
      unclaimedRebate: 0,
      isAgent: false,
      usdtRate: 7.2,
      withdrawUsdtRate: 7,
      erc20Fee: 1,
      trc20Fee: 0,
    });
  });

  it('maps the swapped fee names to the networks they hold', () => {
    const user = userDataSchema.parse({ ...wire, withdrawcashfee: '5', withdrawfeeusdttrc: '1.5' });

    expect(user).toMatchObject({ erc20Fee: 5, trc20Fee: 1.5 });
  });

  it('reads the fields of /api/refreshusermoney, which has no VIP names or sums', () => {
    const {
      current_vip: _current,
      next_vip: _next,
      paysum: _paysum,
      totalgame: _total,
      isagent: _agent,
      ...refreshed
    } = wire;

    expect(userDataSchema.parse({ ...refreshed, vip: 3, fanshui: '12.30' })).toMatchObject({
      currentVip: '',
      nextVip: '',
      vip: 3,
      depositTotal: 0,
      unclaimedRebate: 12.3,
      isAgent: false,
    });
  });

  it('reads the level from current_vip when vip is missing', () => {
    const { vip: _vip, ...rest } = wire;

    expect(userDataSchema.parse({ ...rest, current_vip: 'VIP4' }).vip).toBe(4);
  });

  it('reads isblack 1 or "1" as blacklisted and status 0 or "0" as disabled', () => {
    expect(userDataSchema.parse({ ...wire, isblack: 1 }).isBlacklisted).toBe(true);
    expect(userDataSchema.parse({ ...wire, isblack: '1' }).isBlacklisted).toBe(true);
    expect(userDataSchema.parse({ ...wire, isblack: 0 }).isBlacklisted).toBe(false);
    expect(userDataSchema.parse({ ...wire, status: 0 }).isDisabled).toBe(true);
    expect(userDataSchema.parse({ ...wire, status: '0' }).isDisabled).toBe(true);
    expect(userDataSchema.parse({ ...wire, status: 1 }).isDisabled).toBe(false);
  });

  it('fills a missing avatar, game balance and VIP with blanks', () => {
    const { avatar: _avatar, gameblance: _game, current_vip: _vip, ...rest } = wire;

    expect(userDataSchema.parse({ ...rest, avatar: null })).toMatchObject({
      avatar: '',
      gameBalance: 0,
      currentVip: '',
    });
  });

  it('accepts a balance of the integer 0 and rejects one that is not money', () => {
    expect(userDataSchema.parse({ ...wire, balance: 0 }).balance).toBe(0);
    expect(userDataSchema.safeParse({ ...wire, balance: '8,888.00' }).success).toBe(false);
    expect(userDataSchema.safeParse({ ...wire, balance: null }).success).toBe(false);
  });

  it('rejects a record without a username', () => {
    const { username: _username, ...rest } = wire;

    expect(userDataSchema.safeParse(rest).success).toBe(false);
  });
});
