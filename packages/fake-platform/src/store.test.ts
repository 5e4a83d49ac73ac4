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
