import { Button } from './button.tsx';
import { IconAlert, IconRecords } from './icons.tsx';
import './empty-state.css';

/** Props of {@link EmptyState} and {@link ErrorState}. */
export interface StateMessageProps {
  message: string;
  /** Shows a retry button that calls this. */
  onRetry?: () => void;
  /** `重试` by default. */
  retryText?: string;
}

/** What a list shows when it has nothing in it, with an optional retry. */
export function EmptyState({ message, onRetry, retryText = '重试' }: StateMessageProps) {
  return (
    <div className="lb-state">
      <IconRecords size={40} />
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryText}
        </Button>
      )}
    </div>
  );
}

/** What a screen shows when its data failed to load; announced as an alert, with an optional retry. */
export function ErrorState({ message, onRetry, retryText = '重试' }: StateMessageProps) {
  return (
    <div className="lb-state lb-state--error" role="alert">
      <IconAlert size={40} />
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryText}
        </Button>
      )}
    </div>
  );
}
