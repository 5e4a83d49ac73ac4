import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** A calendar: dated records of activities. */
export function IconCalendar(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />
    </SvgIcon>
  );
}
