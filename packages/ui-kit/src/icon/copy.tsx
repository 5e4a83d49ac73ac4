import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** Two overlapping sheets: copy. */
export function IconCopy(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M9 9h11v11H9zM5 15H4V4h11v1" />
    </SvgIcon>
  );
}
