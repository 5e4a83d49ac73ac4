/** What went wrong with a call, sorted by what the app does about it. */
export type ApiError = {
  /**
   * `server`: the backend answered with a code other than 200 (or an error page); `unauthorized`: code 401, the
   * token is unknown; `blocked`: HTTP 403 code 403, the token is known but its member is disabled, deleted or
   * blacklisted (the session must end); `network`: offline, refused or timed out; `contract`: the answer did not
   * match the schema.
   */
  kind: 'server' | 'unauthorized' | 'blocked' | 'network' | 'contract';
  /** Chinese text ready to show: the server's own message, or one of {@link apiMessages}. */
  message: string;
  /** The envelope's code, when the backend sent one. */
  code?: number;
  /** The HTTP status of an answer that was not a 2xx: a 5xx means the server failed while handling the call. */
  httpStatus?: number;
};

/** The outcome of every call: calls resolve to this and never throw. */
export type ApiResult<T> = { ok: true; data: T; message: string } | { ok: false; error: ApiError };

/** The texts of errors the backend did not word itself. */
export const apiMessages = {
  /** Offline, refused, or the request failed before an answer. */
  network: '网络异常，请检查网络后重试！',
  /** No answer within the timeout. */
  timeout: '网络连接超时，请重试!',
  /** An answer that is not the envelope, or whose data does not match the call's schema. */
  contract: '服务器数据异常，请稍后重试',
  /** An HTTP error page (the backend's HTML 500) instead of the envelope. */
  serverBusy: '服务器繁忙，请稍后重试',
  /** Code 401 without a message of its own. */
  unauthorized: '未授权',
  /**
   * HTTP 403 "account disabled": the member is blocked. The spec's words for a disabled player (messages.md
   * `session.disabled`, which the app's session shows as it signs the player out); the api cannot import domain's
   * table, so the text is repeated here, where it replaces the backend's English.
   */
  blocked: '该用户已被禁用，请联系管理员！',
} as const;

/** Builds an error result. */
export function failure(
  kind: ApiError['kind'],
  message: string,
  code?: number,
  httpStatus?: number,
): { ok: false; error: ApiError } {
  const error: ApiError = code === undefined ? { kind, message } : { kind, message, code };
  return { ok: false, error: httpStatus === undefined ? error : { ...error, httpStatus } };
}
