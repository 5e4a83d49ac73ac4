import type { FormViewModel } from '@lobby/domain/form';
import { Button, bindField, PageHeader, TextField } from '@lobby/ui-kit';
import type { FormEvent } from 'react';
import '../../wiring/member/member-form.css';

/** The profile editor's editable fields, as its form holds them. */
export type ProfileFields = { mobile: string; email: string; birthday: string };

/** Props of {@link UserInfoView}. */
export type UserInfoViewProps = {
  vm: FormViewModel<ProfileFields>;
  /** Read-only: the login name and the real name ('' when the back office has none). */
  username: string;
  realname: string;
  /** The earliest and latest birthday the date input offers (`YYYY-MM-DD`; today at UTC+8 is the latest). */
  minBirthday: string;
  maxBirthday: string;
  onBack: () => void;
};

/** /userInfo: username and real name read-only; birthday, email and mobile editable; 保存. */
export function UserInfoView({ vm, username, realname, minBirthday, maxBirthday, onBack }: UserInfoViewProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    vm.submit();
  };
  return (
    <div className="member-form">
      <PageHeader title="个人资料" onBack={onBack} />
      <div className="member-form__body">
        <dl className="member-form__facts" aria-label="账户信息">
          <div className="member-form__fact">
            <dt>用户名</dt>
            <dd>{username}</dd>
          </div>
          <div className="member-form__fact">
            <dt>真实姓名</dt>
            <dd>{realname || '未填写'}</dd>
          </div>
        </dl>
        <form className="member-form__form" noValidate onSubmit={onSubmit} aria-label="个人资料">
          <TextField label="生日" type="date" min={minBirthday} max={maxBirthday} {...bindField(vm, 'birthday')} />
          <TextField
            label="邮箱"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="请输入邮箱"
            maxLength={vm.maxLength.email}
            {...bindField(vm, 'email')}
          />
          <TextField
            label="手机号"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="请输入手机号"
            maxLength={vm.maxLength.mobile}
            {...bindField(vm, 'mobile')}
          />
          <Button type="submit" block busy={vm.busy}>
            保存
          </Button>
        </form>
      </div>
    </div>
  );
}
