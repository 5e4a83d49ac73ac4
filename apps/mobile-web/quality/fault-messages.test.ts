// Every call of `quality/routes.ts` under every fault, in node: the real api transport sends the call to the fake
// platform (msw/node), which plays the fault as the browser suite's fake does (the `x-lobby-scenario` header; a
// dead network is the fake's `offline`, a fetch that rejects); the screen's live machine, with the app's own
// providers, turns the answer into what the player gets (a toast, an alert, the inline message, a move), and the
// test compares that with the one rule both fault suites read (`fault-scenarios.ts`). How each call is reached is
// its screen's driver file's (`src/screens/<name>/<name>.driver.ts`, quality/drivers.ts), with the steps they share
// in quality/drive.ts. Timers are fake, so the 30 s timeout and the money outcome's 45 s window pass at once. The
// browser (`e2e/faults.e2e.ts`) keeps one case per screen and kind of failure: that the message shows, nothing goes
// blank, nothing throws, typed input stays.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The app's modules read the page's address, storage and history as they load: a page of their own, before them.
const page = vi.hoisted(() => {
  const memory = (): Storage => {
    const items = new Map<string, string>();
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, String(value)),
      removeItem: (key) => void items.delete(key),
      clear: () => items.clear(),
      key: (index) => [...items.keys()][index] ?? null,
      get length() {
        return items.size;
      },
    };
  };
  const origin = 'http://lobby.test';
  const state = { hash: '#/', navigations: [] as string[], leaves: [] as string[] };
  const location = {
    origin,
    pathname: '/',
    search: '',
    get hash() {
      return state.hash;
    },
    get href() {
      return `${origin}/${state.hash}`;
    },
    assign: (url: string) => void state.leaves.push(url),
    replace: (url: string) => void state.leaves.push(url),
  };
  const moveTo = (url: string) => {
    state.hash = url.slice(url.indexOf('#'));
    state.navigations.push(state.hash.slice(1));
  };
  const history = {
    state: null as unknown,
    length: 1,
    pushState: (_state: unknown, _title: string, url: string) => moveTo(url),
    replaceState: (_state: unknown, _title: string, url: string) => moveTo(url),
    back: () => undefined,
  };
  Object.assign(globalThis, {
    location,
    history,
    sessionStorage: memory(),
    localStorage: memory(),
    dispatchEvent: () => true,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    HashChangeEvent: class extends Event {},
  });
  return state;
});

import { apiMessages, createSessionApi, createTransport } from '@lobby/api';
import { messages } from '@lobby/domain/messages';
import { OUTCOME_CHECK_WINDOW_MS, outcomeMessages } from '@lobby/domain/money';
import { createHandlers, createStore, DEMO_ACCOUNT, SCENARIO_HEADER } from '@lobby/fake-platform';
import { createFakePlatform } from '@lobby/fake-platform/node';
import type { AnyActorRef } from 'xstate';
import { dialogs, toaster } from '../src/wiring/app/effects.ts';
import * as kit from './drive.ts';
import type { Driven, NodeDrive } from './driver-kit.ts';
import { callKey, driverIn, folderOf, nodeDriverOf, screenDrivers } from './drivers.ts';
import {
  allFaultCases,
  type Expectation,
  type FaultCase,
  requestPath,
  SERVER_MESSAGE,
  screenByKey,
} from './fault-scenarios.ts';
import { type CallCheck, calls } from './routes.ts';

/** What one case left the player with, besides the machine's own state. */
type Seen = { toasts: string[]; alerts: string[]; navigations: string[]; leaves: string[]; requests: number };

// The fake platform and what reaches it: requests to the faulted call get the fault's header, as in the browser.
const fake = createFakePlatform();
const seen: Seen = { toasts: [], alerts: [], navigations: [], leaves: [], requests: 0 };
let faulted: { path: string; fault: string } | null = null;
/** Envelopes some paths answer instead of the fake (a driver's `answer`), as the browser suite's `lobby.answer` does. */
const { answers } = kit;
let pending = 0;

