import type { LedgerEntry, LedgerPage } from '../money/outcome.ts';
import type { CallError, CallResult } from '../result.ts';
import type { AppInfo, SessionUser } from '../session/session.types.ts';

/** Site settings of a normal, open site; override what a test or story is about. */
export function fakeAppInfo(overrides: Partial<AppInfo> = {}): AppInfo {
  return {
    title: '演示娱乐',
    siteState: 1,
    repairTips: '系统维护中，请稍后访问',
    siteLogo: '/logo.png',
    appState: 1,
    iosDownloadUrl: 'https://example.com/app.ipa',
    redpacketSwitch: 1,
    indexModal: 0,
    webcontent: '<p>欢迎光临</p>',
    ...overrides,
  };
}

/** A player in good standing; override what a test or story is about. */
export function fakeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    username: 'demo1234',
    avatar: '',
    balance: 1000,
    gameBalance: 0,
    isBlacklisted: false,
    isDisabled: false,
    currentVip: 'VIP1',
    ...overrides,
  };
}

/** A successful call result. */
export function ok<T>(data: T, message = ''): CallResult<T> {
  return { ok: true, data, message };
}

/** A failed call result; `code` defaults to 401 for `unauthorized` and is left out otherwise unless given. */
export function fail<T = never>(kind: CallError['kind'], message: string, code?: number): CallResult<T> {
  const resolved = code ?? (kind === 'unauthorized' ? 401 : undefined);
  return { ok: false, error: resolved === undefined ? { kind, message } : { kind, message, code: resolved } };
}

/**
 * A ledger read as the intent machine takes it: the rows of a result, with the server's clock `clockOffsetMs` from
 * the device's (0: a right clock read from the answer; null: a page that cannot read it, cross origin).
 */
export function ledgerPage(
  result: CallResult<readonly LedgerEntry[]>,
  clockOffsetMs: number | null = 0,
): CallResult<LedgerPage> {
  return result.ok ? { ...result, data: { rows: result.data, clockOffsetMs } } : result;
}

/**
 * Lets resolved provided actors report back: drains the promise-job queue a generous number of turns.
 * Domain code has no timers (not even in tests), so this waits on microtasks alone.
 */
export async function settle(turns = 100): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await Promise.resolve();
}
