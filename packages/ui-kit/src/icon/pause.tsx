import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** Two bars: pause. */
export function IconPause(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M8 5v14M16 5v14" />
    </SvgIcon>
  );
}
