import { signInNotice } from '@lobby/domain/protection';

// Styled inline rather than by a stylesheet of its own: as a file, its name would sit in the start chunk's preload
// list (login and /mine import it from there) and cost every cold start.
const NOTICE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 'var(--lb-space-2)',
  margin: 0,
  color: 'var(--lb-color-muted)',
  fontSize: 'var(--lb-font-size-s)',
} as const;

const MARK = {
  display: 'inline-grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  border: '2px solid var(--lb-color-danger-text)',
  borderRadius: '50%',
  color: 'var(--lb-color-danger-text)',
  fontSize: 11,
  fontWeight: 700,
} as const;

/** The 18+ mark and 理性娱乐，未成年人禁止参与: on the sign-in and register forms, /mine's foot and 负责任博彩. */
export function AdultNotice({ className }: { className?: string }) {
  return (
    <p className={className} style={NOTICE}>
      <span style={MARK} role="img" aria-label={signInNotice['protection.adultsOnlyName']}>
        {signInNotice['protection.adultsOnly']}
      </span>
      {signInNotice['protection.notice']}
    </p>
  );
}
