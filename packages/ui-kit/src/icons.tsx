import type { ReactNode } from 'react';

/** Props every icon takes: a pixel size, and a title when the icon is the only content that names something. */
export interface IconProps {
  /** Width and height in CSS pixels; 24 by default. */
  size?: number;
  /** An accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  className?: string;
}

function SvgIcon({ size = 24, title, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className ? `lb-icon ${className}` : 'lb-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      aria-label={title}
    >
      {children}
    </svg>
  );
}

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

/** An open eye: the password is hidden, press to show it. */
export function IconEye(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </SvgIcon>
  );
}

/** A struck-through eye: the password is shown, press to hide it. */
export function IconEyeOff(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 4l16 16M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.7 3.6M6.6 6.6C3.6 8.4 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </SvgIcon>
  );
}

/** A circular arrow: refresh or reload. */
export function IconRefresh(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" />
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

/** A door with an arrow out: log out. */
export function IconLogout(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M10 4H5v16h5M14 8l4 4-4 4m4-4H9" />
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

/** A chevron pointing right: goes on, or opens more. */
export function IconChevronRight(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M9 5l7 7-7 7" />
    </SvgIcon>
  );
}

/** A chevron pointing down: opens a list of choices. */
export function IconChevronDown(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 9l7 7 7-7" />
    </SvgIcon>
  );
}

/** Two overlapping sheets: copy. */
export function IconCopy(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M9 9h11v11H9zM5 15H4V4h11v1" />
    </SvgIcon>
  );
}

/** A tick: the chosen option. */
export function IconCheck(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4.5 12.5l5 5 10-11" />
    </SvgIcon>
  );
}

/** Two bars: pause. */
export function IconPause(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M8 5v14M16 5v14" />
    </SvgIcon>
  );
}

/** A triangle pointing right: play. */
export function IconPlay(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M7 4.5v15l12-7.5z" />
    </SvgIcon>
  );
}

/** Sliders: settings. */
export function IconSettings(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 6h9m4 0h3M4 12h3m4 0h9M4 18h11m4 0h1" />
      <circle cx="15" cy="6" r="2" />
      <circle cx="9" cy="12" r="2" />
      <circle cx="17" cy="18" r="2" />
    </SvgIcon>
  );
}

/** A bank card. */
export function IconCard(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 7a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1zM3 10h18M7 15h4" />
    </SvgIcon>
  );
}

/** A coin marked T: USDT. */
export function IconCoin(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 8h8M12 8v9M8.5 11.5c2 .8 5 .8 7 0" />
    </SvgIcon>
  );
}

/** A crown: VIP. */
export function IconCrown(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5zM5 21h14" />
    </SvgIcon>
  );
}

/** A ticket: bet slips. */
export function IconTicket(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10" />
    </SvgIcon>
  );
}

/** A calendar: dated records of activities. */
export function IconCalendar(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />
    </SvgIcon>
  );
}

/** Two people: agents. */
export function IconAgent(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M21 20a6 6 0 0 0-4-5.6" />
    </SvgIcon>
  );
}

/** An arrow into a door: sign in. */
export function IconLogin(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M14 4h5v16h-5M4 12h10m-4-4 4 4-4 4" />
    </SvgIcon>
  );
}

/** A red-packet envelope. */
export function IconRedPacket(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 3h14v18H5zM5 7l7 5 7-5" />
      <circle cx="12" cy="12" r="1.5" />
    </SvgIcon>
  );
}

/** A shield with a tick: security. */
export function IconShield(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5" />
    </SvgIcon>
  );
}

/** A question mark in a circle: help articles. */
export function IconHelp(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
    </SvgIcon>
  );
}
