import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** A question mark in a circle: help articles. */
export function IconHelp(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M10 10a2 2 0 1 1 2 2v1m0 4h.01" />
    </SvgIcon>
  );
}
