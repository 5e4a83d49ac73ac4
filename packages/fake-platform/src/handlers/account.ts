import type { HttpHandler } from 'msw';
import { centsToDecimal } from '../money.ts';
import { laravelDate } from '../time.ts';
import { envelope, type Form, field, has, invalid, type Kit, missing, ok, refused } from './http.ts';
import { userRow } from './wire.ts';

/** The largest avatar the fake keeps (it stores the picture itself as a data URL). */
export const MAX_AVATAR_BYTES = 200 * 1024;

const AVATAR_TYPES: ReadonlyArray<string> = ['image/png', 'image/gif', 'image/jpeg', 'image/webp'];

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A field's rules as the backend's validator runs them: required, then a least length, each with its message. */
type FieldRule = { key: string; required: string; min?: readonly [number, string] };

/**
 * AuthController's `$messages` for its rules, in the order the rules are declared. The validator answers the
 * first failing field's first message; `password.min` is worded 密码8到20位 even where the rule is `min:6`.
 */
const REGISTER_RULES: ReadonlyArray<FieldRule> = [
  { key: 'name', required: '用户名不能为空' },
  { key: 'realname', required: '真实姓名不能为空' },
  { key: 'password', required: '密码不能为空', min: [8, '密码8到20位'] },
  { key: 'paypassword', required: '密码8到20位', min: [8, '密码8到20位'] },
];

const LOGIN_RULES: ReadonlyArray<FieldRule> = [
  { key: 'name', required: '用户名不能为空' },
  { key: 'password', required: '密码不能为空', min: [6, '密码8到20位'] },
];

/** The message of the first rule the request breaks (lengths in characters, as mb_strlen counts), or undefined. */
function firstRefusal(form: Form, rules: ReadonlyArray<FieldRule>): string | undefined {
  for (const rule of rules) {
    const value = field(form, rule.key);
    if (!value) return rule.required;
    if (rule.min && [...value].length < rule.min[0]) return rule.min[1];
  }
  return undefined;
}

