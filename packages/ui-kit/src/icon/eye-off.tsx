import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** A struck-through eye: the password is shown, press to hide it. */
export function IconEyeOff(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 4l16 16M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.7 3.6M6.6 6.6C3.6 8.4 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </SvgIcon>
  );
}
