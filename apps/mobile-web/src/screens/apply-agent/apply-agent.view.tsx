import type { FormViewModel } from '@lobby/domain/form';
import { Button, bindField, IconService, PageHeader, TextField } from '@lobby/ui-kit';
import { type FormEvent, useId } from 'react';
import '../../wiring/member/member-form.css';

/** The agent application's fields: a contact mobile and the reason. */
export type AgentFields = { mobile: string; reason: string };

/** Props of {@link ApplyAgentView}. */
export type ApplyAgentViewProps = {
  vm: FormViewModel<AgentFields>;
  /** Read-only: the login name and the real name ('' when the back office has none). */
  username: string;
  realname: string;
  onBack: () => void;
  /** The consult shortcut: customer service. */
  onOpenService: () => void;
};

/** /applyagent: who applies (read-only), a contact mobile, the reason, 立即加入 and a consult shortcut. */
export function ApplyAgentView({ vm, username, realname, onBack, onOpenService }: ApplyAgentViewProps) {
  const reasonId = useId();
  const reasonError = vm.fieldError('reason');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    vm.submit();
  };
  return (
    <div className="member-form">
      <PageHeader title="申请代理" onBack={onBack} />
      <div className="member-form__body">
        <dl className="member-form__facts" aria-label="申请人">
          <div className="member-form__fact">
            <dt>用户名</dt>
            <dd>{username}</dd>
          </div>
          <div className="member-form__fact">
            <dt>真实姓名</dt>
            <dd>{realname || '未填写'}</dd>
          </div>
        </dl>
        <form className="member-form__form" noValidate onSubmit={onSubmit} aria-label="申请代理">
          <TextField
            label="联系电话"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="请输入手机号"
            maxLength={vm.maxLength.mobile}
            {...bindField(vm, 'mobile')}
          />
          <div className="lb-field">
            <label htmlFor={reasonId} className="lb-field__label">
              申请理由
            </label>
            <div className="lb-field__control member-form__textarea-control">
              <textarea
                id={reasonId}
                name="reason"
                className="lb-field__input member-form__textarea"
                placeholder="请简单介绍您的推广渠道和资源"
                maxLength={vm.maxLength.reason}
                value={vm.values.reason}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${reasonId}-error` : undefined}
                onChange={(event) => vm.setField('reason', event.currentTarget.value)}
              />
            </div>
            {reasonError && (
              <p id={`${reasonId}-error`} className="lb-field__error">
                {reasonError}
              </p>
            )}
          </div>
          <Button type="submit" block busy={vm.busy}>
            立即加入
          </Button>
        </form>
        <Button type="button" variant="secondary" block className="member-form__secondary" onClick={onOpenService}>
          <IconService size={20} />
          咨询客服
        </Button>
      </div>
    </div>
  );
}
