import { type IconProps, SvgIcon } from '../icon-frame.tsx';

/** Two people: agents. */
export function IconAgent(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M21 20a6 6 0 0 0-4-5.6" />
    </SvgIcon>
  );
}
