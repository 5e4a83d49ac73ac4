import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** A crown: VIP. */
export function IconCrown(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5zM5 21h14" />
    </SvgIcon>
  );
}
