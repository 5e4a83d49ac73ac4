import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Spinner } from './spinner.tsx';
import './button.css';

/** The four looks a button can take. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonLook {
  /** `primary` by default. */
  variant?: ButtonVariant;
  /** Stretches the button to the width of its container. */
  block?: boolean;
}

function lookClass({ variant = 'primary', block = false }: ButtonLook, className: string | undefined): string {
  const classes = ['lb-button', `lb-button--${variant}`];
  if (block) classes.push('lb-button--block');
  if (className) classes.push(className);
  return classes.join(' ');
}

/** Props of {@link Button}: a native button's props plus a look and a busy flag. */
export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonLook {
  /** Shows a spinner and ignores clicks while keeping focus, unlike `disabled`, which would drop it. */
  busy?: boolean;
}

/** A native `<button>` (type "button" unless told otherwise) in one of four looks. */
export function Button({
  variant,
  block,
  busy = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      // Also stops the implicit form submission that a click on a submit button would start.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={lookClass({ variant, block }, className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

/** Props of {@link ButtonLink}: a native link's props plus a look. */
export interface ButtonLinkProps extends ComponentPropsWithRef<'a'>, ButtonLook {
  href: string;
}

/** A native `<a>` that looks like a {@link Button}, for actions that go somewhere. */
export function ButtonLink({ variant, block, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a {...rest} className={lookClass({ variant, block }, className)}>
      {children}
    </a>
  );
}

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** The accessible name; the icon alone shows nothing to a screen reader. */
  label: string;
  /** The icon, usually one of the `Icon*` components. */
  children: ReactNode;
}

/** A 44 px square native button holding only an icon, named by `label`. */
export function IconButton({ label, className, children, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      className={className ? `lb-icon-button ${className}` : 'lb-icon-button'}
    >
      {children}
    </button>
  );
}

/** Props of {@link IconLink}. */
export interface IconLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'children' | 'aria-label'> {
  href: string;
  /** The accessible name; the icon alone shows nothing to a screen reader. */
  label: string;
  children: ReactNode;
}

/** A 44 px square native link holding only an icon, named by `label`. */
export function IconLink({ href, label, className, children, ...rest }: IconLinkProps) {
  return (
    <a
      {...rest}
      href={href}
      aria-label={label}
      className={className ? `lb-icon-button ${className}` : 'lb-icon-button'}
    >
      {children}
    </a>
  );
}
