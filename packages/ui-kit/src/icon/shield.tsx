import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** A shield with a tick: security. */
export function IconShield(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z" />
    </SvgIcon>
  );
}
