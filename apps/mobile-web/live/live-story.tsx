// The live stories: the real app at one route, with its real machines and call areas, answered in the browser by
// the fake platform's own handlers through Storybook's MSW worker. Story-only code: nothing under src/ imports it,
// so it never reaches a production bundle (the size suite checks that).

import type { FakeKind, Scenario, SiteConfig } from '@lobby/fake-platform';
import { createFakeHandlers, type FakeHandlers } from '@lobby/fake-platform/browser';
import { type MouseEvent, useEffect, useState } from 'react';
import '../src/wiring/app/app.css';
import { calls, screens } from '../quality/routes.ts';
import { LOCAL_KEYS, SESSION_KEYS } from '../src/ground/effects/storage.ts';
import { navigate } from '../src/ground/routing/hash-location.ts';
import { App } from '../src/root/app.tsx';
import type { AppActor } from '../src/wiring/app/app-actor.tsx';
import { dialogs, toaster } from '../src/wiring/app/effects.ts';
import { createAppActor } from '../src/wiring/app/providers.ts';
import { LIVE_DEFAULTS, type LiveAccount, type LiveFault } from './live-options.ts';
import './live-story.css';

/** The password of every demo account (README). */
const DEMO_PASSWORD = 'demo1234';

/** What each fault of the toolbar plays on the fake platform. */
const FAULT_SCENARIOS: Readonly<Record<Exclude<LiveFault, 'none'>, Scenario>> = {
  code: { kind: 'code', code: 500, message: '系统繁忙，请稍后再试' },
  html500: { kind: 'html500' },
  unauthorized: { kind: 'unauthorized' },
  slow: { kind: 'slow', ms: 3000 },
  offline: { kind: 'offline' },
};

/** Calls every screen makes through the shell; a fault on them would hide the screen's own behaviour. */
const SHELL_CALLS = new Set(['app', 'getVisitUrl']);

/** How a live story is set up: the route, the quality list's screen whose calls the fault applies to, the site. */
export type LiveOptions = {
  /** The in-app path with its query, as the hash router reads it (`/login?type=1`). */
  path: string;
  /** The screen's key in `quality/routes.ts`; its calls are the ones a fault applies to. */
  screen: string;
  /** Site settings to change from the seed (for example `{ site_state: '0' }` for maintenance). */
  site?: Partial<SiteConfig>;
  /**
   * The fake platform's clock: `live` (the default) starts at {@link LIVE_EPOCH}; `device` is this machine's clock,
   * for a story whose check compares the server's times with the app's device clock (the payment countdown).
   */
  clock?: 'live' | 'device';
  /** The backend the fake plays: `real` (its source, quirks included; the default) or `spec`. */
  kind?: FakeKind;
  /** Whether the fake answers the optional player-protection calls (today's backend answers them 404). */
  protection?: boolean;
};

/**
 * The moment the live fake platform's clock starts from, each story afresh: noon in Beijing on a Sunday. Every live
 * story sees the same dates, the same "today" and week, whenever it runs, and none crosses a Beijing midnight
 * while it plays (the seeded deposits of "today", which let demo01 grab a red packet, would become yesterday's).
 */
export const LIVE_EPOCH = Date.parse('2026-11-22T04:00:00Z');

/** A clock that starts at {@link LIVE_EPOCH} now and moves on with this machine's. */
function liveClock(): () => Date {
  const started = Date.now();
  return () => new Date(LIVE_EPOCH + (Date.now() - started));
}

/** The part of Storybook's story context the harness reads (kept structural: this folder has no Storybook types). */
export type LiveContext = {
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
  /** The MSW worker, which the preview's loader puts in the context of stories with `parameters.live`. */
  msw?: { use: (...handlers: FakeHandlers['handlers']) => void };
};

/** The paths of the calls a fault applies to on a screen. */
export function faultPaths(screenKey: string): string[] {
  const screen = screens.find((entry) => entry.key === screenKey);
  if (!screen) throw new Error(`no screen ${screenKey} in quality/routes.ts`);
  return screen.calls
    .filter((name) => !SHELL_CALLS.has(name))
    .map((name) => calls.find((call) => call.name === name)?.path)
    .filter((path): path is string => path !== undefined);
}

