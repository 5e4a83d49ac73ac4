import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** A triangle pointing right: play. */
export function IconPlay(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M7 4.5v15l12-7.5z" />
    </SvgIcon>
  );
}
