import type { AuthViewModel } from '@lobby/domain/auth';
import {
  Button,
  Captcha,
  Checkbox,
  Header,
  IconButton,
  IconDownload,
  IconLink,
  IconService,
  TextField,
} from '@lobby/ui-kit';
import type { FormEvent } from 'react';
import './login.css';
import { AdultNotice } from '../../wiring/protection/adult-notice.tsx';

/** Props of {@link LoginView}: the machine's view model plus the screen's links and effects. */
export type LoginViewProps = {
  vm: AuthViewModel;
  /** The four characters the captcha image draws. */
  captchaCode: string;
  /** Opens customer service (help and forgot-password). */
  onOpenService: () => void;
  /** Opens 《相关条款和隐私协议》 over the form (the form stays as typed). */
  onOpenTerms?: () => void;
};

/** The login and registration screen, in either mode. */
export function LoginView({ vm, captchaCode, onOpenService, onOpenTerms }: LoginViewProps) {
  const isRegister = vm.mode === 1;
  const form = isRegister ? vm.register : vm.login;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    vm.submit();
  };
  const password = {
    type: 'password' as const,
    revealed: vm.passwordVisible,
    onRevealChange: () => vm.togglePassword(),
  };
  const text = (field: 'name' | 'password' | 'code' | 'confirmPass' | 'realname' | 'paypassword') => ({
    name: field,
    error: vm.fieldError(field),
    onChange: (event: { currentTarget: HTMLInputElement }) => vm.setField(field, event.currentTarget.value),
  });

  return (
    <div className="login">
      <Header
        left={
          <IconLink href="#/app" label="下载APP">
            <IconDownload />
          </IconLink>
        }
        title={isRegister ? '注册' : '登录'}
        right={
          <IconButton label="帮助" onClick={onOpenService}>
            <IconService />
          </IconButton>
        }
      />
      <div className="login__body">
        <p className="login__welcome">{isRegister ? '注册账号，立即开启精彩' : '欢迎回来，请登录您的账号'}</p>
        <form
          className="login__form"
          noValidate
          onSubmit={onSubmit}
          aria-label={isRegister ? '注册' : '登录'}
          aria-describedby={vm.formError ? 'login-form-error' : undefined}
        >
          <TextField
            label="用户名"
            autoComplete="username"
            placeholder={isRegister ? '6-10位字母与数字组合' : '请输入用户名'}
            maxLength={isRegister ? vm.limits.registerNameMaxLength : vm.limits.loginNameMaxLength}
            value={form.name}
            {...text('name')}
          />
          <TextField
            label="密码"
            autoComplete={isRegister ? 'new-password' : 'current-password'}
            placeholder={isRegister ? '至少8位字母与数字组合' : '请输入密码'}
            value={form.password}
            {...password}
            {...text('password')}
          />
          {isRegister && (
            <>
              <TextField
                label="确认密码"
                autoComplete="new-password"
                placeholder="请再次输入密码"
                value={vm.register.confirmPass}
                {...password}
                {...text('confirmPass')}
              />
              <TextField
                label="真实姓名"
                autoComplete="name"
                placeholder="须与提款银行卡姓名一致"
                value={vm.register.realname}
                {...text('realname')}
              />
              <TextField
                label="支付密码"
                inputMode="numeric"
                autoComplete="off"
                placeholder="6位数字"
                maxLength={vm.limits.payPasswordLength}
                value={vm.register.paypassword}
                {...password}
                {...text('paypassword')}
              />
            </>
          )}
          <TextField
            label="验证码"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="请输入验证码"
            maxLength={vm.limits.captchaLength}
            value={form.code}
            end={<Captcha code={captchaCode} onRefresh={vm.refreshCaptcha} />}
            {...text('code')}
          />
          {isRegister ? (
            <div>
              <Checkbox
                name="agreed"
                checked={vm.register.agreed}
                aria-invalid={vm.fieldError('agreed') ? true : undefined}
                aria-describedby={vm.fieldError('agreed') ? 'agreed-error' : undefined}
                onChange={(event) => vm.setField('agreed', event.currentTarget.checked)}
                label={
                  <>
                    我已阅读并同意
                    <button type="button" className="login__terms-link" onClick={onOpenTerms}>
                      《相关条款和隐私协议》
                    </button>
                  </>
                }
              />
              {vm.fieldError('agreed') && (
                <p id="agreed-error" className="login__error">
                  {vm.fieldError('agreed')}
                </p>
              )}
            </div>
          ) : (
            <div className="login__aside">
              <button type="button" className="login__text-button" onClick={onOpenService}>
                忘记密码？
              </button>
            </div>
          )}
          {isRegister && vm.pendingName && !vm.busy && (
            <p className="login__note">账号 {vm.pendingName} 已注册，再次点击注册将只设置支付密码</p>
          )}
          {vm.formError && (
            <p id="login-form-error" className="login__error login__form-error" role="alert">
              {vm.formError}
            </p>
          )}
          {/* Registration's second step: the account exists, the six digits are being set. */}
          {vm.settingPayPassword && (
            <p className="login__note" role="status">
              注册成功，正在设置支付密码…
            </p>
          )}
          <Button type="submit" block busy={vm.busy}>
            {isRegister ? '注册' : '登录'}
          </Button>
        </form>
        <AdultNotice className="login__adult" />
        <div className="login__links">
          <button type="button" className="login__text-button" onClick={vm.switchMode}>
            {isRegister ? '已有账号？立即登录' : '立即注册'}
          </button>
          <a className="login__text-link" href="#/">
            {isRegister ? '先去逛逛' : '先去逛逛，暂不登录'}
          </a>
        </div>
      </div>
    </div>
  );
}