function forgetTheApp(): void {
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
  for (const key of Object.values(LOCAL_KEYS)) localStorage.removeItem(key);
  // A dialog an earlier story left open would show over this one.
  for (let open = dialogs.getSnapshot(); open; open = dialogs.getSnapshot()) dialogs.settle(open.id, false);
  // So would its toasts, for 2 s: a check for this story's toast could pass on the earlier story's same words.
  for (const toast of toaster.getSnapshot()) toaster.dismiss(toast.id);
}

async function signIn(username: string): Promise<string> {
  const response = await fetch('/api/login_pc', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: username, password: DEMO_PASSWORD, code: '' }),
  });
  const body = (await response.json()) as { data?: { new_api_token?: string } };
  const token = body.data?.new_api_token;
  if (!token) throw new Error(`the fake platform refused ${username}`);
  return token;
}

/** The fake platform of the story on screen, for play functions that check what the server now holds. */
let current: FakeHandlers | null = null;

/** The fake platform behind the live story on screen. */
export function liveFake(): FakeHandlers {
  if (!current) throw new Error('no live story is running');
  return current;
}

/**
 * Prepares one live story before it renders: a fresh fake platform from the seed (in memory), its handlers on the
 * worker, the app's storage forgotten, the toolbar's account signed in (as a returning player, with a session
 * token), the toolbar's fault on the screen's calls, and the route in the hash.
 */
export async function prepareLive(context: LiveContext, options: LiveOptions): Promise<FakeHandlers> {
  const account = (context.globals.account as LiveAccount | undefined) ?? LIVE_DEFAULTS.account;
  const fault = (context.globals.fault as LiveFault | undefined) ?? LIVE_DEFAULTS.fault;
  if (!context.msw) throw new Error('the live story has no MSW worker: is `parameters.live` set?');
  const fake = createFakeHandlers(undefined, {
    ...(options.clock === 'device' ? {} : { now: liveClock() }),
    ...(options.kind ? { kind: options.kind } : {}),
    ...(options.protection ? { protection: true } : {}),
  });
  if (options.site) fake.store.setConfig(options.site);
  context.msw.use(...fake.handlers);
  forgetTheApp();
  if (account !== 'out') sessionStorage.setItem(SESSION_KEYS.token, await signIn(account));
  if (fault !== 'none') {
    for (const path of faultPaths(options.screen)) fake.scenarios.set(path, FAULT_SCENARIOS[fault]);
  }
  history.replaceState(null, '', `${location.pathname}${location.search}#${options.path}`);
  current = fake;
  return fake;
}

/** The running app inside a phone-sized frame; a new app actor per mount, stopped on unmount. */
export function LiveApp() {
  const [actor, setActor] = useState<AppActor | null>(null);
  useEffect(() => {
    const created = createAppActor();
    created.start();
    setActor(created);
    return () => {
      created.stop();
    };
  }, []);
  return (
    <div className="live-frame" data-testid="live-frame" onClickCapture={followInAppLink}>
      {actor && <App actor={actor} />}
    </div>
  );
}

/**
 * Storybook's preview page has `<base target="_parent">`, so an in-app link (`#/boutBallBet`) would change the
 * Storybook window's address instead of the app's. Inside the frame, such links move the app's own hash instead.
 */
function followInAppLink(event: MouseEvent<HTMLDivElement>): void {
  const link = (event.target as Element).closest('a[href^="#/"]');
  if (!link || event.defaultPrevented) return;
  event.preventDefault();
  navigate((link.getAttribute('href') ?? '#/').slice(1));
}

/**
 * The shared part of a live story's meta: `parameters.live` (the preview starts the MSW worker for it; a story may
 * override it to open another path), a `beforeEach` that prepares the fake platform and the session, and a render
 * of the running app.
 */
export function liveMeta(options: LiveOptions) {
  return {
    parameters: { layout: 'fullscreen', live: options },
    beforeEach: async (context: LiveContext) => {
      await prepareLive(context, (context.parameters.live as LiveOptions | undefined) ?? options);
    },
    render: () => <LiveApp />,
  };
}

/**
 * The four characters the captcha image shows, read from its glyphs as a player reads the picture (the image is an
 * SVG whose letters are `<text>` elements).
 */
export function captchaAnswer(root: HTMLElement): string {
  const src = root.querySelector<HTMLImageElement>('.lb-captcha img')?.getAttribute('src') ?? '';
  const svg = decodeURIComponent(src.replace(/^data:image\/svg\+xml,/, ''));
  return Array.from(svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g), (match) => match[1] ?? '').join('');
}
