import { Button, IconChevronRight, IconService, PageHeader } from '@lobby/ui-kit';
import './help.css';

/** One entry of the help centre: an article type and its title. */
export type HelpEntry = { type: number; title: string };

/** Props of {@link HelpView}. */
export type HelpViewProps = {
  /** The articles in the order the help centre lists them. */
  entries: readonly HelpEntry[];
  onBack: () => void;
  /** Opens online customer service. */
  onOpenService: () => void;
};

/** The footer of every help page: a way to a person when the article did not answer. */
export function HelpServiceFooter({ onOpenService }: { onOpenService: () => void }) {
  return (
    <footer className="help__footer">
      <p>找不到解决方案？请联系人工客服</p>
      <Button variant="secondary" onClick={onOpenService}>
        <IconService size={20} /> 联系人工客服
      </Button>
    </footer>
  );
}

/** /boutBallBet: the greeting, the seven help articles, and the way to customer service. */
export function HelpView({ entries, onBack, onOpenService }: HelpViewProps) {
  return (
    <div className="help">
      <PageHeader title="帮助中心" onBack={onBack} />
      <section className="help__greeting" aria-labelledby="help-hello">
        <h2 id="help-hello">Hi，亲爱的会员</h2>
        <p>欢迎来到帮助中心</p>
        <p>如问题仍未解决，请咨询在线客服</p>
      </section>
      <nav aria-label="帮助文章" className="help__card">
        <ul className="help__list">
          {entries.map((entry) => (
            <li key={entry.type}>
              <a href={`#/boutBallBetInfo?type=${entry.type}`}>
                <span>{entry.title}</span>
                <IconChevronRight />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <HelpServiceFooter onOpenService={onOpenService} />
    </div>
  );
}
