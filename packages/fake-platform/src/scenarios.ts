import { delay, HttpResponse } from 'msw';

/** A fault a call can be switched to, one per way the real backend fails. */
export type Scenario =
  /**
   * A code other than 200 and this message in the envelope, with HTTP 200 (as the backend answers refusals) or
   * with `status` (a 5xx that still carries the envelope, as a proxy or the later backend variant sends).
   */
  | { kind: 'code'; code: number; message: string; status?: number }
  /** HTTP 200 with body code 401, as the original backend answers an unknown token. */
  | { kind: 'unauthorized' }
  /** HTTP 500 with Laravel's HTML error page. */
  | { kind: 'html500' }
  /** HTTP 200 with a body that is not JSON, or (`noCode`) an envelope without its code. */
  | { kind: 'malformed'; noCode?: boolean }
  /** The normal answer, after `ms` milliseconds. */
  | { kind: 'slow'; ms: number }
  /** No answer at all. */
  | { kind: 'hang' }
  /** The connection fails at once, as when the phone has no network (a fetch that rejects). */
  | { kind: 'offline' }
  /**
   * Not a fault of the answer: the game aggregator behind the backend refuses this request's venue call with
   * `message`, and the handler answers as the backend's code then does (a transfer logged as failed and answered
   * 209, recover-all 201, no money moved). Calls that reach no aggregator answer as usual.
   */
  | { kind: 'aggregator'; message: string };

/** The request header that switches one request to a scenario (JSON, or a short name such as `html500`). */
export const SCENARIO_HEADER = 'x-lobby-scenario';

/** The query flag that does the same, for requests whose headers a test cannot set. */
export const SCENARIO_QUERY = '__scenario';

/** How long `slow` waits when named without a duration. */
export const DEFAULT_SLOW_MS = 1500;

const LARAVEL_ERROR_PAGE = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Server Error</title></head>
<body><div class="code">500</div><div class="message">Server Error</div></body>
</html>`;

// What PHP prints when a notice escapes before the JSON: the body starts as HTML and never becomes an envelope.
const PHP_NOTICE_BODY = '<br />\n<b>Notice</b>:  Undefined index: type in <b>/app/Http/Controllers/Api.php</b>';

function isScenario(value: unknown): value is Scenario {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  switch (candidate.kind) {
    case 'code':
      return (
        typeof candidate.code === 'number' &&
        typeof candidate.message === 'string' &&
        (candidate.status === undefined ||
          (typeof candidate.status === 'number' && candidate.status >= 200 && candidate.status <= 599))
      );
    case 'aggregator':
      return typeof candidate.message === 'string';
    case 'slow':
      return typeof candidate.ms === 'number' && candidate.ms >= 0;
    case 'malformed':
      return candidate.noCode === undefined || typeof candidate.noCode === 'boolean';
    case 'unauthorized':
    case 'html500':
    case 'hang':
    case 'offline':
      return true;
    default:
      return false;
  }
}

/**
 * Reads a scenario from its text form: JSON (`{"kind":"code","code":203,"message":"密码错误"}`) or a short name
 * (`unauthorized`, `html500`, `malformed`, `no-code`, `hang`, `offline`, `slow`, `slow:3000`). Undefined when
 * unreadable.
 */
export function parseScenario(text: string | null | undefined): Scenario | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  if (value.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(value);
      return isScenario(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
  const [name, argument] = value.split(':', 2);
  switch (name) {
    case 'unauthorized':
    case 'html500':
    case 'hang':
    case 'offline':
      return { kind: name };
    case 'malformed':
      return { kind: 'malformed' };
    case 'no-code':
      return { kind: 'malformed', noCode: true };
    case 'slow': {
      const ms = argument === undefined ? DEFAULT_SLOW_MS : Number(argument);
      return Number.isFinite(ms) && ms >= 0 ? { kind: 'slow', ms } : undefined;
    }
    default:
      return undefined;
  }
}

/** Creates the switchboard of fault scenarios, one per call path (`/api/user`). */
export function createScenarios() {
  const active = new Map<string, Scenario>();
  const forRequest = (path: string, request: Request): Scenario | undefined =>
    parseScenario(request.headers.get(SCENARIO_HEADER)) ??
    parseScenario(new URL(request.url).searchParams.get(SCENARIO_QUERY)) ??
    active.get(path);
  return {
    /** Switches every later request to `path` to `scenario`. */
    set(path: string, scenario: Scenario): void {
      active.set(path, scenario);
    },
    /** Switches `path` back to its normal answers. */
    unset(path: string): void {
      active.delete(path);
    },
    /** Switches every call back to its normal answers. */
    clear(): void {
      active.clear();
    },
    /**
     * The aggregator's refusal for this request (an `aggregator` scenario by header, query flag or path); null
     * when the aggregator agrees.
     */
    aggregatorRefusal(path: string, request: Request): string | null {
      const scenario = forRequest(path, request);
      return scenario?.kind === 'aggregator' ? scenario.message : null;
    },
    /** The scenario for this request: its header or query flag first, then the one set for its path. */
    forRequest,
  };
}

/** The fault scenarios of one fake platform. */
export type Scenarios = ReturnType<typeof createScenarios>;

function untilAborted(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    signal?.addEventListener('abort', () => resolve(), { once: true });
  });
}

/**
 * Plays `scenario`: the fault's response, or undefined when the normal answer should follow (after the wait of
 * `slow`). `hang` settles only when `signal` aborts (the client went away), with a network error nobody reads.
 */
export async function playScenario(
  scenario: Scenario | undefined,
  signal?: AbortSignal,
): Promise<Response | undefined> {
  switch (scenario?.kind) {
    case undefined:
      return undefined;
    case 'code':
      return HttpResponse.json(
        { code: scenario.code, message: scenario.message, data: [] },
        { status: scenario.status ?? 200 },
      );
    case 'aggregator':
      return undefined;
    case 'unauthorized':
      return HttpResponse.json({ code: 401, message: '未授权', data: [] });
    case 'html500':
      return HttpResponse.html(LARAVEL_ERROR_PAGE, { status: 500 });
    case 'malformed':
      return scenario.noCode
        ? HttpResponse.json({ message: '成功', data: [] })
        : new HttpResponse(PHP_NOTICE_BODY, { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
    case 'slow':
      await delay(scenario.ms);
      return undefined;
    case 'hang':
      await Promise.race([delay('infinite'), untilAborted(signal)]);
      return HttpResponse.error();
    case 'offline':
      return HttpResponse.error();
  }
}
