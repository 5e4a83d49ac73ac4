import { type CSSProperties, useId } from 'react';
import { IconSpeaker } from './icons.tsx';
import './notice-bar.css';

/** Props of {@link NoticeBar}. */
export interface NoticeBarProps {
  /** The notice text; one line that scrolls past. */
  text: string;
  /** The button's accessible name, e.g. `公告`; the text becomes its description. */
  label: string;
  /** Called when the bar is pressed (opens the notice). */
  onOpen: () => void;
  className?: string;
}

/** Seconds for one pass: about 3 characters a second plus the time to cross the bar, so any text reads alike. */
function passSeconds(text: string): number {
  return Math.round(6 + text.length * 0.3);
}

/**
 * A one-line marquee of a notice inside a single button (speaker icon first) that calls `onOpen`. The text
 * scrolls by CSS animation, holds still while the bar is hovered or focused, and does not move at all under
 * `prefers-reduced-motion: reduce` (it is cut with an ellipsis instead).
 */
export function NoticeBar({ text, label, onOpen, className }: NoticeBarProps) {
  const textId = useId();
  return (
    <button
      type="button"
      className={className ? `lb-notice ${className}` : 'lb-notice'}
      aria-label={label}
      aria-describedby={textId}
      onClick={onOpen}
      style={{ '--lb-notice-duration': `${passSeconds(text)}s` } as CSSProperties}
    >
      <IconSpeaker size={18} className="lb-notice__icon" />
      <span className="lb-notice__viewport">
        <span id={textId} className="lb-notice__text">
          {text}
        </span>
      </span>
    </button>
  );
}
