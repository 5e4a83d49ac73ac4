import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** A circular arrow: refresh or reload. */
export function IconRefresh(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" />
    </SvgIcon>
  );
}
