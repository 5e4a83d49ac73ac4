import type { CSSProperties, ReactNode } from 'react';
import { IconClose } from './icons.tsx';
import './floating-button.css';

/** Props of {@link FloatingButton}. */
export interface FloatingButtonProps {
  /** The accessible name, e.g. `领取红包`; the picture is decorative. */
  label: string;
  /** What a press does; or give `href` to make it a link. */
  onClick?: () => void;
  /** Makes the button a link to this address (e.g. `#/hongbao`). */
  href?: string;
  /** The picture (the red packet); or give `icon`. */
  imageSrc?: string;
  /** An icon instead of a picture. */
  icon?: ReactNode;
  /** Width and height of the button in CSS pixels; 64 by default. */
  size?: number;
  /** Shows a small ✕ button that calls this. */
  onClose?: () => void;
  /** `关闭` by default: the ✕ button's name. */
  closeLabel?: string;
  /** Pixels above the bottom navigation (or the bottom edge, see `aboveNav`); 16 by default. */
  bottom?: number;
  /** Pixels from the right edge of the app column; 12 by default. */
  right?: number;
  /** Keeps clear of the bottom navigation; true by default. Safe-area insets are always kept clear. */
  aboveNav?: boolean;
  className?: string;
}

/**
 * A fixed floating action (the red-packet button) with a picture or an icon, in the app column's bottom-right
 * corner above the bottom navigation and the safe-area insets, and an optional separate ✕ (a 44 px target).
 * It does not drag.
 */
export function FloatingButton({
  label,
  onClick,
  href,
  imageSrc,
  icon,
  size = 64,
  onClose,
  closeLabel = '关闭',
  bottom = 16,
  right = 12,
  aboveNav = true,
  className,
}: FloatingButtonProps) {
  const content = imageSrc ? (
    <img src={imageSrc} alt="" width={size} height={size} draggable={false} decoding="async" />
  ) : (
    icon
  );
  const style = {
    '--lb-float-size': `${size}px`,
    '--lb-float-bottom': `${bottom}px`,
    '--lb-float-right': `${right}px`,
    '--lb-float-nav': aboveNav ? 'var(--lb-nav-height)' : '0px',
  } as CSSProperties;
  return (
    <div className={className ? `lb-float ${className}` : 'lb-float'} style={style}>
      {href === undefined ? (
        <button type="button" className="lb-float__action" aria-label={label} onClick={onClick}>
          {content}
        </button>
      ) : (
        <a href={href} className="lb-float__action" aria-label={label} onClick={onClick}>
          {content}
        </a>
      )}
      {onClose && (
        <button type="button" className="lb-float__close" aria-label={closeLabel} onClick={onClose}>
          <span className="lb-float__close-mark">
            <IconClose size={12} />
          </span>
        </button>
      )}
    </div>
  );
}
