import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { BALANCE_POLL_MS } from '../poller/index.ts';
import type { CallResult } from '../result/index.ts';
import { fail, fakeAppInfo, fakeUser, ok, settle } from '../testing/index.ts';
import {
  type AlertParams,
  type AppInput,
  createAppMachine,
  type LogoutPrompt,
  SITE_RETRY_MAX_MS,
  selectBalance,
  selectGameBalance,
  selectIsMaintenance,
  selectIsRefreshingUser,
  selectIsSignedIn,
  selectRedPacketShown,
  selectSite,
  selectSiteError,
  selectSiteFailed,
  selectUser,
  siteRetryDelay,
} from './app.machine.ts';
import type { AppInfo, Balance, SessionUser } from './session.types.ts';

const appMachine = createAppMachine();

type Fakes = {
  fetchAppInfo: () => Promise<CallResult<AppInfo>>;
  fetchVisitUrl: (input: { path: string }) => Promise<CallResult<{ url: string | null }>>;
  fetchUser: () => Promise<CallResult<SessionUser>>;
  fetchBalance: () => Promise<CallResult<Balance>>;
  logoff: () => Promise<CallResult<unknown>>;
  confirmLogout: (input: LogoutPrompt) => Promise<boolean>;
};

const balance = { balance: 50, gameBalance: 5 };

/** The page the app runs on in these tests, and a fresh tab (no visit URL followed yet). */
const PAGE = {
  token: null,
  user: null,
  path: '/',
  // The app answers with the browser's URL parser; these tests need only its verdict.
  isOwnOrigin: (url: string) => /^(https:\/\/m\.example\.com(:443)?(\/|$)|\/)/i.test(url),
  visitFollowed: false,
};

const BLOCKED = fail<never>('blocked', '该用户已被禁用，请联系管理员！', 403);
const DISABLED: AlertParams = { message: '该用户已被禁用，请联系管理员！' };

