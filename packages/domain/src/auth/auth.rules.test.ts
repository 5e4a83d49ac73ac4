import { describe, expect, it } from 'vitest';
import { checkLogin, checkRegister, type LoginForm, type RegisterForm } from './auth.rules.ts';

const CODE = 'A3K7';

const validRegister: RegisterForm = {
  agreed: true,
  name: 'player01',
  password: 'secret123',
  confirmPass: 'secret123',
  realname: '张三',
  paypassword: '123456',
  code: 'A3K7',
};

const validLogin: LoginForm = { name: 'player01', password: 'secret123', code: 'A3K7' };

const AGREEMENT = '请阅读并同意相关条款和隐私协议！';
const USERNAME = '用户名不能低于6位字符，且为字母与数字组合！';
const PASSWORD = '密码至少8位，且为字母与数字组合！';
const CONFIRM = '两次密码不一致！';
const REALNAME = '姓名格式不正确，可为中文或英文名！';
const PAY_PASSWORD = '支付密码必须为6位数字！';
const CAPTCHA = '验证码错误！';

const register = (changes: Partial<RegisterForm>) => checkRegister({ ...validRegister, ...changes }, CODE);
const login = (changes: Partial<LoginForm>) => checkLogin({ ...validLogin, ...changes }, CODE);

describe('checkRegister', () => {
  it('accepts a complete form', () => {
    expect(checkRegister(validRegister, CODE)).toEqual({ ok: true });
  });

  it.each<[string, Partial<RegisterForm>, string, string]>([
    ['agreement', { agreed: false }, 'agreed', AGREEMENT],
    ['username', { name: 'player' }, 'name', USERNAME],
    ['password', { password: 'password', confirmPass: 'password' }, 'password', PASSWORD],
    ['confirmation', { confirmPass: 'secret124' }, 'confirmPass', CONFIRM],
    ['real name', { realname: 'Zhang3' }, 'realname', REALNAME],
    ['pay password', { paypassword: '12345' }, 'paypassword', PAY_PASSWORD],
    ['captcha', { code: 'B4CD' }, 'code', CAPTCHA],
  ])('fails the %s rule with its message', (_rule, changes, field, message) => {
    expect(register(changes)).toEqual({ ok: false, field, message });
  });

  it.each<[string, Partial<RegisterForm>, string]>([
    ['agreement before username', { agreed: false, name: 'x' }, AGREEMENT],
    ['username before password', { name: 'x', password: 'short', confirmPass: 'short' }, USERNAME],
    ['password before confirmation', { password: 'short', confirmPass: 'other' }, PASSWORD],
    ['confirmation before real name', { confirmPass: 'secret124', realname: '' }, CONFIRM],
    ['real name before pay password', { realname: '', paypassword: '' }, REALNAME],
    ['pay password before captcha', { paypassword: '', code: '' }, PAY_PASSWORD],
  ])('checks %s', (_pair, changes, message) => {
    expect(register(changes)).toMatchObject({ ok: false, message });
  });

  it.each([
    ['abc12', false],
    ['abc123', true],
    ['abcde12345', true],
    ['abcde123456', false],
    ['abcdef', false],
    ['123456', false],
    ['abc_123', false],
  ])('username %s passes: %s', (name, passes) => {
    expect(register({ name }).ok).toBe(passes);
  });

  it.each([
    ['abc1234', false],
    ['abcd1234', true],
    ['abcdefgh', false],
    ['12345678', false],
    ['abcd 1234', false],
  ])('password %s passes: %s', (password, passes) => {
    expect(register({ password, confirmPass: password }).ok).toBe(passes);
  });

  it.each([
    ['张三', true],
    ['John Smith', true],
    ['阿卜杜·热西提', true],
    ['Tom & Jerry', true],
    ['', false],
    ['   ', false],
    ['·&', false],
    ['张三!', false],
  ])('real name %j passes: %s', (realname, passes) => {
    expect(register({ realname }).ok).toBe(passes);
  });

  it.each([
    ['12345', false],
    ['123456', true],
    ['1234567', false],
    ['12345a', false],
  ])('pay password %s passes: %s', (paypassword, passes) => {
    expect(register({ paypassword }).ok).toBe(passes);
  });

  it.each([
    ['a3k7', true],
    ['A3K7', true],
    ['A3K8', false],
    ['A3K', false],
    ['A3K77', false],
    ['', false],
  ])('captcha %j against A3K7 passes: %s', (code, passes) => {
    expect(register({ code }).ok).toBe(passes);
  });

  it('refuses a captcha matching a code without both kinds of character', () => {
    expect(checkRegister({ ...validRegister, code: 'ABCD' }, 'ABCD')).toMatchObject({
      field: 'code',
      message: CAPTCHA,
    });
  });
});

describe('checkLogin', () => {
  it('accepts a complete form, whatever the captcha case', () => {
    expect(login({})).toEqual({ ok: true });
    expect(login({ code: 'a3k7' })).toEqual({ ok: true });
  });

  it.each<[string, Partial<LoginForm>, string, string]>([
    ['no account', { name: '' }, 'name', '请输入您的账号和密码！'],
    ['a blank account', { name: '  ' }, 'name', '请输入您的账号和密码！'],
    ['no password', { password: '' }, 'password', '请输入您的账号和密码！'],
    ['no captcha', { code: '' }, 'code', '请输入验证码！'],
    ['a wrong captcha', { code: 'A3K8' }, 'code', CAPTCHA],
  ])('refuses %s', (_case, changes, field, message) => {
    expect(login(changes)).toEqual({ ok: false, field, message });
  });

  it('asks for the account before the captcha', () => {
    expect(login({ name: '', code: '' })).toMatchObject({ message: '请输入您的账号和密码！' });
    expect(login({ code: '', password: 'x' })).toMatchObject({ message: '请输入验证码！' });
  });
});
