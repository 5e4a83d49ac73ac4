// How a test asks the fake for a fault: the fault's text (what `parseScenario` reads), encoded into the request's
// scenario header, and a browser page's calls routed through it. The one place that writes the header: the fake's
// own scenarios.ts is the one that reads it.
import { SCENARIO_HEADER } from '../scenarios.ts';

/**
 * A fault of the fake platform as its scenario header carries it (a short name such as `html500` or `slow:300`,
 * or a scenario's JSON: see `parseScenario`), or `offline`: the request fails in the browser.
 */
export type Fault = string | 'offline';

/** Keeps an HTTP header ASCII: the fake reads the scenario as JSON, and JSON escapes keep Chinese readable to it. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The fake's `code` scenario: a code other than 200 with `message` (HTTP 200 unless `status` says otherwise). */
export function codeFault(code: number, message: string, status?: number): Fault {
  if (status !== undefined) return asciiJson({ kind: 'code', code, message, status });
  return asciiJson({ kind: 'code', code, message });
}

/**
 * The fake's `aggregator` scenario: the game aggregator behind the backend refuses with `message`, and the call
 * answers as the backend's code then does (a transfer logged as failed and refused with 209, no money moved).
 */
export function aggregatorRefusing(message: string): Fault {
  return asciiJson({ kind: 'aggregator', message });
}

/** A request's headers with `fault`'s scenario header added (for a fault the fake plays, not `offline`). */
export function withFault(headers: Record<string, string>, fault: Fault): Record<string, string> {
  return { ...headers, [SCENARIO_HEADER]: fault };
}

/** What of a Playwright route a fault needs (said here, so the fake does not depend on Playwright). */
export type FaultRoute = {
  request(): { headers(): Record<string, string> };
  continue(options: { headers: Record<string, string> }): Promise<void>;
  abort(errorCode?: string): Promise<void>;
};

/** Sends a routed request on to the fake with `fault`, or (`offline`) fails it in the browser as a dead network. */
export function continueWithFault(route: FaultRoute, fault: Fault): Promise<void> {
  if (fault === 'offline') return route.abort('internetdisconnected');
  return route.continue({ headers: withFault(route.request().headers(), fault) });
}

/** What of a Playwright page routing a fault needs. */
export type FaultPage = {
  route(url: (url: URL) => boolean, handler: (route: FaultRoute) => unknown): Promise<unknown>;
};

/** Sends every request `page` makes to `path` (`/api/user`) to `fault`. */
export async function routeFault(page: FaultPage, path: string, fault: Fault): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith(path),
    (route) => continueWithFault(route, fault),
  );
}
