import defaultAvatarUrl from './assets/default-avatar.svg?url';
import { useFallbackSrc } from './fallback-src.ts';
import './avatar.css';

/** The address of the default avatar picture. */
export { defaultAvatarUrl };

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The picture; empty, missing or broken shows the default avatar. */
  src?: string | null;
  alt: string;
  /** Width and height in CSS pixels; 48 by default. */
  size?: number;
  className?: string;
}

/** A round avatar of fixed size that falls back to the default picture when there is none or it fails. */
export function Avatar({ src, alt, size = 48, className }: AvatarProps) {
  const [shown, onError] = useFallbackSrc(src, defaultAvatarUrl);
  return (
    <img
      className={className ? `lb-avatar ${className}` : 'lb-avatar'}
      src={shown}
      alt={alt}
      width={size}
      height={size}
      decoding="async"
      onError={onError}
    />
  );
}
