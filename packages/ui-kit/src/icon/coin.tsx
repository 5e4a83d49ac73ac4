import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** A coin marked T: USDT. */
export function IconCoin(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9h6m-3 0v7" />
    </SvgIcon>
  );
}
