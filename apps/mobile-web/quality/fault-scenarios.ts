// The fault matrix's one rule: the faults the fake platform plays (and a dead network), and for each call of
// `quality/routes.ts` under each fault, what the player must get. The node suite (`fault-messages.test.ts`, every
// call under every fault through its screen's machine) and the browser suite (`e2e/faults.e2e.ts`, one call per
// screen and kind of failure) both read it, so the two cannot disagree on an expectation.
import { apiMessages } from '@lobby/api';
import { messages } from '@lobby/domain/messages';
import { codeFault, type Fault } from '@lobby/fake-platform/testing';
import type { CallCheck, ScreenCheck } from './routes.ts';
import { screens } from './routes.ts';

/** A server message the real backend could send; the app must show it as it comes. */
export const SERVER_MESSAGE = '系统繁忙，请稍后再试';

/**
 * How a fault reaches the app, whatever the call: the server's refusal, a 401, an answer it cannot read (an error
 * page, a body off the contract), a late answer, no answer (the timeout), no network.
 */
export type FaultGroup = 'server' | 'unauthorized' | 'unreadable' | 'slow' | 'timeout' | 'offline';

export type FaultScenario = {
  name: string;
  fault: Fault;
  group: FaultGroup;
  /** The message the call's surface shows; null when the call simply succeeds late. */
  message: (call: CallCheck) => string | null;
  /** Waits out the 30 s timeout with a fake clock instead of in real time. */
  timesOut?: boolean;
  /** The request itself failed (no answer, no network, an answer off the contract): a call's `requestFailureToast`. */
  requestFailed?: boolean;
};

/** The game launches word a dropped or silent network their own way (part 1 §8). */
function gameNetworkMessage(call: CallCheck): string | null {
  if (call.timeoutMessage === 'game') return messages['game.networkTimeout'];
  if (call.timeoutMessage === 'hot') return messages['hot.networkTimeout'];
  return null;
}

/** An answer off the contract: the api's text, or the hot login's 系统错误，请重试. */
function contractMessage(call: CallCheck): string {
  return call.contractMessage === 'hot' ? messages['hot.systemError'] : apiMessages.contract;
}

/** Every fault, in the order the suites play them. */
export const faultScenarios: readonly FaultScenario[] = [
  {
    name: 'code other than 200',
    fault: codeFault(500, SERVER_MESSAGE),
    group: 'server',
    message: () => SERVER_MESSAGE,
  },
  { name: 'code 401', fault: 'unauthorized', group: 'unauthorized', message: () => apiMessages.unauthorized },
  { name: 'HTTP 500 with an HTML page', fault: 'html500', group: 'unreadable', message: () => apiMessages.serverBusy },
  {
    name: 'a body that is not JSON',
    fault: 'malformed',
    group: 'unreadable',
    requestFailed: true,
    message: (call) => contractMessage(call),
  },
  {
    name: 'an envelope without its code',
    fault: 'no-code',
    group: 'unreadable',
    requestFailed: true,
    message: (call) => contractMessage(call),
  },
  { name: 'a slow answer', fault: 'slow:1500', group: 'slow', message: () => null },
  {
    name: 'no answer',
    fault: 'hang',
    group: 'timeout',
    timesOut: true,
    requestFailed: true,
    message: (call) =>
      gameNetworkMessage(call) ??
      (call.timeoutMessage === 'auth' ? messages['auth.networkError'] : apiMessages.timeout),
  },
  {
    name: 'no network',
    fault: 'offline',
    group: 'offline',
    requestFailed: true,
    message: (call) =>
      gameNetworkMessage(call) ??
      (call.timeoutMessage === 'auth' ? messages['auth.networkError'] : apiMessages.network),
  },
];

/** The faults after which a money call may have gone through: the app checks the records instead of trusting it. */
export const isUncertain = (fault: Fault): boolean =>
  !fault.startsWith('{') && fault !== 'unauthorized' && !fault.startsWith('slow');

/** Where a call meets the network: a venue's own path for the per-venue refresh (AG真人's row is tapped). */
export const requestPath = (call: CallCheck): string => call.path.replace('/{code}', '/ag');

/** The screen of `quality/routes.ts` with this key. */
export const screenByKey = (key: string): ScreenCheck => {
  const screen = screens.find((entry) => entry.key === key);
  if (!screen) throw new Error(`unknown screen ${key}`);
  return screen;
};

