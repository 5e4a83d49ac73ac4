import { Button, Header, IconChevronRight, IconService } from '@lobby/ui-kit';
import './kefu.css';

/** Props of {@link KefuView}. */
export type KefuViewProps = {
  /** The logged-in player's name, greeted by name; null for a visitor. */
  username: string | null;
  /** The service address is being asked for (the button shows it and takes no second tap). */
  connecting: boolean;
  /** Opens online customer service (the page is replaced by the service address). */
  onOpenService: () => void;
};

/** Help pages a player can read before or instead of asking (the help centre and two of its articles). */
const HELP_LINKS = [
  { href: '#/boutBallBet', label: '帮助中心', hint: '存取款、游戏与账户的常见问题' },
  { href: '#/boutBallBetInfo?type=1', label: '常见问题', hint: '新手必读，快速找到答案' },
  { href: '#/boutBallBetInfo?type=4', label: '联系我们', hint: '其他联系方式与工作时间' },
] as const;

/** What to have ready so the agent can help at once. */
const TIPS = ['您的账号（用户名）', '问题发生的时间与页面', '存取款问题请提供订单号或截图'];

/** /kefu: what online customer service does, the button that opens it, what to have ready, and the help pages. */
export function KefuView({ username, connecting, onOpenService }: KefuViewProps) {
  return (
    <div className="kefu">
      <Header title="客服中心" />
      <section className="kefu__hero" aria-labelledby="kefu-title">
        <span className="kefu__icon" aria-hidden="true">
          <IconService size={32} />
        </span>
        <h2 id="kefu-title">{username ? `您好，${username}` : '您好，尊敬的会员'}</h2>
        <p>在线客服为您解答存款到账、取款进度、游戏问题与账户安全等问题。</p>
        <Button block busy={connecting} onClick={onOpenService}>
          联系在线客服
        </Button>
        <p className="kefu__note">点击后将为您打开客服页面，请耐心等待接通。</p>
      </section>
      <section className="kefu__card" aria-labelledby="kefu-tips">
        <h2 id="kefu-tips">咨询前请准备</h2>
        <ul className="kefu__tips">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
      <nav className="kefu__card" aria-labelledby="kefu-help">
        <h2 id="kefu-help">自助帮助</h2>
        <ul className="kefu__links">
          {HELP_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href}>
                <span>
                  <span className="kefu__link-label">{link.label}</span>
                  <span className="kefu__link-hint">{link.hint}</span>
                </span>
                <IconChevronRight />
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