async function start(input: Partial<AppInput> = {}, overrides: Partial<Fakes> = {}) {
  const fakes = {
    fetchAppInfo: vi.fn<Fakes['fetchAppInfo']>(() => Promise.resolve(ok(fakeAppInfo()))),
    fetchVisitUrl: vi.fn<Fakes['fetchVisitUrl']>(() => Promise.resolve(ok({ url: null }))),
    fetchUser: vi.fn<Fakes['fetchUser']>(() => Promise.resolve(ok(fakeUser()))),
    fetchBalance: vi.fn<Fakes['fetchBalance']>(() => Promise.resolve(ok(balance))),
    logoff: vi.fn<Fakes['logoff']>(() => Promise.resolve(ok(null))),
    confirmLogout: vi.fn<Fakes['confirmLogout']>(() => Promise.resolve(true)),
  };
  for (const [name, fake] of Object.entries(overrides)) {
    fakes[name as keyof Fakes].mockImplementation(fake as never);
  }
  const effects = {
    saveToken: vi.fn<(token: string) => void>(),
    saveUser: vi.fn<(user: SessionUser) => void>(),
    clearStorage: vi.fn(),
    navigate: vi.fn<(to: string) => void>(),
    redirect: vi.fn<(url: string) => void>(),
    markVisitFollowed: vi.fn(),
    alert: vi.fn<(params: AlertParams) => void>(),
    notify: vi.fn<(message: string) => void>(),
  };
  const machine = appMachine.provide({
    actions: {
      saveToken: (_, { token }) => effects.saveToken(token),
      saveUser: (_, { user }) => effects.saveUser(user),
      clearStorage: () => effects.clearStorage(),
      navigate: (_, { to }) => effects.navigate(to),
      redirect: (_, { url }) => effects.redirect(url),
      markVisitFollowed: () => effects.markVisitFollowed(),
      alert: (_, params) => effects.alert(params),
      notify: (_, { message }) => effects.notify(message),
    },
    actors: {
      fetchAppInfo: fromPromise(() => fakes.fetchAppInfo()),
      fetchVisitUrl: fromPromise(({ input }) => fakes.fetchVisitUrl(input)),
      fetchUser: fromPromise(() => fakes.fetchUser()),
      fetchBalance: fromPromise(() => fakes.fetchBalance()),
      logoff: fromPromise(() => fakes.logoff()),
      confirmLogout: fromPromise(({ input }) => fakes.confirmLogout(input)),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { ...PAGE, ...input }, clock }).start();
  await settle();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return { actor, fakes, effects, advance };
}

const EXPIRED: AlertParams = { title: '认证失败', message: '您的账号登陆过期，请重新登陆' };

describe('appMachine: site', () => {
  it('is ready with the site settings when siteState is 1', async () => {
    const { actor } = await start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ site: 'ready' })).toBe(true);
    expect(selectSite(snapshot)).toEqual(fakeAppInfo());
    expect(selectIsMaintenance(snapshot)).toBe(false);
    expect(selectSiteFailed(snapshot)).toBe(false);
  });

  it('shows maintenance when siteState is 0', async () => {
    const { actor } = await start({}, { fetchAppInfo: () => Promise.resolve(ok(fakeAppInfo({ siteState: 0 }))) });
    expect(selectIsMaintenance(actor.getSnapshot())).toBe(true);
    expect(selectSite(actor.getSnapshot())?.repairTips).toBe('系统维护中，请稍后访问');
  });

  it('keeps the error of a failed load and retries on demand', async () => {
    const { actor, fakes } = await start({}, { fetchAppInfo: () => Promise.resolve(fail('server', '服务器繁忙')) });
    expect(selectSiteFailed(actor.getSnapshot())).toBe(true);
    expect(selectSiteError(actor.getSnapshot())).toBe('服务器繁忙');

    fakes.fetchAppInfo.mockImplementation(() => Promise.resolve(ok(fakeAppInfo())));
    actor.send({ type: 'site.retry' });
    await settle();
    expect(actor.getSnapshot().matches({ site: 'ready' })).toBe(true);
    expect(selectSiteError(actor.getSnapshot())).toBeNull();
  });

  it('fails with the network message when the call rejects', async () => {
    const { actor } = await start({}, { fetchAppInfo: () => Promise.reject(new Error('boom')) });
    expect(selectSiteError(actor.getSnapshot())).toBe('网络异常，请检查网络后重试！');
  });
});

describe('appMachine: site retries and the red-packet button', () => {
  it('tries a failed settings load again by itself, 2 s then 4 s apart, and at once on 重试', async () => {
    let answers = 0;
    const { actor, fakes, advance } = await start(
      {},
      {
        fetchAppInfo: () => {
          answers += 1;
          return Promise.resolve(answers < 3 ? fail('network', '网络异常') : ok(fakeAppInfo()));
        },
      },
    );
    expect(selectSiteFailed(actor.getSnapshot())).toBe(true);
    await advance(1999);
    expect(fakes.fetchAppInfo).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fakes.fetchAppInfo).toHaveBeenCalledTimes(2);
    expect(selectSiteFailed(actor.getSnapshot())).toBe(true);
    await advance(3999);
    expect(fakes.fetchAppInfo).toHaveBeenCalledTimes(2);
    actor.send({ type: 'site.retry' });
    await settle();
    expect(fakes.fetchAppInfo).toHaveBeenCalledTimes(3);
    expect(selectSite(actor.getSnapshot())).toEqual(fakeAppInfo());
    expect(siteRetryDelay(1)).toBe(2000);
    expect(siteRetryDelay(10)).toBe(SITE_RETRY_MAX_MS);
  });

  it('shows the red-packet button while the switch is on, until it is closed', async () => {
    const { actor } = await start({}, { fetchAppInfo: () => Promise.resolve(ok(fakeAppInfo({ redpacketSwitch: 1 }))) });
    expect(selectRedPacketShown(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'redPacket.close' });
    expect(selectRedPacketShown(actor.getSnapshot())).toBe(false);
    const off = await start({}, { fetchAppInfo: () => Promise.resolve(ok(fakeAppInfo({ redpacketSwitch: 0 }))) });
    expect(selectRedPacketShown(off.actor.getSnapshot())).toBe(false);
  });
});

