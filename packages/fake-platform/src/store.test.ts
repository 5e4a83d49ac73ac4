import { describe, expect, it } from 'vitest';
import { BLACKLISTED_ACCOUNT, createStore, DEMO_ACCOUNT, DISABLED_ACCOUNT, randomToken } from './store.ts';

// A fixed clock: the seeded history is the same whatever the time of day.
const NOW = new Date('2026-11-22T04:00:00Z');

const newbie = { username: 'newbie01', password: 'pass1234', realname: '李四', payPassword: '123456' };

describe('createStore', () => {
  it('seeds the demo accounts', () => {
    const store = createStore(undefined, { now: () => NOW });

    expect(store.userByName(DEMO_ACCOUNT.username)).toMatchObject({ balanceCents: 888_800, isblack: 0, status: 1 });
    expect(store.userByName(BLACKLISTED_ACCOUNT.username)?.isblack).toBe(1);
    expect(store.userByName(DISABLED_ACCOUNT.username)?.status).toBe(0);
  });

  it('registers a member with an empty wallet and a 60-character token', () => {
    const store = createStore(undefined, { now: () => NOW });

    const result = store.register(newbie);

    expect(result.ok).toBe(true);
    const user = store.userByName('newbie01');
    expect(user).toMatchObject({ balanceCents: 0, venues: {}, realname: '李四', vip: 1 });
    expect(user?.token).toMatch(/^[A-Za-z0-9]{60}$/);
    expect(store.userByToken(user?.token ?? '')?.username).toBe('newbie01');
  });

  it('refuses a taken username with code 201', () => {
    const store = createStore(undefined, { now: () => NOW });

    expect(store.register({ ...newbie, username: DEMO_ACCOUNT.username })).toEqual({ ok: false, code: 201 });
  });

  it('rotates the token on every login, ending the earlier session', () => {
    const store = createStore(undefined, { now: () => NOW });
    const first = store.login(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
    const firstToken = first.ok ? first.user.token : '';

    const second = store.login(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);

    expect(second.ok && second.user.token).not.toBe(firstToken);
    expect(store.userByToken(firstToken)).toBeUndefined();
  });

  it('answers 202 for an unknown user and 203 for a wrong password', () => {
    const store = createStore(undefined, { now: () => NOW });

    expect(store.login('nobody99', 'whatever1')).toEqual({ ok: false, code: 202 });
    expect(store.login(DEMO_ACCOUNT.username, 'wrong-pass')).toEqual({ ok: false, code: 203 });
  });

  it('never matches an empty token, even for members who never logged in', () => {
    const store = createStore(undefined, { now: () => NOW });

    expect(store.userByToken('')).toBeUndefined();
    expect(store.logoff('')).toBe(false);
  });

  it('ends the session on logoff', () => {
    const store = createStore(undefined, { now: () => NOW });
    const login = store.login(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
    const token = login.ok ? login.user.token : '';

    expect(store.logoff(token)).toBe(true);
    expect(store.userByToken(token)).toBeUndefined();
  });

  it('restores a snapshot into a new store, and its copies do not share state', () => {
    const store = createStore(undefined, { now: () => NOW });
    store.register(newbie);
    const snapshot = store.snapshot();
    store.register({ ...newbie, username: 'later01' });

    const restored = createStore(undefined, { now: () => NOW });
    restored.restore(JSON.parse(JSON.stringify(snapshot)));

    expect(restored.userByName('newbie01')).toBeDefined();
    expect(restored.userByName('later01')).toBeUndefined();
    expect(() => restored.restore({ users: [] })).toThrow(/snapshot/);
  });

  it('tells listeners about every change, and only changes', () => {
    const store = createStore(undefined, { now: () => NOW });
    let changes = 0;
    const unsubscribe = store.subscribe(() => {
      changes += 1;
    });

    store.register(newbie);
    store.login('newbie01', 'pass1234');
    store.login('newbie01', 'wrong-pass');
    store.setConfig({ site_state: '0' });
    unsubscribe();
    store.setConfig({ site_state: '1' });

    expect(changes).toBe(3);
    expect(store.config().site_state).toBe('1');
  });

  it('counts the days since registration with the given clock', () => {
    let now = new Date('2026-11-22T04:00:00Z');
    const store = createStore(undefined, { now: () => now });
    store.register(newbie);
    const demo = store.userByName(DEMO_ACCOUNT.username);
    const newcomer = store.userByName(newbie.username);
    if (!demo || !newcomer) throw new Error('both members exist');

    expect(store.joinDays(demo)).toBe(90);
    expect(store.joinDays(newcomer)).toBe(0);
    now = new Date('2026-12-02T05:00:00Z');
    expect(store.joinDays(newcomer)).toBe(10);
  });

  it('makes tokens that differ', () => {
    expect(randomToken()).not.toBe(randomToken());
  });
});

describe('openPlayer', () => {
  const accountsOf = (store: ReturnType<typeof createStore>, user: Parameters<typeof store.deposits>[0]) =>
    ([1, 2, 4] as const).flatMap((type) => store.cards(user, type));

  // Ten minutes after midnight in Beijing (16:10 UTC the day before): a store started the evening before would have
  // its seeded "today" in yesterday by now, which is why a test opens a player of its own.
  const justAfterMidnight = Date.UTC(2026, 10, 22, 16, 10);

  it('opens cash players with unique names the register rule accepts, money, venue wallets and three accounts', () => {
    const store = createStore(undefined, { now: () => new Date(justAfterMidnight) });

    const first = store.openPlayer('cash');
    const second = store.openPlayer('cash');

    expect(first.username).not.toBe(second.username);
    for (const player of [first, second]) {
      expect(player.username).toMatch(/^(?=.*[a-z])(?=.*\d)[a-z\d]{6,10}$/);
      expect(player).toMatchObject({ balanceCents: 1_000_000, venues: { ag: 10_010, pg: 2_005 }, token: '' });
      expect(accountsOf(store, player).map((card) => card.type)).toEqual([1, 2, 4]);
      expect(store.deposits(player)).toEqual([]);
      expect(store.login(player.username, 'demo1234').ok).toBe(true);
    }
    const numbers = [first, second].flatMap((player) => accountsOf(store, player).map((card) => card.number));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('opens history players as demo01 is seeded, dated from the moment they are opened', () => {
    let now = justAfterMidnight - 3 * 3_600_000;
    const store = createStore(undefined, { now: () => new Date(now) });
    const demo = store.userByName(DEMO_ACCOUNT.username);
    now = justAfterMidnight;

    const player = store.openPlayer('history');

    expect(player).toMatchObject({ balanceCents: 888_800, realname: DEMO_ACCOUNT.realname, vip: demo?.vip });
    expect(player.username).toMatch(/^hist\d{4}$/);
    // Seeded the evening before, demo01's deposits of "today" are yesterday's now; the new player's are today's.
    expect(demo && store.redPacketStanding(demo).depositCents).toBe(0);
    expect(store.redPacketStanding(player)).toMatchObject({ depositCents: 150_000, remaining: expect.any(Number) });
    expect(store.redPacketStanding(player).remaining).toBeGreaterThan(0);
    expect(store.rebateSums(player).unclaimed).toBeGreaterThan(0);
    expect(store.deposits(player)).toHaveLength(110);
    expect(store.applications(player)).toHaveLength(12);
    const mine = accountsOf(store, player).map((card) => card.number);
    const demos = demo ? accountsOf(store, demo).map((card) => card.number) : [];
    expect(mine).toHaveLength(4);
    expect(mine.filter((number) => demos.includes(number))).toEqual([]);
  });
});
