import type { ReactNode } from 'react';

/** Props every icon takes: a pixel size, and a title when the icon is the only content that names something. */
export interface IconProps {
  /** Width and height in CSS pixels; 24 by default. */
  size?: number;
  /** An accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  className?: string;
}

/** The frame every icon draws in (icons.tsx and each icon/*.tsx). */
export function SvgIcon({ size = 24, title, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className ? `lb-icon ${className}` : 'lb-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      aria-label={title}
    >
      {children}
    </svg>
  );
}