describe('appMachine: visit url', () => {
  it('redirects to a returned url on another origin, asking with the current path, and marks the tab first', async () => {
    const { fakes, effects } = await start(
      { path: '/activity?x=1' },
      { fetchVisitUrl: () => Promise.resolve(ok({ url: 'https://example.com/' })) },
    );
    expect(fakes.fetchVisitUrl).toHaveBeenCalledWith({ path: '/activity?x=1' });
    expect(effects.redirect).toHaveBeenCalledExactlyOnceWith('https://example.com/');
    expect(effects.markVisitFollowed).toHaveBeenCalledTimes(1);
    expect(effects.markVisitFollowed.mock.invocationCallOrder[0]).toBeLessThan(
      effects.redirect.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it.each([
    ['the same origin', 'https://m.example.com'],
    ['the same origin with a slash and its default port', 'HTTPS://m.example.com:443/'],
    ['a path on this site', '/wap/'],
  ])("stays when the url names %s (the same-origin deploy's backend names the site itself)", async (_case, url) => {
    const { actor, effects } = await start({}, { fetchVisitUrl: () => Promise.resolve(ok({ url })) });
    expect(effects.redirect).not.toHaveBeenCalled();
    expect(effects.markVisitFollowed).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ visit: 'checked' })).toBe(true);
  });

  it('never follows a visit url twice in one tab session', async () => {
    const { fakes, effects } = await start(
      { visitFollowed: true },
      { fetchVisitUrl: () => Promise.resolve(ok({ url: 'https://example.com/' })) },
    );
    expect(fakes.fetchVisitUrl).toHaveBeenCalledTimes(1);
    expect(effects.redirect).not.toHaveBeenCalled();
    expect(effects.markVisitFollowed).not.toHaveBeenCalled();
  });

  it.each<[string, Fakes['fetchVisitUrl']]>([
    ['no url', () => Promise.resolve(ok({ url: null }))],
    ['an empty url', () => Promise.resolve(ok({ url: '' }))],
    ['a failed call', () => Promise.resolve(fail('server', '错误'))],
    ['a rejected call', () => Promise.reject(new Error('boom'))],
  ])('stays put on %s', async (_case, fetchVisitUrl) => {
    const { actor, effects } = await start({}, { fetchVisitUrl });
    expect(effects.redirect).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ visit: 'checked' })).toBe(true);
  });
});