beforeAll(() => {
  fake.server.listen();
  const mswFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const hit = faulted !== null && new URL(request.url).pathname.endsWith(faulted.path);
    if (hit && faulted) {
      seen.requests += 1;
      pending += 1;
      request.headers.set(SCENARIO_HEADER, faulted.fault);
    }
    const answer = [...answers].find(([path]) => new URL(request.url).pathname.endsWith(path));
    if (answer) return Response.json(answer[1]);
    try {
      return await mswFetch(request);
    } finally {
      if (hit) pending -= 1;
    }
  };
  toaster.subscribe(() => {
    for (const toast of toaster.getSnapshot()) {
      if (toast.kind === 'error' && !shownToasts.has(toast.id)) {
        shownToasts.add(toast.id);
        seen.toasts.push(toast.message);
      }
    }
  });
  dialogs.subscribe(() => {
    const open = dialogs.getSnapshot();
    if (open && !shownDialogs.has(open.id)) {
      shownDialogs.add(open.id);
      seen.alerts.push(open.message);
      // The player reads it and taps 确定.
      dialogs.settle(open.id, true);
    }
  });
});
const shownToasts = new Set<number>();
const shownDialogs = new Set<number>();
afterAll(() => fake.server.close());

/** Signs the demo player in (a token in session storage, as the login screen leaves it). */
async function signIn(): Promise<void> {
  const session = createSessionApi(
    createTransport({ baseUrl: location.origin, fetch: (request) => fetch(request), getToken: () => null }),
  );
  const answer = await session.login({ name: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password, code: '' });
  if (!answer.ok) throw new Error(`demo login failed: ${answer.error.message}`);
  sessionStorage.setItem('token', answer.data.token);
}

let running: AnyActorRef | null = null;

/** The last case did something a player does (a submit, a tap), which may have changed the store. */
let dirty = false;

beforeEach(async () => {
  // A fresh store after a case that may have changed it, as each browser case has its own player: a late password
  // change lands for good. Loads leave the store as it was (a new one costs about 150 ms).
  if (dirty) fake.server.resetHandlers(...createHandlers(createStore()));
  sessionStorage.clear();
  localStorage.clear();
  Object.assign(seen, { toasts: [], alerts: [], navigations: [], leaves: [], requests: 0 });
  page.navigations = seen.navigations;
  page.leaves = seen.leaves;
  faulted = null;
  answers.clear();
});

afterEach(() => {
  running?.stop();
  running = null;
  vi.useRealTimers();
});

