import {
  Avatar,
  Button,
  ButtonLink,
  IconActivity,
  IconAgent,
  IconCalendar,
  IconCard,
  IconChevronRight,
  IconCoin,
  IconCrown,
  IconDownload,
  IconHelp,
  IconLink,
  IconLogin,
  IconLogout,
  IconRecords,
  IconRedPacket,
  IconRefresh,
  IconService,
  IconSettings,
  IconShield,
  IconSpeaker,
  IconTicket,
  IconTransfer,
  IconWallet,
  IconWithdraw,
} from '@lobby/ui-kit';
import type { ChangeEvent, ReactNode } from 'react';
import './mine.css';
import { AdultNotice } from '../../wiring/protection/adult-notice.tsx';

/** The icons a link row can show (the view maps each to a ui-kit icon). */
export type MineIcon =
  | 'records'
  | 'ticket'
  | 'gift'
  | 'calendar'
  | 'redPacket'
  | 'card'
  | 'coin'
  | 'message'
  | 'settings'
  | 'shield'
  | 'agent'
  | 'crown'
  | 'help'
  | 'service'
  | 'login'
  | 'download';

/** One row of a link list: an in-app path, or an action (the app download). */
export type MineLink = {
  key: string;
  label: string;
  icon: MineIcon;
  /** An in-app path (`/vip`); the view makes it a hash link. */
  to?: string;
  onClick?: () => void;
  /** A short text at the row's end (the FAQ's version label). */
  detail?: string;
};

/** A named list of rows. */
export type MineLinkGroup = { key: string; label: string; links: readonly MineLink[] };

/** What the signed-in profile shows and does. */
export type MineProfile = {
  /**
   * The player's name; empty while their info is still loading (the token alone says they are signed in): the
   * name's and the join line's places are kept, so the wallet, the money buttons and the lists below stay put.
   */
  username: string;
  avatar: string;
  /** 加入本站第N天, already filled in; empty when joinday is unknown. */
  joinText: string;
  /** The wallet balance (LiveBalance in the app, so a poll tick re-renders only it). */
  balance: ReactNode;
  /** The wallet is being read again. */
  refreshing: boolean;
  onRefresh: () => void;
  /** An avatar is being uploaded. */
  uploading: boolean;
  /** The picked file the check refused, said beside the avatar. */
  avatarError?: string;
  /** The MIME types the file picker offers (gif and png). */
  avatarAccept: string;
  onAvatarPick: (file: File) => void;
  onLogout: () => void;
};

/** Props of {@link MineView}. */
export type MineViewProps = {
  /** The signed-in player (their info perhaps still loading), or null for a visitor (who sees 请登录). */
  profile: MineProfile | null;
  /** Where 请登录 leads. */
  loginHref: string;
  /** The link lists, in the order they show. */
  groups: readonly MineLinkGroup[];
};

const ICONS: Readonly<Record<MineIcon, () => ReactNode>> = {
  records: () => <IconRecords />,
  ticket: () => <IconTicket />,
  gift: () => <IconActivity />,
  calendar: () => <IconCalendar />,
  redPacket: () => <IconRedPacket />,
  card: () => <IconCard />,
  coin: () => <IconCoin />,
  message: () => <IconSpeaker />,
  settings: () => <IconSettings />,
  shield: () => <IconShield />,
  agent: () => <IconAgent />,
  crown: () => <IconCrown />,
  help: () => <IconHelp />,
  service: () => <IconService />,
  login: () => <IconLogin />,
  download: () => <IconDownload />,
};

function LinkRow({ link }: { link: MineLink }) {
  const content = (
    <>
      <span className="mine__row-icon">{ICONS[link.icon]()}</span>
      <span className="mine__row-label">{link.label}</span>
      {link.detail && <span className="mine__row-detail">{link.detail}</span>}
      <IconChevronRight size={18} className="mine__row-chevron" />
    </>
  );
  return (
    <li>
      {link.to !== undefined ? (
        <a className="mine__row" href={`#${link.to}`}>
          {content}
        </a>
      ) : (
        <button type="button" className="mine__row" onClick={link.onClick}>
          {content}
        </button>
      )}
    </li>
  );
}

