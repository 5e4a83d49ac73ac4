import type { FormViewModel } from '@lobby/domain/form';
import type { LoadViewModel } from '@lobby/domain/load';
import { Button, ButtonLink, bindField, ErrorState, LazyImage, PageHeader, Skeleton, TextField } from '@lobby/ui-kit';
import { Dialog } from '@lobby/ui-kit/dialog';
import { SafeHtml } from '@lobby/ui-kit/safe-html';
import './activity-info.css';

/** A promotion with its texts, as the page shows it (the api's `PromotionDetail` fits). */
export type ActivityDetail = {
  id: number;
  title: string;
  banner: string;
  content: string;
  memo: string;
  canApply: boolean;
};

/** The apply dialog's one field: the bonus the player says they qualify for (digits, as typed). */
export type ApplyForm = { amount: string };

/** Props of {@link ActivityInfoView}. */
export type ActivityInfoViewProps = {
  /** The load of the promotion. */
  vm: LoadViewModel<ActivityDetail>;
  signedIn: boolean;
  /** Where 登录后报名 leads (back here after signing in). */
  loginHref: string;
  /** The apply dialog's form, and whether the dialog shows. */
  apply: FormViewModel<ApplyForm>;
  applyOpen: boolean;
  onOpenApply: () => void;
  onCloseApply: () => void;
  onBack: () => void;
  /** Shown once when the banner fails to load. */
  fallbackSrc: string;
};

/** The banners' shape (750 × 300), reserved before the picture arrives. */
const BANNER_RATIO = '750 / 300';

/** Shown when the promotion failed to load without a message of its own. */
const DEFAULT_ERROR = '活动详情加载失败，请稍后重试';

function DetailSkeleton() {
  return (
    <div className="activity-info__body" role="status" aria-label="加载中">
      <Skeleton shape="block" className="activity-info__banner-skeleton" />
      <div className="activity-info__card">
        <Skeleton shape="line" width="60%" />
        <Skeleton shape="line" />
        <Skeleton shape="line" />
        <Skeleton shape="line" width="80%" />
      </div>
    </div>
  );
}

/** The bottom bar: 报名参与 for a signed-in player when the promotion takes applications, else 登录后报名. */
function ApplyBar({
  detail,
  signedIn,
  loginHref,
  onOpenApply,
}: {
  detail: ActivityDetail;
  signedIn: boolean;
  loginHref: string;
  onOpenApply: () => void;
}) {
  if (!signedIn) {
    return (
      <div className="activity-info__bar">
        <ButtonLink href={`#${loginHref}`} block>
          登录后报名
        </ButtonLink>
      </div>
    );
  }
  if (!detail.canApply) {
    // A signed-in player cannot "log in to sign up": say plainly that there is nothing to sign up for.
    return (
      <div className="activity-info__bar">
        <p className="activity-info__no-apply">本活动无需报名，符合条件即可参与</p>
      </div>
    );
  }
  return (
    <div className="activity-info__bar">
      <Button block onClick={onOpenApply}>
        报名参与
      </Button>
    </div>
  );
}

/** /activityInfo?id=: banner, title, the sanitised content and memo, and the way to apply. */
export function ActivityInfoView({
  vm,
  signedIn,
  loginHref,
  apply,
  applyOpen,
  onOpenApply,
  onCloseApply,
  onBack,
  fallbackSrc,
}: ActivityInfoViewProps) {
  const detail = vm.value;
  return (
    <div className="activity-info">
      <PageHeader title="活动详情" onBack={onBack} />
      {vm.busy && <DetailSkeleton />}
      {vm.failed && <ErrorState message={vm.error?.message || DEFAULT_ERROR} onRetry={vm.retry} />}
      {detail && (
        <>
          <article className="activity-info__body" aria-labelledby="activity-info-title">
            <LazyImage src={detail.banner} alt="" aspectRatio={BANNER_RATIO} fallbackSrc={fallbackSrc} eager />
            <div className="activity-info__card">
              <h2 id="activity-info-title" className="activity-info__title">
                {detail.title}
              </h2>
              {detail.content !== '' && (
                <section className="activity-info__html" aria-labelledby="activity-info-content">
                  <h3 id="activity-info-content" className="activity-info__section">
                    活动内容
                  </h3>
                  <SafeHtml html={detail.content} />
                </section>
              )}
              {detail.memo !== '' && (
                <section className="activity-info__html activity-info__memo" aria-labelledby="activity-info-memo">
                  <h3 id="activity-info-memo" className="activity-info__section">
                    活动说明
                  </h3>
                  <SafeHtml html={detail.memo} />
                </section>
              )}
            </div>
          </article>
          <ApplyBar detail={detail} signedIn={signedIn} loginHref={loginHref} onOpenApply={onOpenApply} />
          {/* Mounted only while open: a closed page holds no form of its own beside the server's HTML. */}
          {applyOpen && (
            <Dialog
              open
              onClose={onCloseApply}
              title="活动申请"
              actions={
                <>
                  <Button variant="secondary" onClick={onCloseApply} disabled={apply.busy}>
                    取消
                  </Button>
                  <Button type="submit" form="activity-apply" busy={apply.busy}>
                    立即申请
                  </Button>
                </>
              }
            >
              <form
                id="activity-apply"
                aria-label="活动申请"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  apply.submit();
                }}
              >
                <TextField
                  label="彩金金额"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="请输入您符合条件的彩金金额"
                  {...bindField(apply, 'amount')}
                  data-autofocus
                />
              </form>
            </Dialog>
          )}
        </>
      )}
    </div>
  );
}
