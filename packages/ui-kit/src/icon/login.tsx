import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** An arrow into a door: sign in. */
export function IconLogin(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M14 4h5v16h-5M4 12h10m-4-4 4 4-4 4" />
    </SvgIcon>
  );
}
