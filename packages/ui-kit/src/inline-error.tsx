import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import './inline-error.css';

/** Props of {@link InlineError}. */
export interface InlineErrorProps {
  /** Why the part failed, in the caller's words. */
  message: ReactNode;
  /** Shows 重试, which calls this. */
  onRetry?: () => void;
  /** The caller's box for it (a card's padding, a line's height). */
  className?: string;
}

/**
 * A part of a form that failed to load, said on one line with 重试 beside it, inside the form instead of a
 * full-size {@link ErrorState}: announced as an alert, and as tall as the caller's box lets it be, so the fields
 * below do not move as the failure lands.
 */
export function InlineError({ message, onRetry, className }: InlineErrorProps) {
  return (
    <div className={className ? `lb-inline-error ${className}` : 'lb-inline-error'} role="alert">
      <span>{message}</span>
      {onRetry && (
        <Button variant="ghost" onClick={onRetry}>
          重试
        </Button>
      )}
    </div>
  );
}
