import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** Sliders: settings. */
export function IconSettings(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 7h16M4 17h16" />
      <circle cx="9" cy="7" r="2" />
      <circle cx="15" cy="17" r="2" />
    </SvgIcon>
  );
}
