import { Avatar, Button, IconLogout } from '@lobby/ui-kit';
import type { ReactNode } from 'react';
import './mine.css';

/** Props of {@link MineView}. */
export type MineViewProps =
  | { signedIn: false; loginHref: string }
  | { signedIn: true; username: string; avatar: string; balance: ReactNode; onLogout: () => void };

/** /mine in its first form: who is signed in, the wallet balance and logout; a way in when signed out. */
export function MineView(props: MineViewProps) {
  return (
    <div className="mine">
      <section className="mine__profile" aria-label="个人信息">
        {props.signedIn ? (
          <>
            <Avatar src={props.avatar} alt="" size={64} />
            <div className="mine__names">
              <h1 className="mine__name">{props.username}</h1>
              <p className="mine__balance">
                <span className="mine__balance-label">钱包余额</span> {props.balance}
              </p>
            </div>
          </>
        ) : (
          <a className="mine__login" href={`#${props.loginHref}`}>
            <Avatar src="" alt="" size={64} />
            <span className="mine__name">请登录</span>
            <span className="mine__hint">登录后查看钱包与账户</span>
          </a>
        )}
      </section>
      {props.signedIn && (
        <div className="mine__footer">
          <Button variant="secondary" block onClick={props.onLogout}>
            <IconLogout />
            退出登录
          </Button>
        </div>
      )}
    </div>
  );
}