function AvatarPicker({ profile }: { profile: MineProfile }) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Emptied so that picking the same file again still counts as a pick.
    event.currentTarget.value = '';
    if (file) profile.onAvatarPick(file);
  };
  return (
    <div className="mine__avatar-box">
      <label className="mine__avatar" aria-busy={profile.uploading || undefined}>
        <Avatar src={profile.avatar} alt="" size={64} />
        <span className="mine__avatar-badge" aria-hidden="true">
          {profile.uploading ? '上传中' : '更换'}
        </span>
        <input
          className="lb-visually-hidden"
          type="file"
          accept={profile.avatarAccept}
          aria-label="更换头像"
          aria-describedby={profile.avatarError ? 'mine-avatar-error' : undefined}
          disabled={profile.uploading}
          onChange={pick}
        />
      </label>
      {profile.avatarError && (
        <p id="mine-avatar-error" className="mine__avatar-error" role="alert">
          {profile.avatarError}
        </p>
      )}
    </div>
  );
}

function Profile({ profile }: { profile: MineProfile }) {
  return (
    <>
      <div className="mine__profile-top">
        <AvatarPicker profile={profile} />
        {profile.username ? (
          <div className="mine__names">
            <h2 className="mine__name">{profile.username}</h2>
            {profile.joinText && <p className="mine__hint">{profile.joinText}</p>}
          </div>
        ) : (
          // The name and join lines' places while the player's info loads: without them the whole page below moved
          // as it landed. Blank lines, never read.
          <div className="mine__names" aria-hidden="true">
            <span className="mine__name">{'\u00a0'}</span>
            <p className="mine__hint">{'\u00a0'}</p>
          </div>
        )}
      </div>
      <div className="mine__wallet">
        <p className="mine__balance">
          <span className="mine__balance-label">钱包余额</span> {profile.balance}
        </p>
        <Button
          variant="ghost"
          className="mine__refresh"
          busy={profile.refreshing}
          aria-label="刷新余额"
          onClick={profile.onRefresh}
        >
          {!profile.refreshing && <IconRefresh size={20} />}
        </Button>
      </div>
      <ul className="mine__money" aria-label="资金">
        <li>
          <ButtonLink variant="secondary" block href="#/recharge">
            <IconWallet size={20} /> 存款
          </ButtonLink>
        </li>
        <li>
          <ButtonLink variant="secondary" block href="#/withdrawal">
            <IconWithdraw size={20} /> 取款
          </ButtonLink>
        </li>
        <li>
          <ButtonLink variant="secondary" block href="#/transfer">
            <IconTransfer size={20} /> 转账
          </ButtonLink>
        </li>
      </ul>
    </>
  );
}

/** /mine: the player's profile, wallet and links, or a way in for a visitor; the lists for everyone. */
export function MineView({ profile, loginHref, groups }: MineViewProps) {
  return (
    <div className="mine">
      <div className="mine__bar">
        <IconLink href="#/app" label="APP下载">
          <IconDownload />
        </IconLink>
        <h1 className="mine__title">我的</h1>
        {profile ? (
          <IconLink href="#/message" label="消息">
            <IconSpeaker />
          </IconLink>
        ) : (
          <span className="mine__bar-spacer" />
        )}
      </div>
      <section className="mine__profile" aria-label="个人信息">
        {profile ? (
          <Profile profile={profile} />
        ) : (
          <a className="mine__login" href={`#${loginHref}`}>
            <Avatar src="" alt="" size={64} />
            <span className="mine__name">请登录</span>
            <span className="mine__hint">登录后查看钱包与账户</span>
          </a>
        )}
      </section>
      {groups.map((group) => (
        <nav key={group.key} className="mine__group" aria-labelledby={`mine-group-${group.key}`}>
          <h2 id={`mine-group-${group.key}`} className="mine__group-title">
            {group.label}
          </h2>
          <ul className="mine__list">
            {group.links.map((link) => (
              <LinkRow key={link.key} link={link} />
            ))}
          </ul>
        </nav>
      ))}
      <div className="mine__footer">
        {profile && (
          <Button variant="secondary" block onClick={profile.onLogout}>
            <IconLogout />
            退出登录
          </Button>
        )}
        <AdultNotice />
      </div>
    </div>
  );
}
