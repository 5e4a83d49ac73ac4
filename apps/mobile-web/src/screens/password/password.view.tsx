import type { FormViewModel } from '@lobby/domain/form';
import { Button, bindField, PageHeader, TextField } from '@lobby/ui-kit';
import type { FormEvent } from 'react';
import '../../wiring/member/member-form.css';

/** The password page's fields: the current password, the new one and its confirmation. */
export type PasswordFields = { current: string; next: string; confirm: string };

/** Props of {@link PasswordView}. */
export type PasswordViewProps = {
  vm: FormViewModel<PasswordFields>;
  /** 1 the login password, 2 the payment password (a new one six digits; the current one whatever the player has). */
  type: 1 | 2;
  /** The login password's longest new password (16); a new payment password is exactly `payLength` digits. */
  loginMaxLength: number;
  payLength: number;
  onBack: () => void;
};

/** /password?type=1|2: current, new and confirmation, each with its label, its error and a show/hide toggle. */
export function PasswordView({ vm, type, loginMaxLength, payLength, onBack }: PasswordViewProps) {
  const isPay = type === 2;
  const title = isPay ? '修改支付密码' : '修改登录密码';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    vm.submit();
  };
  const field = (name: keyof PasswordFields) => ({ ...bindField(vm, name), type: 'password' as const });
  // A payment password is not the login credential: no password manager fills or saves it (autocomplete off). The
  // current one is whatever the player chose (the platform took 8+ characters of any kind), so a text keyboard and
  // no cut here; a new one is six digits on the numeric keyboard.
  const newPay = {
    inputMode: 'numeric' as const,
    maxLength: payLength,
    autoComplete: 'off',
    placeholder: `${payLength}位数字`,
  };
  const loginLimit = `6-${loginMaxLength}位字符`;
  return (
    <div className="member-form">
      <PageHeader title={title} onBack={onBack} />
      <div className="member-form__body">
        <form className="member-form__form" noValidate onSubmit={onSubmit} aria-label={title}>
          <TextField
            label="旧密码"
            autoComplete={isPay ? 'off' : 'current-password'}
            placeholder={isPay ? '请输入旧支付密码' : '请输入旧密码'}
            {...field('current')}
          />
          <TextField
            label="新密码"
            {...(isPay ? newPay : { autoComplete: 'new-password', placeholder: loginLimit, maxLength: loginMaxLength })}
            {...field('next')}
          />
          <TextField
            label="确认密码"
            {...(isPay
              ? newPay
              : { autoComplete: 'new-password', placeholder: '请再次输入新密码', maxLength: loginMaxLength })}
            {...field('confirm')}
          />
          <p className="member-form__hint">
            {isPay ? `新支付密码为${payLength}位数字，用于提款和绑定账户。` : '修改成功后需使用新密码重新登录。'}
          </p>
          <Button type="submit" block busy={vm.busy}>
            确认修改
          </Button>
        </form>
      </div>
    </div>
  );
}
