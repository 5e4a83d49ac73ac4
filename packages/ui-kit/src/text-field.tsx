import { type ComponentPropsWithRef, type ReactNode, useId, useState } from 'react';
import { IconEye } from './icon/eye.tsx';
import { IconEyeOff } from './icon/eye-off.tsx';
import './text-field.css';

/** Props of {@link TextField}: a native input's props plus a label, an error and the password toggle. */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The field's name, always given; `hideLabel` keeps it for screen readers only. */
  label: string;
  hideLabel?: boolean;
  /** The error to show under the field; it marks the input invalid and describes it. */
  error?: string;
  type?: 'text' | 'password' | 'tel' | 'email' | 'search' | 'url' | 'number' | 'date';
  /** For `type="password"`: whether the text shows. Leave it out to let the field keep this itself. */
  revealed?: boolean;
  /** Called with the wanted value when the show/hide toggle is pressed. */
  onRevealChange?: (revealed: boolean) => void;
  /** Content at the end of the field, e.g. the captcha image. */
  end?: ReactNode;
}

/** A labelled native `<input>` with an optional error, a password show/hide toggle and an end slot. */
export function TextField({
  label,
  hideLabel = false,
  error,
  type = 'text',
  revealed,
  onRevealChange,
  end,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  const [ownRevealed, setOwnRevealed] = useState(false);
  const isRevealed = revealed ?? ownRevealed;
  const isPassword = type === 'password';

  const toggle = () => {
    const next = !isRevealed;
    if (revealed === undefined) setOwnRevealed(next);
    onRevealChange?.(next);
  };

  const describedByIds = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className ? `lb-field ${className}` : 'lb-field'}>
      <label htmlFor={inputId} className={hideLabel ? 'lb-visually-hidden' : 'lb-field__label'}>
        {label}
      </label>
      <div className="lb-field__control">
        <input
          // A password shown as text is still a password: no capital first letter, correction or spell check
          // (iOS capitalises a text field's first letter), unless the caller says otherwise.
          {...(isPassword ? { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } : {})}
          {...rest}
          id={inputId}
          type={isPassword && isRevealed ? 'text' : type}
          className="lb-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
        />
        {isPassword && (
          <button
            type="button"
            className="lb-icon-button lb-field__toggle"
            aria-pressed={isRevealed}
            aria-label={isRevealed ? '隐藏密码' : '显示密码'}
            onClick={toggle}
          >
            {isRevealed ? <IconEyeOff size={20} /> : <IconEye size={20} />}
          </button>
        )}
        {end}
      </div>
      {error && (
        <p id={errorId} className="lb-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
