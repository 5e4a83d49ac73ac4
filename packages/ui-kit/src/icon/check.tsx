import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** A tick: the chosen option. */
export function IconCheck(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4.5 12.5l5 5 10-11" />
    </SvgIcon>
  );
}
