import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** A door with an arrow out: log out. */
export function IconLogout(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M10 4H5v16h5M14 8l4 4-4 4m4-4H9" />
    </SvgIcon>
  );
}
