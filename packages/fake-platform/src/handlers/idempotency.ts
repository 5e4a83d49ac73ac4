import { HttpResponse } from 'msw';
import type { FakeUser } from '../store.ts';
import type { Answer, Form } from './form.ts';

/** The request header that makes a money call idempotent: the same key and request are processed once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * The body field that carries the same key (`@lobby/api` sends it there: the backend's CORS list has no
 * `Idempotency-Key`, so a cross-origin preflight with the header fails). The header wins when both are sent.
 */
export const IDEMPOTENCY_KEY_FIELD = 'idempotency_key';

/** The code of a refused key: one reused for a different request, or one that is not a valid key. */
export const IDEMPOTENCY_REFUSED_CODE = 422;

/** The message of a key sent again with a request other than the one it was first sent with. */
export const IDEMPOTENCY_MISMATCH_MESSAGE = '重复的请求标识，请求内容不一致';

/** The message of a key that is not valid (longer than {@link IDEMPOTENCY_KEY_MAX_LENGTH} characters). */
export const IDEMPOTENCY_INVALID_KEY_MESSAGE = '请求标识无效';

/** The longest key accepted, in characters. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** How many keys are remembered at most; the oldest is dropped first. */
export const IDEMPOTENCY_MAX_KEYS = 10_000;

/** How long a key is remembered, by the store's clock. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** A member call's answer function, as `Kit['member']` takes it. */
export type MemberAnswer = (user: Readonly<FakeUser>, request: Request, form: Form) => Answer;

/** An answer as it was sent: rebuilt byte for byte (status, headers, body text) for every repeat. */
type Remembered = { status: number; statusText: string; headers: ReadonlyArray<[string, string]>; body: string };

type Entry = { at: number; fingerprint: string; answer: Promise<Remembered> };

/**
 * A request's fingerprint: its path and its fields but the key's own, keys sorted, values as trimmed text (so
 * `100`, `"100"` and `" 100 "` are the same request, as the handlers read them).
 */
export function fingerprintOf(path: string, form: Form): string {
  const fields = Object.keys(form)
    .filter((key) => key !== IDEMPOTENCY_KEY_FIELD)
    .toSorted()
    .map((key) => [key, canonicalValue(form[key])]);
  return JSON.stringify([path, fields]);
}

function canonicalValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value).trim();
  }
  return JSON.stringify(value) ?? '';
}

function rebuild(remembered: Remembered): Response {
  const { body, status, statusText, headers } = remembered;
  return new HttpResponse(body, { status, statusText, headers: [...headers] });
}

/** A refused key: the backend's envelope with code 422 and `data: ""`, in HTTP 200. */
function refusedKey(message: string): Response {
  return HttpResponse.json({ code: IDEMPOTENCY_REFUSED_CODE, message, data: '' });
}

/**
 * Creates the memory of idempotency keys of one set of handlers and the wrapper that applies it to a member call:
 * `idempotent(answer)`. A request with the header {@link IDEMPOTENCY_KEY_HEADER} (or, without it, the body field
 * {@link IDEMPOTENCY_KEY_FIELD}) is answered once per player,
 * path and key; a repeat with the same fields (also one sent while the first is still being answered) gets the
 * first answer again without running `answer`; a repeat with other fields, or a key over 255 characters, is
 * refused with code 422 in HTTP 200. Without a key (or with an empty one) `answer` runs as usual. Only
 * what `answer` produced is remembered: fault scenarios are played before it and leave no trace. At most
 * {@link IDEMPOTENCY_MAX_KEYS} keys are kept, none older than {@link IDEMPOTENCY_TTL_MS} by `now`.
 */
export function createIdempotency(now: () => number) {
  // Insertion order is age order: the first entry is the oldest.
  const entries = new Map<string, Entry>();

  function dropExpired(at: number): void {
    for (const [key, entry] of entries) {
      if (at - entry.at <= IDEMPOTENCY_TTL_MS) break;
      entries.delete(key);
    }
  }

  function remember(slot: string, entry: Entry): void {
    entries.set(slot, entry);
    while (entries.size > IDEMPOTENCY_MAX_KEYS) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
  }

  function idempotent(answer: MemberAnswer): MemberAnswer {
    return (user, request, form) => {
      const key = (request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? canonicalValue(form[IDEMPOTENCY_KEY_FIELD])).trim();
      if (!key) return answer(user, request, form);
      if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
        return refusedKey(IDEMPOTENCY_INVALID_KEY_MESSAGE);
      }
      const path = new URL(request.url).pathname;
      const fingerprint = fingerprintOf(path, form);
      const slot = JSON.stringify([user.id, path, key]);
      const at = now();
      dropExpired(at);
      const known = entries.get(slot);
      if (known && at - known.at > IDEMPOTENCY_TTL_MS) entries.delete(slot);
      else if (known) {
        if (known.fingerprint !== fingerprint) {
          return refusedKey(IDEMPOTENCY_MISMATCH_MESSAGE);
        }
        return known.answer.then(rebuild);
      }
      // The entry is in place before anything is awaited, so a repeat arriving meanwhile waits for this answer.
      const entry: Entry = {
        at,
        fingerprint,
        answer: (async () => {
          const response = await answer(user, request, form);
          return {
            status: response.status,
            statusText: response.statusText,
            headers: [...response.headers],
            body: await response.text(),
          };
        })(),
      };
      remember(slot, entry);
      // An answer that failed is not remembered: the key may be sent again.
      entry.answer.catch(() => {
        if (entries.get(slot) === entry) entries.delete(slot);
      });
      return entry.answer.then(rebuild);
    };
  }

  return {
    idempotent,
    /** How many keys are remembered now (in flight included). */
    size: (): number => entries.size,
  };
}

/** The idempotency memory of one set of handlers. */
export type Idempotency = ReturnType<typeof createIdempotency>;
