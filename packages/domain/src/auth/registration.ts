// Registration on the platform's backend in two steps. Its register (`AuthController::register`) wants a payment
// password of at least 8 characters (密码8到20位) where the spec's form takes exactly six digits; its
// `editPayPasswordDo` takes 6. So the app registers with a one-time password it makes, then sets the player's six
// digits with the token register handed out, and the player lands only once both are done.

/** How long a one-time payment password is: twice the backend's minimum of 8, 96 random bits. */
export const ONE_TIME_PASSWORD_LENGTH = 16;

// 64 characters, so each random byte maps to one without bias (256 = 4 x 64); letters and digits, `-` and `_`.
const ONE_TIME_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A one-time payment password for registration's first step, from random bytes the app provides (`crypto`'s
 * `getRandomValues`; domain has no randomness of its own). Never shown, never kept past the second step.
 */
export function oneTimePayPassword(randomBytes: (count: number) => Uint8Array): string {
  const bytes = randomBytes(ONE_TIME_PASSWORD_LENGTH).subarray(0, ONE_TIME_PASSWORD_LENGTH);
  return Array.from(bytes, (byte) => ONE_TIME_ALPHABET.charAt(byte % ONE_TIME_ALPHABET.length)).join('');
}

/**
 * A registration whose first step is done (the account exists) and whose second is not: kept so a retry sets the
 * six digits only and never registers again (201 此用户名已被注册). The app keeps it for the tab's session.
 */
export type PendingRegistration = {
  /** The registered username: a submit with another name is another registration. */
  name: string;
  /** The new player's token (register's `api_token`), used for the second step before it is saved as the session. */
  token: string;
  /**
   * What the payment password may be now, in the order to try as the current one: the one-time password, then each
   * six digits a second step sent without a readable answer (it may have taken effect).
   */
  candidates: string[];
};

/** The payment-password change of registration's second step, with the new player's token. */
export type PayPasswordChange = { token: string; current: string; next: string };

/** The backend's code for a wrong current payment password (`editPayPasswordDo`: 205 登录密码错误). */
export const WRONG_CURRENT_PASSWORD_CODE = 205;

/** The registration's own words, beside the spec's (messages.md names none for a second step). */
export const registrationMessages = {
  /** The account exists, the six digits are not set yet: a retry does only that. */
  payPasswordPending: '账号已注册，支付密码尚未设置成功，请再次点击注册完成设置',
  /** No candidate is the current payment password any more: nothing the app can retry. */
  payPasswordLost: '账号已注册，但支付密码无法设置，请联系客服',
} as const;

/** The second step's failure as shown beside the form: what is left to do, and the reason when there is one. */
export function payPasswordPendingMessage(reason: string): string {
  return reason === ''
    ? registrationMessages.payPasswordPending
    : `${registrationMessages.payPasswordPending}（${reason}）`;
}

/** The candidates after a second step sent `next` without a readable answer: `next` may be the password now. */
export function withCandidate(pending: PendingRegistration, next: string): PendingRegistration {
  return pending.candidates.includes(next) ? pending : { ...pending, candidates: [...pending.candidates, next] };
}
