import type { ComponentPropsWithRef, ReactNode } from 'react';
import './checkbox.css';

/** Props of {@link Checkbox}: a native checkbox's props plus its label. */
export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** What the box agrees to; may hold a link, which stays its own click target. */
  label: ReactNode;
}

/**
 * A native checkbox inside its label, so the whole row (at least 44 px tall) toggles it; a link in the
 * label still just follows the link.
 */
export function Checkbox({ label, className, ...rest }: CheckboxProps) {
  return (
    <label className={className ? `lb-check ${className}` : 'lb-check'}>
      <input {...rest} type="checkbox" className="lb-check__input" />
      <span className="lb-check__label">{label}</span>
    </label>
  );
}
