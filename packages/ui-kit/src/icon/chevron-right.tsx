import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** A chevron pointing right: goes on, or opens more. */
export function IconChevronRight(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M9 5l7 7-7 7" />
    </SvgIcon>
  );
}
