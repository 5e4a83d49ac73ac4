import type { CallSpec } from './call-spec.ts';
import { type ApiResult, apiMessages, failure } from './result.ts';
import { BLOCKED_CODE, envelopeSchema, SUCCESS_CODE, UNAUTHORIZED_CODE } from './schemas/envelope.ts';

function parseJson(text: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (text === undefined || text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Reads one HTTP answer (status and body text) of `call` into a result, the way the app must see it: envelope
 * first, then the code, then the call's data schema. Pure, so the fake platform can check its own answers with it.
 */
export function readAnswer<T>(call: CallSpec<T>, status: number, text: string | undefined): ApiResult<T> {
  const json = parseJson(text);
  const envelope = json.ok ? envelopeSchema.safeParse(json.value) : undefined;
  const parsed = envelope?.success ? envelope.data : undefined;

  if (status === 401 || parsed?.code === UNAUTHORIZED_CODE) {
    return failure('unauthorized', parsed?.message || apiMessages.unauthorized, UNAUTHORIZED_CODE);
  }
  if (status === BLOCKED_CODE && parsed?.code === BLOCKED_CODE) {
    // The token is known but its member is blocked: the session is over. The backend's English words are not
    // shown; the api words it in the spec's Chinese (see apiMessages.blocked).
    return failure('blocked', apiMessages.blocked, BLOCKED_CODE, status);
  }
  const isHttpSuccess = status >= 200 && status < 300;
  if (!parsed) {
    // An error page (HTML, or Laravel's JSON without the envelope) is the backend failing, not a broken contract.
    return isHttpSuccess
      ? failure('contract', apiMessages.contract)
      : failure('server', apiMessages.serverBusy, undefined, status);
  }
  const serverMessage = parsed.message.trim() ? parsed.message : apiMessages.serverBusy;
  if (!isHttpSuccess) {
    // The later backend variant words some HTTP errors in the envelope.
    return parsed.code === SUCCESS_CODE
      ? failure('server', apiMessages.serverBusy, undefined, status)
      : failure('server', serverMessage, parsed.code, status);
  }
  const settled = call.settle?.(parsed);
  if (settled !== undefined) return { ok: true, data: settled, message: parsed.message };
  if (parsed.code !== SUCCESS_CODE) return failure('server', serverMessage, parsed.code);
  const refusal = call.refuse?.(parsed);
  if (refusal !== undefined) return failure('server', refusal);
  const data = call.data.safeParse(call.input ? call.input(parsed) : parsed.data);
  return data.success
    ? { ok: true, data: data.data, message: parsed.message }
    : failure('contract', apiMessages.contract);
}
