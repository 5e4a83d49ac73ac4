import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** A red-packet envelope. */
export function IconRedPacket(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 3h14v18H5zM5 8l7 4 7-4" />
    </SvgIcon>
  );
}
