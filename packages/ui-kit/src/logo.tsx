import logoUrl from './assets/logo.svg?url';
import { useFallbackSrc } from './fallback-src.ts';
import './logo.css';

/** The address of the Lobby logo picture. */
export { logoUrl };

/** Props of {@link Logo}. */
export interface LogoProps {
  /** The site's own logo; empty, missing or broken shows the Lobby logo. */
  src?: string | null;
  /** `Lobby` by default. */
  alt?: string;
  /** Height in CSS pixels; 32 by default. The box keeps the Lobby logo's 15:4 ratio so the page never shifts. */
  height?: number;
  className?: string;
}

/** The site logo in a box of fixed size, falling back to the Lobby logo. */
export function Logo({ src, alt = 'Lobby', height = 32, className }: LogoProps) {
  const [shown, onError] = useFallbackSrc(src, logoUrl);
  return (
    <img
      className={className ? `lb-logo ${className}` : 'lb-logo'}
      src={shown}
      alt={alt}
      width={Math.round((height * 15) / 4)}
      height={height}
      onError={onError}
    />
  );
}
