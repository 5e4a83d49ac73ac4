import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** A chevron pointing down: opens a list of choices. */
export function IconChevronDown(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 9l7 7 7-7" />
    </SvgIcon>
  );
}
