// The captcha unit's entry: exactly what code outside src/captcha/ uses of it.
export { CAPTCHA_CODES, captchaCodeAt, pickCaptcha, sameCaptchaCode } from './captcha.ts';
