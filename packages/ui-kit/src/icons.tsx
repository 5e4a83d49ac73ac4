import { type IconProps, SvgIcon } from './icon-frame.tsx';

export type { IconProps } from './icon-frame.tsx';

/** A house: the home tab. */
export function IconHome(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5" />
    </SvgIcon>
  );
}

/** A gift box: promotions and activities. */
export function IconActivity(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 7h18v4H3zM5 11v9h14v-9M12 7v13M12 7C10.5 3.5 6.5 3.5 7.5 6 8 7 12 7 12 7zm0 0c1.5-3.5 5.5-3.5 4.5-1-.5 1-4.5 1-4.5 1z" />
    </SvgIcon>
  );
}

/** A headset: customer service. */
export function IconService(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3M4 14h3v6H5a1 1 0 0 1-1-1zm16 0h-3v6h2a1 1 0 0 0 1-1zm-3 6c0 1-2 1.5-4 1.5" />
    </SvgIcon>
  );
}

/** A person: the player's own pages. */
export function IconUser(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-6 8-6s8 2 8 6" />
    </SvgIcon>
  );
}

/** An arrow into a tray: the app download. */
export function IconDownload(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
    </SvgIcon>
  );
}

/** A chevron pointing left: back. */
export function IconBack(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M15 5l-7 7 7 7" />
    </SvgIcon>
  );
}

/** A wallet. */
export function IconWallet(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M17 7V4H6a2 2 0 0 0-2 2v13a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1H6a2 2 0 0 1-2-2m12 8.5h.01" />
    </SvgIcon>
  );
}

/** Money leaving a card: withdrawal. */
export function IconWithdraw(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 11h18v9H3zM12 15V3M8 7l4-4 4 4M7 15.5h.01" />
    </SvgIcon>
  );
}

/** Two opposed arrows: transfer between wallets. */
export function IconTransfer(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 8h15m-4-4 4 4-4 4M20 16H5m4-4-4 4 4 4" />
    </SvgIcon>
  );
}

/** A ruled sheet: records and history. */
export function IconRecords(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 3h9l4 4v14H6zM9 8h3m-3 4h7m-7 4h7" />
    </SvgIcon>
  );
}

/** An exclamation mark in a circle: something went wrong. */
export function IconAlert(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5m0 3.5h.01" />
    </SvgIcon>
  );
}

/** A loudspeaker: notices and announcements. */
export function IconSpeaker(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 9.5h3.5L13 5v14l-5.5-4.5H4zM16.5 9a4 4 0 0 1 0 6m2.5-8.5a7.5 7.5 0 0 1 0 11" />
    </SvgIcon>
  );
}

/** A cross: close or dismiss. */
export function IconClose(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </SvgIcon>
  );
}