/** Login, registration, the session, the member's profile and passwords, and the agent application. */
export function accountHandlers({ store, route, member }: Kit): HttpHandler[] {
  const real = store.kind === 'real';
  return [
    route('post', '/api/login_pc', (_request, form) => {
      const name = field(form, 'name');
      const password = field(form, 'password');
      if (real) {
        const problem = firstRefusal(form, LOGIN_RULES);
        if (problem) return invalid(problem);
      } else {
        if (!name) return invalid('用户名不能为空');
        if (!password) return invalid('密码不能为空');
        if (password.length < 6) return invalid('密码至少为6位');
      }
      const result = store.login(name, password);
      if (!result.ok) {
        if (real) return envelope(result.code, result.code === 202 ? '用户不存在' : '登录密码错误', []);
        return envelope(result.code, result.code === 202 ? '用户不存在' : '密码错误', '');
      }
      const { user } = result;
      // A backend with the optional protection calls refuses a player on a break, and keeps no session for them.
      const onBreak = store.protection?.loginRefusal(user);
      if (onBreak) {
        store.logoff(user.token);
        return refused(onBreak);
      }
      return ok(
        { username: user.username, api_token: user.token, new_api_token: user.token },
        real ? '成功' : '登录成功',
      );
    }),

    route('post', '/api/register', (_request, form) => {
      const name = field(form, 'name');
      const password = field(form, 'password');
      const realname = field(form, 'realname');
      const payPassword = field(form, 'paypassword');
      const pid = field(form, 'pid');
      if (real) {
        // AuthController::register's rules: the payment password too needs 8 characters, where the spec's
        // client allows exactly 6 digits, so every registration the app sends is refused here (api CONTEXT.md).
        const problem = firstRefusal(form, REGISTER_RULES);
        if (problem) return invalid(problem);
      } else {
        if (!name) return invalid('用户名不能为空');
        if (!/^[A-Za-z0-9]{1,20}$/.test(name)) return invalid('用户名只能包含字母和数字');
        if (!realname) return invalid('真实姓名不能为空');
        if (password.length < 8) return invalid('密码至少为8位');
        // The client's rule (six digits) stands in `spec`; so does the app's registration on the backend, with a
        // one-time password of 8 to 20 characters whose six digits editPayPassword then sets.
        if (!/^\d{6}$/.test(payPassword) && !/^[\w-]{8,20}$/.test(payPassword)) {
          return invalid('支付密码必须为6位数字');
        }
      }
      const result = store.register({ username: name, password, realname, payPassword, pid: pid || null });
      if (!result.ok) return real ? envelope(201, '此用户名已被注册', []) : envelope(201, '用户名已存在', '');
      const { user } = result;
      // The created record, without the pay-password hash the real backend leaks.
      return ok(
        {
          username: user.username,
          realname: user.realname,
          status: user.status,
          vip: 1,
          api_token: user.token,
          // resolveInvitePid: 0 for no inviter.
          pid: real ? Number(user.pid ?? 0) || 0 : user.pid,
          id: user.id,
          created_at: laravelDate(user.createdAt),
          updated_at: laravelDate(user.createdAt),
        },
        real ? '成功' : '注册成功',
      );
    }),

    member('post', '/api/logoff', (user) => {
      store.logoff(user.token);
      return ok([], '退出成功');
    }),

    member('post', '/api/user', (user) => ok(userRow(store, user))),

    member('post', '/api/balance', (user) =>
      // The backend answers the wallet alone; `spec` adds the venues' sum.
      real
        ? ok({ balance: centsToDecimal(user.balanceCents) })
        : ok({
            balance: centsToDecimal(user.balanceCents),
            gameblance: Object.values(user.venues).reduce((total, cents) => total + cents, 0) / 100,
          }),
    ),

    member('post', '/api/refreshusermoney', (user) =>
      real ? ok(userRow(store, user, true), 'refresh success') : ok(userRow(store, user, true), '刷新成功'),
    ),

    member('post', '/api/updateuserinfo', (user, _request, form) => {
      // The backend needs all three keys (a missing one is a PHP error); empty values clear the field.
      for (const key of ['birthday', 'mobile', 'email']) if (!has(form, key)) return invalid(`${key}不能为空`);
      const birthday = field(form, 'birthday');
      if (birthday && !/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return invalid('生日格式不正确');
      const realname = field(form, 'realname');
      store.updateProfile(user, {
        birthday,
        mobile: field(form, 'mobile'),
        email: field(form, 'email'),
        ...(realname ? { realname } : {}),
      });
      return ok([], '修改成功');
    }),

    member('post', '/api/uploadimg', async (user, _request, form) => {
      // IndexController::uploadimg returns before it reads the file: every upload fails there.
      if (real) return envelope(201, '上传失败', '');
      const file = form.file;
      if (!(file instanceof Blob) || file.size === 0) return invalid('请选择图片');
      if (!AVATAR_TYPES.includes(file.type)) return invalid('只能上传gif、png、jpg或webp图片');
      if (file.size > MAX_AVATAR_BYTES) return invalid('图片不能超过200KB');
      const avatar = `data:${file.type};base64,${toBase64(new Uint8Array(await file.arrayBuffer()))}`;
      store.setAvatar(user, avatar);
      return ok({ avatar }, '上传成功');
    }),

    member('post', '/api/editPassword', (user, _request, form) => {
      const problem = missing(form, [
        ['password', '请输入旧密码'],
        ['paypassword', '请输入新密码'],
        ['newpasword', '请输入确认密码'],
      ]);
      if (problem) return invalid(problem);
      const next = field(form, 'paypassword');
      if (next.length < 6 || next.length > 16) return invalid('新密码长度为6-16位');
      if (next !== field(form, 'newpasword')) return invalid('两次密码不一致');
      const result = store.changePassword(user, field(form, 'password'), next);
      return result.ok ? ok([], '修改成功') : refused(result);
    }),

    member('post', '/api/editPayPassword', (user, _request, form) => {
      const problem = missing(form, [
        ['password', '请输入旧支付密码'],
        ['paypassword', '请输入新支付密码'],
        ['newpasword', '请输入确认密码'],
      ]);
      if (problem) return invalid(problem);
      const next = field(form, 'paypassword');
      // editPayPasswordDo: `paypassword` required|min:6 (any characters) in the backend; six digits in the spec.
      if (real ? [...next].length < 6 : !/^\d{6}$/.test(next)) {
        return invalid(real ? '密码8到20位' : '支付密码必须为6位数字');
      }
      if (next !== field(form, 'newpasword')) return invalid('两次密码不一致');
      const result = store.changePayPassword(user, field(form, 'password'), next);
      return result.ok ? ok([], '修改成功') : refused(result);
    }),

    member('post', '/api/uptransferstatus', (user, _request, form) => {
      const status = field(form, 'transferstatus');
      if (status !== '0' && status !== '1') return invalid('参数错误');
      store.setTransferStatus(user, status === '1' ? 1 : 0);
      return ok('', real ? 'success' : '申请成功');
    }),

    member('post', '/api/applyagentdo', (user, _request, form) => {
      const problem = missing(form, [
        ['mobile', '请输入手机号'],
        ['apply_info', '请输入申请理由'],
      ]);
      if (problem) return invalid(problem);
      const result = store.applyAgent(user, field(form, 'mobile'), field(form, 'apply_info'));
      if (real) {
        // applyagentdo's own words: code 500 in HTTP 200 for a second application.
        return result.ok ? ok('', 'success') : envelope(result.code, 'Agent application already submitted', '');
      }
      return result.ok ? ok('', '申请成功') : envelope(result.code, result.message, []);
    }),
  ];
}
