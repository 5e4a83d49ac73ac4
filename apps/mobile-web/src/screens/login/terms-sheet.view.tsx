import type { LoadViewModel } from '@lobby/domain/load';
import { BottomSheet, Button, ErrorState, Skeleton } from '@lobby/ui-kit';
import { SafeHtml } from '@lobby/ui-kit/safe-html';
import './login.css';

/** One article of the terms: its title and its load. */
export type TermsArticle = { type: number; title: string; vm: LoadViewModel<string> };

/** Props of {@link TermsSheetView}. */
export type TermsSheetViewProps = { open: boolean; articles: readonly TermsArticle[]; onClose: () => void };

/**
 * 《相关条款和隐私协议》 over the register form: the articles a player agreeing to the terms must read (the privacy
 * policy and the disclaimer, as server HTML through SafeHtml), in a sheet, so closing it returns to the form as it
 * was typed.
 */
export function TermsSheetView({ open, articles, onClose }: TermsSheetViewProps) {
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title="相关条款和隐私协议"
      className="login__terms"
      footer={
        <Button block data-autofocus onClick={onClose}>
          我知道了
        </Button>
      }
    >
      {articles.map(({ type, title, vm }) => (
        <section key={type} className="login__terms-article" aria-label={title}>
          <h3>{title}</h3>
          {vm.busy && (
            <div role="status" aria-label={`${title}加载中`}>
              <Skeleton shape="line" />
              <Skeleton shape="line" width="80%" />
            </div>
          )}
          {vm.failed && <ErrorState message={vm.error?.message || '加载失败，请重试'} onRetry={vm.retry} />}
          {vm.empty && <p>暂无内容</p>}
          {(vm.value ?? '') !== '' && <SafeHtml html={vm.value ?? ''} />}
        </section>
      ))}
    </BottomSheet>
  );
}
