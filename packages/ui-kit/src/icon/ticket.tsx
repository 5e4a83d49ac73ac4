import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** A ticket: bet slips. */
export function IconTicket(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10" />
    </SvgIcon>
  );
}