describe('appMachine: session', () => {
  it('stays signed out without a token', async () => {
    const { actor, fakes } = await start();
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
    expect(fakes.fetchUser).not.toHaveBeenCalled();
    expect(fakes.fetchBalance).not.toHaveBeenCalled();
  });

  it('shows nothing of a kept player without a session token, and logout there still wipes storage', async () => {
    const kept = fakeUser({ username: 'previous', balance: 999 });
    const { actor, effects } = await start({ token: null, user: kept });
    expect(selectUser(actor.getSnapshot())).toBeNull();
    expect(selectBalance(actor.getSnapshot())).toBeNull();
    expect(selectGameBalance(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'logout' });
    expect(effects.clearStorage).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
  });

  it('restores a stored session without navigating, and polls', async () => {
    const stored = fakeUser({ balance: 7 });
    const { actor, effects, fakes } = await start({ token: 'tok', user: stored });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ session: 'signedIn' })).toBe(true);
    expect(selectIsSignedIn(snapshot)).toBe(true);
    expect(effects.saveUser).toHaveBeenCalledWith(fakeUser());
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(fakes.fetchBalance).toHaveBeenCalledTimes(1);
    expect(selectBalance(snapshot)).toBe(50);
    expect(selectGameBalance(snapshot)).toBe(5);
  });

  it('shows the stored balance until the user loads', async () => {
    const stored = fakeUser({ balance: 7, gameBalance: 3 });
    const { actor } = await start({ token: 'tok', user: stored }, { fetchUser: () => new Promise(() => {}) });
    expect(actor.getSnapshot().matches({ session: 'loadingUser' })).toBe(true);
    expect(selectUser(actor.getSnapshot())).toEqual(stored);
    expect(selectBalance(actor.getSnapshot())).toBe(7);
    expect(selectGameBalance(actor.getSnapshot())).toBe(3);
  });

  it('starts a session from the login screen: saves the token, loads the user, goes home', async () => {
    const { actor, effects, fakes } = await start();
    actor.send({ type: 'session.start', token: 'tok-1' });
    await settle();
    expect(effects.saveToken).toHaveBeenCalledWith('tok-1');
    expect(fakes.fetchUser).toHaveBeenCalledTimes(1);
    expect(effects.saveUser).toHaveBeenCalledWith(fakeUser());
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/');
    expect(actor.getSnapshot().context.token).toBe('tok-1');
    expect(selectUser(actor.getSnapshot())).toEqual(fakeUser());
  });

  it('lands on the redirect the login screen passes', async () => {
    const { actor, effects } = await start();
    actor.send({ type: 'session.start', token: 'tok-1', redirect: '/mine?tab=1' });
    await settle();
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/mine?tab=1');
  });

  it('polls at 0, 4300 and 8600 ms while signed in and updates the balance', async () => {
    let tick = 0;
    const { actor, fakes, advance } = await start(
      { token: 'tok' },
      { fetchBalance: () => Promise.resolve(ok({ balance: ++tick, gameBalance: tick * 10 })) },
    );
    expect(fakes.fetchBalance).toHaveBeenCalledTimes(1);
    await advance(BALANCE_POLL_MS);
    expect(fakes.fetchBalance).toHaveBeenCalledTimes(2);
    await advance(BALANCE_POLL_MS);
    expect(fakes.fetchBalance).toHaveBeenCalledTimes(3);
    expect(selectBalance(actor.getSnapshot())).toBe(3);
    expect(selectGameBalance(actor.getSnapshot())).toBe(30);
  });

  it('ignores a delivered balance of the wrong shape', async () => {
    const { actor } = await start(
      { token: 'tok' },
      { fetchBalance: () => Promise.resolve(ok({ balance: '1.00' } as unknown as Balance)) },
    );
    expect(selectBalance(actor.getSnapshot())).toBe(1000);
    actor.send({ type: 'balance.receive', data: null });
    expect(selectBalance(actor.getSnapshot())).toBe(1000);
  });

  it('a 401 on the poll alerts, clears storage, stops polling and goes to /login', async () => {
    const { actor, effects, fakes, advance } = await start(
      { token: 'tok' },
      { fetchBalance: () => Promise.resolve(fail('unauthorized', '未授权')) },
    );
    expect(effects.alert).toHaveBeenCalledExactlyOnceWith(EXPIRED);
    expect(effects.clearStorage).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
    expect(selectUser(actor.getSnapshot())).toBeNull();
    await advance(BALANCE_POLL_MS * 3);
    expect(fakes.fetchBalance).toHaveBeenCalledTimes(1);
  });

  it('a 401 on the user load does the same', async () => {
    const { actor, effects, fakes } = await start(
      { token: 'tok' },
      { fetchUser: () => Promise.resolve(fail('unauthorized', '未授权')) },
    );
    expect(effects.alert).toHaveBeenCalledExactlyOnceWith(EXPIRED);
    expect(effects.clearStorage).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(fakes.fetchBalance).not.toHaveBeenCalled();
  });

  it.each([
    ['blacklisted', { isBlacklisted: true }, '您已被设为黑名单，暂不能登录，请联系管理员！'],
    ['disabled', { isDisabled: true }, '该用户已被禁用，请联系管理员！'],
  ])('clears a %s user with the right alert', async (_case, flags, message) => {
    const { actor, effects, fakes } = await start();
    fakes.fetchUser.mockImplementation(() => Promise.resolve(ok(fakeUser(flags))));
    actor.send({ type: 'session.start', token: 'tok' });
    await settle();
    expect(effects.alert).toHaveBeenCalledExactlyOnceWith({ message });
    expect(effects.clearStorage).toHaveBeenCalledTimes(1);
    expect(effects.saveUser).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(fakes.fetchBalance).not.toHaveBeenCalled();
  });

  it('keeps the token when the user load fails for another reason', async () => {
    const { actor, effects } = await start({}, { fetchUser: () => Promise.resolve(fail('server', '用户不存在')) });
    actor.send({ type: 'session.start', token: 'tok' });
    await settle();
    expect(effects.notify).toHaveBeenCalledWith('用户不存在');
    expect(effects.navigate).toHaveBeenCalledWith('/');
    expect(actor.getSnapshot().matches({ session: 'signedIn' })).toBe(true);
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
  });

  it('shows the network message when the user load rejects', async () => {
    const { actor, effects } = await start({ token: 'tok' }, { fetchUser: () => Promise.reject(new Error('boom')) });
    expect(effects.notify).toHaveBeenCalledWith('网络异常，请检查网络后重试！');
    expect(actor.getSnapshot().matches({ session: 'signedIn' })).toBe(true);
  });

  it('refreshes the user on demand', async () => {
    const { actor, fakes, effects } = await start({ token: 'tok' });
    fakes.fetchUser.mockImplementation(() => Promise.resolve(ok(fakeUser({ username: 'renamed', balance: 9 }))));
    actor.send({ type: 'user.refresh' });
    await settle();
    expect(fakes.fetchUser).toHaveBeenCalledTimes(2);
    expect(selectUser(actor.getSnapshot())?.username).toBe('renamed');
    expect(effects.saveUser).toHaveBeenLastCalledWith(fakeUser({ username: 'renamed', balance: 9 }));
    expect(actor.getSnapshot().matches({ session: { signedIn: 'idle' } })).toBe(true);
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('is refreshing while the user is read again', async () => {
    const { actor, fakes } = await start({ token: 'tok' });
    let answer: (result: CallResult<SessionUser>) => void = () => {};
    fakes.fetchUser.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    expect(selectIsRefreshingUser(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'user.refresh' });
    expect(selectIsRefreshingUser(actor.getSnapshot())).toBe(true);
    answer(ok(fakeUser()));
    await settle();
    expect(selectIsRefreshingUser(actor.getSnapshot())).toBe(false);
  });

  it('keeps a user a screen read itself (the wallet refresh) like a loaded one', async () => {
    const { actor, effects } = await start({ token: 'tok' });
    const fresh = fakeUser({ username: 'demo01', balance: 77, gameBalance: 3, joinDays: 12 });
    actor.send({ type: 'user.receive', user: fresh });
    expect(selectUser(actor.getSnapshot())).toEqual(fresh);
    expect(selectBalance(actor.getSnapshot())).toBe(77);
    expect(effects.saveUser).toHaveBeenLastCalledWith(fresh);
    expect(actor.getSnapshot().matches({ session: { signedIn: 'idle' } })).toBe(true);
  });

  it.each<[string, Partial<Fakes>]>([
    ['the user load at start', { fetchUser: () => Promise.resolve(BLOCKED) }],
    ['the balance poll', { fetchBalance: () => Promise.resolve(BLOCKED) }],
  ])("signs a blocked member out when %s meets the backend's 403", async (_case, overrides) => {
    const { actor, effects, fakes, advance } = await start({ token: 'tok', user: fakeUser() }, overrides);
    expect(effects.alert).toHaveBeenCalledExactlyOnceWith(DISABLED);
    expect(effects.clearStorage).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
    expect(selectUser(actor.getSnapshot())).toBeNull();
    const polls = fakes.fetchBalance.mock.calls.length;
    await advance(BALANCE_POLL_MS * 3);
    expect(fakes.fetchBalance).toHaveBeenCalledTimes(polls);
  });

  it('signs a blocked member out when a login meets the 403 at the user load', async () => {
    const { actor, effects } = await start({}, { fetchUser: () => Promise.resolve(BLOCKED) });
    actor.send({ type: 'session.start', token: 'tok-1', redirect: '/mine' });
    await settle();
    expect(effects.alert).toHaveBeenCalledExactlyOnceWith(DISABLED);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
  });

  it('signs a blocked member out when a refresh meets the 403', async () => {
    const { actor, effects, fakes } = await start({ token: 'tok' });
    fakes.fetchUser.mockImplementation(() => Promise.resolve(BLOCKED));
    actor.send({ type: 'user.refresh' });
    await settle();
    expect(effects.alert).toHaveBeenCalledExactlyOnceWith(DISABLED);
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
  });

  it("signs a blocked member out once when any screen's call meets the 403 (session.block)", async () => {
    const { actor, effects, fakes, advance } = await start({ token: 'tok' });
    actor.send({ type: 'session.block' });
    actor.send({ type: 'session.block' });
    expect(effects.alert).toHaveBeenCalledExactlyOnceWith(DISABLED);
    expect(effects.clearStorage).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
    await advance(BALANCE_POLL_MS * 3);
    expect(fakes.fetchBalance).toHaveBeenCalledTimes(1);
  });

  it('takes session.block while the user loads, and leaves the answer that follows unread', async () => {
    let answer: (result: CallResult<SessionUser>) => void = () => {};
    const { actor, effects } = await start(
      { token: 'tok' },
      { fetchUser: () => new Promise((resolve) => (answer = resolve)) },
    );
    actor.send({ type: 'session.block' });
    answer(BLOCKED);
    await settle();
    expect(effects.alert).toHaveBeenCalledExactlyOnceWith(DISABLED);
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
  });

  it('ignores session.block when nobody is signed in', async () => {
    const { actor, effects } = await start();
    actor.send({ type: 'session.block' });
    expect(effects.alert).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
  });

  it('signs out a received user found disabled', async () => {
    const { actor, effects } = await start({ token: 'tok' });
    actor.send({ type: 'user.receive', user: fakeUser({ isDisabled: true }) });
    expect(effects.alert).toHaveBeenCalledWith({ message: '该用户已被禁用，请联系管理员！' });
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
  });

  it.each<[string, Fakes['fetchUser'], string]>([
    ['fails', () => Promise.resolve(fail('network', '网络连接超时')), '网络连接超时'],
    ['rejects', () => Promise.reject(new Error('boom')), '网络异常，请检查网络后重试！'],
  ])('stays signed in when a refresh %s', async (_case, fetchUser, message) => {
    const { actor, fakes, effects } = await start({ token: 'tok' });
    fakes.fetchUser.mockImplementation(fetchUser);
    actor.send({ type: 'user.refresh' });
    await settle();
    expect(effects.notify).toHaveBeenCalledWith(message);
    expect(actor.getSnapshot().matches({ session: { signedIn: 'idle' } })).toBe(true);
  });

  it('clears a user found blacklisted on refresh', async () => {
    const { actor, fakes, effects, advance } = await start({ token: 'tok' });
    fakes.fetchUser.mockImplementation(() => Promise.resolve(ok(fakeUser({ isBlacklisted: true }))));
    actor.send({ type: 'user.refresh' });
    await settle();
    expect(effects.alert).toHaveBeenCalledWith({ message: '您已被设为黑名单，暂不能登录，请联系管理员！' });
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
    await advance(BALANCE_POLL_MS * 2);
    expect(fakes.fetchBalance).toHaveBeenCalledTimes(1);
  });

  it('logout refused keeps the session and its polling', async () => {
    const { actor, fakes, effects, advance } = await start(
      { token: 'tok' },
      { confirmLogout: () => Promise.resolve(false) },
    );
    actor.send({ type: 'logout' });
    await settle();
    expect(fakes.confirmLogout).toHaveBeenCalledWith({ title: '提示', message: '您确定要退出登录吗?' });
    expect(fakes.logoff).not.toHaveBeenCalled();
    expect(effects.clearStorage).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ session: { signedIn: 'idle' } })).toBe(true);
    await advance(BALANCE_POLL_MS);
    expect(fakes.fetchBalance).toHaveBeenCalledTimes(2);
  });

  it('stays signed in when the confirmation itself fails', async () => {
    const { actor } = await start({ token: 'tok' }, { confirmLogout: () => Promise.reject(new Error('closed')) });
    actor.send({ type: 'logout' });
    await settle();
    expect(actor.getSnapshot().matches({ session: { signedIn: 'idle' } })).toBe(true);
  });

  it.each<[string, Fakes['logoff']]>([
    ['succeeds', () => Promise.resolve(ok(null))],
    ['fails', () => Promise.resolve(fail('server', '错误'))],
    ['rejects', () => Promise.reject(new Error('boom'))],
  ])('logout confirmed logs off, clears, stops polling and goes to /login when logoff %s', async (_case, logoff) => {
    const { actor, fakes, effects, advance } = await start({ token: 'tok' }, { logoff });
    actor.send({ type: 'logout' });
    await settle();
    expect(fakes.logoff).toHaveBeenCalledTimes(1);
    expect(effects.clearStorage).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(effects.alert).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, balance: null, gameBalance: null });
    await advance(BALANCE_POLL_MS * 2);
    expect(fakes.fetchBalance).toHaveBeenCalledTimes(1);
  });

  it('session.end clears, stops polling and goes to /login without asking or logging off', async () => {
    const { actor, fakes, effects, advance } = await start({ token: 'tok' });
    actor.send({ type: 'session.end' });
    await settle();
    expect(fakes.confirmLogout).not.toHaveBeenCalled();
    expect(fakes.logoff).not.toHaveBeenCalled();
    expect(effects.alert).not.toHaveBeenCalled();
    expect(effects.clearStorage).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, balance: null });
    await advance(BALANCE_POLL_MS * 2);
    expect(fakes.fetchBalance).toHaveBeenCalledTimes(1);
  });

  it('pauses polling while the page is hidden', async () => {
    const { actor, fakes, advance } = await start({ token: 'tok' });
    actor.send({ type: 'visibility.hide' });
    await advance(BALANCE_POLL_MS * 2);
    expect(fakes.fetchBalance).toHaveBeenCalledTimes(1);
    actor.send({ type: 'visibility.show' });
    await settle();
    expect(fakes.fetchBalance).toHaveBeenCalledTimes(2);
  });

  it('a new login while signed in reloads the user with the new token', async () => {
    const { actor, fakes, effects } = await start({ token: 'old' });
    actor.send({ type: 'session.start', token: 'new' });
    await settle();
    expect(effects.saveToken).toHaveBeenCalledWith('new');
    expect(fakes.fetchUser).toHaveBeenCalledTimes(2);
    expect(fakes.fetchBalance).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.token).toBe('new');
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('fails safe when the app provides nothing', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(appMachine, { input: { ...PAGE, token: 'tok' }, clock }).start();
    await settle();
    clock.increment(BALANCE_POLL_MS);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(selectSiteFailed(snapshot)).toBe(true);
    expect(snapshot.matches({ visit: 'checked' })).toBe(true);
    expect(snapshot.matches({ session: 'signedIn' })).toBe(true);
    actor.send({ type: 'logout' });
    await settle();
    expect(actor.getSnapshot().matches({ session: { signedIn: 'idle' } })).toBe(true);
  });

  it('logs off through the default logoff when the app provides only the confirmation', async () => {
    const machine = appMachine.provide({ actors: { confirmLogout: fromPromise(() => Promise.resolve(true)) } });
    const actor = createActor(machine, { input: { ...PAGE, token: 'tok' } }).start();
    await settle();
    actor.send({ type: 'logout' });
    await settle();
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
    actor.stop();
  });

  it('runs every default effect as a harmless no-op', async () => {
    const machine = appMachine.provide({
      actors: {
        fetchAppInfo: fromPromise(() => Promise.resolve(ok(fakeAppInfo()))),
        fetchVisitUrl: fromPromise(() => Promise.resolve(ok<{ url: string | null }>({ url: 'https://example.com/' }))),
        fetchUser: fromPromise(() => Promise.resolve(ok(fakeUser()))),
        fetchBalance: fromPromise(() => Promise.resolve(fail<Balance>('unauthorized', '未授权'))),
      },
    });
    const actor = createActor(machine, { input: PAGE }).start();
    actor.send({ type: 'session.start', token: 'tok' });
    await settle();
    await settle();
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(actor.getSnapshot().matches({ site: 'ready' })).toBe(true);
  });
});
