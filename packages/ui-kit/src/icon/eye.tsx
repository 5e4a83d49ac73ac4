import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** An open eye: the password is hidden, press to show it. */
export function IconEye(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </SvgIcon>
  );
}
