import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** A bank card. */
export function IconCard(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 7a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1zM3 10h18M7 15h4" />
    </SvgIcon>
  );
}
