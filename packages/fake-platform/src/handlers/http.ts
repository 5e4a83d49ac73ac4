import { type HttpHandler, HttpResponse, http } from 'msw';
import { playScenario, type Scenarios } from '../scenarios.ts';
import type { FakeUser, Refusal, Store } from '../store.ts';
import type { Answer, Form } from './form.ts';
import { createIdempotency, type MemberAnswer } from './idempotency.ts';

export type { Answer, Form } from './form.ts';

/** Answers the envelope `{code, message, data}` with HTTP 200; `data` is left out when undefined. */
export function envelope(code: number, message: string, data?: unknown): Response {
  return HttpResponse.json(data === undefined ? { code, message } : { code, message, data });
}

/** A success envelope. */
export function ok(data: unknown, message = '成功'): Response {
  return envelope(200, message, data);
}

/** The backend's validator: code 1000, no `data` key, served as text/json. */
export function invalid(message: string): Response {
  return HttpResponse.text(JSON.stringify({ code: 1000, message }), { headers: { 'Content-Type': 'text/json' } });
}

/** A business refusal: 1000 as the validator sends it, any other code with `data: ""`. */
export function refused(refusal: Refusal): Response {
  return refusal.code === 1000 ? invalid(refusal.message) : envelope(refusal.code, refusal.message, '');
}

/** Reads the request's fields from JSON, a urlencoded or multipart form, or (GET) the query. */
export async function readForm(request: Request): Promise<Form> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    return Object.fromEntries(new URL(request.url).searchParams);
  }
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    try {
      return Object.fromEntries((await request.formData()).entries());
    } catch {
      return {};
    }
  }
  const text = await request.text();
  if (!text) return {};
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Form) : {};
  } catch {
    return {};
  }
}

/** A field as trimmed text; '' when missing or not text or a number. */
export function field(form: Form, key: string): string {
  const value = form[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/** The message of the first of `keys` the request left empty, or undefined when all are there. */
export function missing(form: Form, keys: ReadonlyArray<readonly [string, string]>): string | undefined {
  return keys.find(([key]) => !field(form, key))?.[1];
}

/** Whether the request sent this key at all (even empty). */
export function has(form: Form, key: string): boolean {
  return form[key] !== undefined && form[key] !== null;
}

/** A field as a whole number; undefined when missing or not one. */
export function integerField(form: Form, key: string): number | undefined {
  const text = field(form, key);
  return /^-?\d+$/.test(text) ? Number(text) : undefined;
}

/** The bearer token of a request; '' when there is none. */
export function bearerToken(request: Request): string {
  const match = /^Bearer\s*(.*)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1]?.trim() ?? '';
}

/** The origin a request was sent to, for the absolute addresses the backend answers with. */
export function originOf(request: Request): string {
  return new URL(request.url).origin;
}

/** Laravel 6's `paginate()` object over `rows`, with `page` and the page size read from the request. */
export function paginate<T>(
  rows: ReadonlyArray<T>,
  form: Form,
  request: Request,
  defaultPerPage: number,
): Record<string, unknown> {
  const asked = integerField(form, 'pagesize') ?? integerField(form, 'limit');
  const perPage = asked !== undefined && asked > 0 ? Math.min(asked, 100) : defaultPerPage;
  const page = Math.max(1, integerField(form, 'page') ?? 1);
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const slice = rows.slice((page - 1) * perPage, page * perPage);
  const url = new URL(request.url);
  const path = `${url.origin}${url.pathname}`;
  const pageUrl = (n: number) => `${path}?page=${n}`;
  const from = slice.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    data: slice,
    first_page_url: pageUrl(1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(lastPage),
    next_page_url: page < lastPage ? pageUrl(page + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: page > 1 ? pageUrl(page - 1) : null,
    to: from === null ? null : from + slice.length - 1,
    total,
  };
}

/** What every group of handlers gets: the store, the two ways to declare a call and the money calls' keys. */
export type Kit = {
  store: Store;
  /** A public call: fault scenarios first, then time-driven state, then `answer`. */
  route: (method: 'get' | 'post', path: string, answer: (request: Request, form: Form) => Answer) => HttpHandler;
  /** A call that needs the bearer token: code 401 inside HTTP 200 when no member holds it. */
  member: (
    method: 'get' | 'post',
    path: string,
    answer: (user: Readonly<FakeUser>, request: Request, form: Form) => Answer,
  ) => HttpHandler;
  /**
   * Makes a member call honour the `Idempotency-Key` header (see `createIdempotency`): the money calls, in `spec`
   * only (the backend, and so `real`, ignores the header). The keys are remembered per kit, so per
   * `createHandlers`; fault scenarios play before and are not remembered.
   */
  idempotent: (answer: MemberAnswer) => MemberAnswer;
  /**
   * The game aggregator's refusal for a request to `path` (an `aggregator` scenario), null when it agrees: the
   * calls that reach the aggregator (transfers, recover-all) pass it to the store.
   */
  aggregator: (path: string, request: Request) => string | null;
};

/** The path a handler is declared under, also the key of its fault scenario (`/api/userapimoney/{code}`). */
function scenarioKey(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** Whether the backend's api_auth middleware refuses this member (status <= 0, or blacklisted). */
export function isDisabled(user: Readonly<FakeUser>): boolean {
  return user.status <= 0 || user.isblack === 1;
}

/** Builds the {@link Kit} of a store and its fault switchboard. */
export function createKit(store: Store, scenarios: Scenarios): Kit {
  const route: Kit['route'] = (method, path, answer) =>
    http[method](`*${path}`, async ({ request }) => {
      const fault = await playScenario(scenarios.forRequest(scenarioKey(path), request), request.signal);
      if (fault) return fault;
      store.tick();
      return answer(request, await readForm(request));
    });
  const real = store.kind === 'real';
  const member: Kit['member'] = (method, path, answer) =>
    route(method, path, (request, form) => {
      const user = store.userByToken(bearerToken(request));
      if (!real) return user ? answer(user, request, form) : envelope(401, '未授权', []);
      // The backend's api_auth middleware (Apiauthenticate): HTTP 401 for no member, HTTP 403 for a disabled one
      // (status <= 0, isdel or isblack), before any controller runs; neither carries `data`.
      if (!user) return HttpResponse.json({ code: 401, message: 'authentication failed' }, { status: 401 });
      if (isDisabled(user)) return HttpResponse.json({ code: 403, message: 'account disabled' }, { status: 403 });
      return answer(user, request, form);
    });
  // The backend ignores `Idempotency-Key` (a repeat is a second request); `spec` keeps honouring it.
  const keys = createIdempotency(store.now);
  const idempotent: Kit['idempotent'] = real ? (answer) => answer : keys.idempotent;
  const aggregator: Kit['aggregator'] = (path, request) => scenarios.aggregatorRefusal(scenarioKey(path), request);
  return { store, route, member, idempotent, aggregator };
}
