import { sameCaptchaCode } from '../captcha/index.ts';
import { PAY_PASSWORD_LIMITS } from '../input/index.ts';
import { messages } from '../messages/index.ts';
import type { Verdict } from '../result/index.ts';

/** The login form as the player fills it. */
export type LoginForm = { name: string; password: string; code: string };

/** The registration form as the player fills it; `agreed` is the terms checkbox. */
export type RegisterForm = {
  agreed: boolean;
  name: string;
  password: string;
  confirmPass: string;
  realname: string;
  paypassword: string;
  code: string;
};

/** A field of either form. */
export type AuthField = keyof RegisterForm;

/**
 * The forms' input limits (part 1 §4 and its limits list): a new username is 6 to 10 letters and digits (the rule
 * below), the login box takes up to 32 (an older account's name may be longer than today's 10), the captcha box
 * holds 4 characters and the payment password 6 digits (both cut to that while typing).
 */
export const AUTH_LIMITS = {
  registerNameMinLength: 6,
  registerNameMaxLength: 10,
  loginNameMaxLength: 32,
  captchaLength: 4,
  payPasswordLength: PAY_PASSWORD_LIMITS.newDigits,
} as const;

const USERNAME = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${AUTH_LIMITS.registerNameMinLength},${AUTH_LIMITS.registerNameMaxLength}}$`,
);
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,}$/;
// Chinese or Latin letters, with the middle dot and ampersand of transliterated names; at least one letter.
const REALNAME = /^(?=.*[\p{Script=Han}A-Za-z])[\p{Script=Han}A-Za-z·& ]+$/u;
const PAY_PASSWORD = new RegExp(`^\\d{${AUTH_LIMITS.payPasswordLength}}$`);
const CAPTCHA = new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${AUTH_LIMITS.captchaLength},}$`);

const pass: Verdict = { ok: true };

function fail(field: AuthField, message: string): Verdict {
  return { ok: false, field, message };
}

function checkCaptcha(input: string, captchaCode: string): Verdict {
  return CAPTCHA.test(input) && sameCaptchaCode(input, captchaCode) ? pass : fail('code', messages['captcha.wrong']);
}

/** Checks a registration in the spec's order; the first failing rule wins. `captchaCode` is the shown image's code. */
export function checkRegister(form: RegisterForm, captchaCode: string): Verdict {
  if (!form.agreed) return fail('agreed', messages['register.agreement']);
  if (!USERNAME.test(form.name)) return fail('name', messages['register.username']);
  if (!PASSWORD.test(form.password)) return fail('password', messages['register.password']);
  if (form.confirmPass !== form.password) return fail('confirmPass', messages['register.confirm']);
  if (!REALNAME.test(form.realname)) return fail('realname', messages['register.realname']);
  if (!PAY_PASSWORD.test(form.paypassword)) return fail('paypassword', messages['register.payPassword']);
  return checkCaptcha(form.code, captchaCode);
}

/** Checks a login: account and password present, captcha present, captcha equal to the shown image's code. */
export function checkLogin(form: LoginForm, captchaCode: string): Verdict {
  if (form.name.trim() === '') return fail('name', messages['login.required']);
  if (form.password === '') return fail('password', messages['login.required']);
  if (form.code.trim() === '') return fail('code', messages['login.captchaRequired']);
  return sameCaptchaCode(form.code, captchaCode) ? pass : fail('code', messages['captcha.wrong']);
}
