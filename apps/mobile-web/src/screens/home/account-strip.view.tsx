import { Avatar, ButtonLink, IconRecords, IconTransfer, IconWallet, IconWithdraw } from '@lobby/ui-kit';
import type { ReactNode } from 'react';
import './account-strip.css';

/** Props of {@link AccountStripView}. */
export type AccountStripViewProps =
  /** `siteTitle`: the site's own name from its settings (its fallback before they come). */
  | { signedIn: false; loginHref: string; siteTitle: string }
  /** `username` and `avatar` are missing while the player's info loads (the token says signed in): the name keeps its line. */
  | { signedIn: true; username?: string; avatar?: string; balance: ReactNode };

const actions = [
  { href: '#/recharge', label: '存款', icon: <IconWallet /> },
  { href: '#/withdrawal', label: '取款', icon: <IconWithdraw /> },
  { href: '#/transfer', label: '转账', icon: <IconTransfer /> },
  { href: '#/betRecord', label: '注单', icon: <IconRecords /> },
] as const;

/** The home page's account strip: a way in when signed out; avatar, name, balance and wallet actions when in. */
export function AccountStripView(props: AccountStripViewProps) {
  if (!props.signedIn) {
    return (
      <section className="account-strip account-strip--out" aria-label="账户">
        <div className="account-strip__hello">
          <p className="account-strip__title">您好，欢迎来到 {props.siteTitle}</p>
          <p className="account-strip__hint">登录后即可存款、取款与畅玩全部游戏</p>
        </div>
        <ButtonLink href={`#${props.loginHref}`}>登录 / 注册</ButtonLink>
      </section>
    );
  }
  return (
    <section className="account-strip" aria-label="账户">
      <div className="account-strip__who">
        <Avatar src={props.avatar} alt="" size={48} />
        <div className="account-strip__names">
          <p className="account-strip__title">{props.username}</p>
          <p className="account-strip__balance">
            <span className="account-strip__balance-label">余额</span> {props.balance}
          </p>
        </div>
      </div>
      <ul className="account-strip__actions">
        {actions.map((action) => (
          <li key={action.href}>
            <a className="account-strip__action" href={action.href}>
              {action.icon}
              <span>{action.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
