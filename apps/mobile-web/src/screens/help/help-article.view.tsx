import type { LoadViewModel } from '@lobby/domain/load';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@lobby/ui-kit';
import { SafeHtml } from '@lobby/ui-kit/safe-html';
import { HelpServiceFooter } from './help.view.tsx';
import './help.css';

/** Props of {@link HelpArticleView}. */
export type HelpArticleViewProps = {
  /** The article's title, from its type. */
  title: string;
  /** The load of the article's HTML: '' when the back office has none. */
  vm: LoadViewModel<string>;
  onBack: () => void;
  onOpenService: () => void;
};

/** /boutBallBetInfo: one help article (server HTML, sanitised), with the customer service footer once it has content. */
export function HelpArticleView({ title, vm, onBack, onOpenService }: HelpArticleViewProps) {
  const html = vm.value ?? '';
  return (
    <div className="help">
      <PageHeader title={title} onBack={onBack} />
      {vm.busy && (
        <div className="help__card help__loading" role="status" aria-label="加载中">
          <Skeleton shape="line" width="60%" />
          <Skeleton shape="line" />
          <Skeleton shape="line" />
          <Skeleton shape="line" width="80%" />
        </div>
      )}
      {vm.failed && <ErrorState message={vm.error?.message || '加载失败，请重试'} onRetry={vm.retry} />}
      {vm.empty && <EmptyState message="暂无内容" />}
      {html !== '' && (
        <>
          <article className="help__card help__article" aria-label={title}>
            <SafeHtml html={html} />
          </article>
          <HelpServiceFooter onOpenService={onOpenService} />
        </>
      )}
    </div>
  );
}