/** Steps the fake clock until the faulted call has been answered (or given up), then `after` ms more. */
async function settle(after: number): Promise<void> {
  for (let elapsed = 0; elapsed < 120_000; elapsed += 100) {
    await vi.advanceTimersByTimeAsync(100);
    await new Promise((resolve) => setImmediate(resolve));
    if (seen.requests > 0 && pending === 0) break;
  }
  // Afterwards in half seconds: what follows the answer (a toast, a move, the outcome's reads) needs no finer steps.
  for (let elapsed = 0; elapsed < after; elapsed += 500) {
    await vi.advanceTimersByTimeAsync(500);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Plays one case and returns what the player got. */
async function play(entry: FaultCase, drive: NodeDrive): Promise<{ driven: Driven; seen: Seen }> {
  dirty = entry.call.trigger !== 'load' && entry.call.trigger !== 'poll';
  if (entry.call.session === 'in') await signIn();
  // The player is on the call's screen (a failure that sends them home moves from there).
  page.hash = `#${screenByKey(entry.call.screen).path}`;
  faulted = { path: requestPath(entry.call), fault: entry.scenario.fault };
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const driven = await drive(kit, screenByKey(entry.call.screen));
  running = driven.actor ?? null;
  // A call area the machine imports as it starts (home's) loads in real time, not on the fake clock: on a loaded
  // machine the fake two minutes below could pass before it arrives and sends its call.
  await vi.dynamicImportSettled();
  // A money call that may have gone through is checked over the outcome window (45 s of the page's time).
  await settle(entry.expectation.shows === 'outcomeChecked' ? OUTCOME_CHECK_WINDOW_MS + 15_000 : 2_000);
  return { driven, seen };
}

/** The words of a failed request, which a working screen never shows in its own place. */
const FAILURE_WORDS: readonly string[] = [
  ...Object.values(apiMessages),
  SERVER_MESSAGE,
  messages['auth.networkError'],
  messages['game.networkTimeout'],
  messages['hot.networkTimeout'],
  messages['hot.systemError'],
];

/** The assertion of one expectation on what the player got. */
function expectSeen(expectation: Expectation, driven: Driven, got: Seen): void {
  const inline = driven.inline?.() ?? null;
  switch (expectation.shows) {
    case 'toast':
      expect([...got.toasts, driven.toast?.()]).toContain(expectation.message);
      if (expectation.failsTo) expect(got.navigations.at(-1)).toBe(expectation.failsTo);
      return;
    case 'inline':
      expect(inline).toBe(expectation.message);
      return;
    case 'alert':
      expect(got.alerts).toContain(expectation.message);
      return;
    case 'sessionExpired':
      expect(got.alerts).toContain(messages['session.expired']);
      expect(got.navigations).toContain('/login');
      return;
    case 'landsOn':
      expect(got.navigations.at(-1)).toBe(expectation.path);
      return;
    case 'leaves':
      expect(got.leaves.some((url) => url.includes(expectation.url))).toBe(true);
      return;
    case 'success':
    case 'successAlert':
      expect(got.toasts).toEqual([]);
      expect(inline).toBeNull();
      // The move or the alert that follows is the screen's (React), which the journeys check; here the machine
      // took the late answer as the success it is.
      expect(driven.succeeded?.(got)).toBe(true);
      return;
    case 'refused':
      expect(inline).toBe(expectation.message);
      return;
    case 'outcomeRefused':
      expect(got.toasts).toContain(expectation.message);
      expect(got.requests).toBe(1);
      return;
    case 'outcomeChecked':
      // Checked against the records for the whole window (the fake never reached the money), never resent.
      expect(got.toasts).toContain(outcomeMessages.notDone);
      expect(got.requests).toBe(1);
      return;
    case 'nothing':
      // The screen keeps working: no alert, and no failure's words in its place.
      expect(got.alerts).toEqual([]);
      expect(FAILURE_WORDS).not.toContain(inline);
      return;
  }
}

/** A money outcome steps a minute of the page's clock through its reads: seconds here on a busy machine. */
const MONEY_CASE_TIMEOUT_MS = 30_000;

describe('the fault matrix in node', () => {
  it('has a driver for every call, beside its screen, and no driver of no call', () => {
    expect(calls.length).toBeGreaterThan(0);
    const keys = calls.map(callKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const call of calls) expect(nodeDriverOf(call), `${callKey(call)} has no driver`).toBeTypeOf('function');
    const driven = screenDrivers.flatMap(({ folder, driver }) =>
      Object.keys(driver.calls ?? {}).map((key) => ({ folder, key })),
    );
    expect(driven.length).toBeGreaterThan(0);
    for (const { folder, key } of driven) {
      const call = calls.find((entry) => callKey(entry) === key);
      expect(call, `src/screens/${folder}'s driver drives ${key}, which is no call`).toBeDefined();
      if (call) expect(folderOf(call.screen), `${key} is driven away from its screen`).toBe(folder);
    }
  });

  describe.each(calls.map((call: CallCheck) => [callKey(call), call] as const))('%s', (key, call) => {
    it.each(
      allFaultCases(calls)
        .filter((entry) => callKey(entry.call) === key)
        .map((entry) => [entry.scenario.name, entry] as const),
    )(
      'answered with %s',
      async (_name, entry) => {
        const drive = driverIn(folderOf(call.screen))?.calls?.[key];
        if (!drive) throw new Error(`no driver for ${key}`);
        const { driven, seen: got } = await play(entry, drive);
        expect(got.requests).toBeGreaterThan(0);
        expectSeen(entry.expectation, driven, got);
      },
      MONEY_CASE_TIMEOUT_MS,
    );
  });
});