/**
 * What the player gets when `call` meets `scenario`, decided in this order (the first that applies):
 * - `sessionExpired`: a 401 of a call that ends the session: the expired alert, then /login.
 * - `landsOn`: the call moves the player whatever its outcome (logout).
 * - `leaves`: the late answer sends the whole window to the address it gave (a game).
 * - `success`: the late answer succeeds and moves the player to `path`.
 * - `outcomeChecked`: a money call that may have gone through: checked against the records, not done, one request.
 * - `outcomeRefused`: a money call refused with a code: the message as a toast, one request.
 * - `refused`: the late answer is the backend's refusal of the request the app sent, beside the form.
 * - `successAlert`: the late answer succeeds with an alert.
 * - `toast`, `inline`, `alert`: the message on the call's surface (`failsTo`: and the player is sent there).
 * - `nothing`: a silent call, or a late answer that succeeds: the screen works and no error shows.
 */
export type Expectation =
  | { shows: 'sessionExpired' }
  | { shows: 'landsOn'; path: string }
  | { shows: 'leaves'; url: string }
  | { shows: 'success'; path: string }
  | { shows: 'outcomeChecked' }
  | { shows: 'outcomeRefused'; message: string }
  | { shows: 'refused'; message: string }
  | { shows: 'successAlert'; message: string }
  | { shows: 'toast'; message: string; failsTo?: string }
  | { shows: 'inline'; message: string }
  | { shows: 'alert'; message: string }
  | { shows: 'nothing' };

/** The one rule both fault suites read: what `call` shows the player under `scenario`. */
export function expectationOf(call: CallCheck, scenario: FaultScenario): Expectation {
  // A call whose failed requests have their own toast shows it instead of the api's words.
  const failureToast = scenario.requestFailed ? call.requestFailureToast : undefined;
  const message = failureToast ?? scenario.message(call);
  const shows = failureToast ? 'toast' : call.faults.shows;
  if (scenario.fault === 'unauthorized' && call.unauthorized === 'session-expired') return { shows: 'sessionExpired' };
  if (call.landsOn) return { shows: 'landsOn', path: call.landsOn };
  if (message === null && call.leavesFor) return { shows: 'leaves', url: call.leavesFor };
  if (message === null && call.success) return { shows: 'success', path: call.success };
  if (call.faults.shows === 'outcome' && message !== null) {
    return isUncertain(scenario.fault) ? { shows: 'outcomeChecked' } : { shows: 'outcomeRefused', message };
  }
  if (message === null && call.refused) return { shows: 'refused', message: call.refused };
  if (message === null && call.successAlert) return { shows: 'successAlert', message: call.successAlert };
  if (message !== null && shows === 'toast') {
    return call.failsTo ? { shows: 'toast', message, failsTo: call.failsTo } : { shows: 'toast', message };
  }
  if (message !== null && shows === 'inline') return { shows: 'inline', message };
  if (message !== null && shows === 'alert') return { shows: 'alert', message };
  return { shows: 'nothing' };
}

/** One call under one fault. */
export type FaultCase = { call: CallCheck; scenario: FaultScenario; expectation: Expectation };

/** Every call under every fault (the node suite's matrix). */
export function allFaultCases(calls: readonly CallCheck[]): FaultCase[] {
  return calls.flatMap((call) =>
    faultScenarios.map((scenario) => ({ call, scenario, expectation: expectationOf(call, scenario) })),
  );
}

/** The fault groups the browser plays on each screen's first foreground call. */
const BROWSER_GROUPS: readonly FaultGroup[] = ['server', 'unauthorized', 'unreadable', 'timeout', 'offline'];

/**
 * The browser's share of the matrix, per screen: its first foreground call (the first of its calls in `calls`
 * whose failure shows; the first call when all are silent) under the first fault of each group (server message,
 * 401, unreadable answer, timeout on the fake clock, no network); then, from its calls in order, the first case of
 * each way of showing the outcome that this did not show yet (a background call's nothing, the expired session's
 * alert and /login, an alert dialog, the money outcome's check or refusal, a late answer's move or alert). A late
 * answer that only succeeds in place shows nothing to check.
 */
export function browserFaultCases(calls: readonly CallCheck[]): FaultCase[] {
  const chosen: FaultCase[] = [];
  const screenKeys = [...new Set(calls.map((call) => call.screen))];
  for (const key of screenKeys) {
    const own = calls.filter((call) => call.screen === key);
    const first = own.find((call) => call.faults.shows !== 'silent') ?? own[0];
    if (!first) continue;
    const cases = allFaultCases([first, ...own.filter((call) => call !== first)]);
    const shown = new Set<string>();
    for (const group of BROWSER_GROUPS) {
      const entry = cases.find((candidate) => candidate.call === first && candidate.scenario.group === group);
      if (!entry) continue;
      chosen.push(entry);
      shown.add(entry.expectation.shows);
    }
    for (const entry of cases) {
      if (chosen.includes(entry)) continue;
      const lateSuccess = entry.scenario.group === 'slow' && entry.expectation.shows === 'nothing';
      if (lateSuccess || shown.has(entry.expectation.shows)) continue;
      chosen.push(entry);
      shown.add(entry.expectation.shows);
    }
  }
  return chosen;
}
