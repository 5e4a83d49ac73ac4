import { Carousel, LazyImage, PageHeader, Tabs } from '@lobby/ui-kit';
import type { SecurityTopic } from './security-center.content.ts';
import './security-center.css';

/** Props of {@link SecurityCenterView}. */
export type SecurityCenterViewProps = {
  /** The three tabs with their advice. */
  topics: readonly SecurityTopic[];
  /** The tab shown. */
  selected: SecurityTopic['key'];
  onSelect: (key: SecurityTopic['key']) => void;
  /** The two banner pictures. */
  banners: readonly string[];
  onBack: () => void;
  onOpenService: () => void;
};

/** The banners' shape (750 × 300). */
const BANNER_RATIO = '750 / 300';

/** /securitycenter: two banners, the three tabs of static advice, back and customer service. */
export function SecurityCenterView({
  topics,
  selected,
  onSelect,
  banners,
  onBack,
  onOpenService,
}: SecurityCenterViewProps) {
  const topic = topics.find((candidate) => candidate.key === selected) ?? topics[0];
  return (
    <div className="security">
      <PageHeader title="安全中心" onBack={onBack} onOpenService={onOpenService} />
      <Carousel label="安全中心横幅" aspectRatio={BANNER_RATIO} autoplayMs={5000} className="security__banner">
        {banners.map((src, index) => (
          <LazyImage key={src} src={src} alt="" aspectRatio={BANNER_RATIO} eager={index === 0} />
        ))}
      </Carousel>
      <Tabs
        label="安全专题"
        items={topics.map((entry) => ({ value: entry.key, label: entry.label }))}
        value={selected}
        onChange={onSelect}
        stretch
      >
        {topic && (
          <div className="security__advice">
            {topic.advice.map((advice) => (
              <section key={advice.title} className="security__card" aria-labelledby={`security-${advice.title}`}>
                <h2 id={`security-${advice.title}`}>{advice.title}</h2>
                {advice.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
          </div>
        )}
      </Tabs>
    </div>
  );
}
