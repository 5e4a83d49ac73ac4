import './spinner.css';

/** A small rotating ring sized by the surrounding font; decorative, so the caller names the busy state. */
export function Spinner({ className }: { className?: string }) {
  return <span className={className ? `lb-spinner ${className}` : 'lb-spinner'} aria-hidden="true" />;
}
