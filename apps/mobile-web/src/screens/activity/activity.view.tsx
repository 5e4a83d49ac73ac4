import type { ActivityViewModel } from '@lobby/domain/activity';
import { ButtonLink, EmptyState, ErrorState, LazyImage, Skeleton, Tabs } from '@lobby/ui-kit';
import { useId } from 'react';
import './activity.css';

/** A promotion as the list shows it (the api's `Promotion` fits). */
export type ActivityViewPromotion = { id: number; title: string; banner: string; createdAt: string; isActive: boolean };

/** Props of {@link ActivityView}: the machine's view model plus the session and the screen's texts. */
export type ActivityViewProps = {
  vm: ActivityViewModel<ActivityViewPromotion>;
  /** Logged out, the page offers to log in (part 1 §2). */
  signedIn: boolean;
  /** Where 登录 / 注册 leads: the login screen with the promoter id kept and the way back to this page. */
  loginHref?: string;
  /** Why the list did not load ('' when nothing better than the default is known). */
  errorMessage: string;
  /** Why the category menu did not load ('' likewise); the menu then holds all offers alone. */
  typesErrorMessage: string;
  /** Shown once when a promotion's banner fails to load. */
  fallbackSrc: string;
};

/** The banners' shape (750 × 300): their boxes are reserved before the pictures arrive. */
const BANNER_RATIO = '750 / 300';

/** The tab value of all offers (the menu's other entries are the server's numeric ids). */
const ALL = 'all';

/** Shown when the list failed without a message of its own. */
const DEFAULT_ERROR = '优惠活动加载失败，请稍后重试';

/** Shown when the menu failed without a message of its own. */
const DEFAULT_TYPES_ERROR = '优惠分类加载失败';

function PromotionSkeleton() {
  return (
    <div className="activity__card" aria-hidden="true">
      <Skeleton shape="block" className="activity__banner-skeleton" />
      <div className="activity__text">
        <Skeleton shape="line" width="70%" />
        <Skeleton shape="line" width="40%" />
      </div>
    </div>
  );
}

/** /activity: the login offer when logged out, the category menu and the listed promotions (state 1). */
export function ActivityView({
  vm,
  signedIn,
  loginHref = '/login',
  errorMessage,
  typesErrorMessage,
  fallbackSrc,
}: ActivityViewProps) {
  const listId = useId();
  const headingId = `${listId}-heading`;
  const selected = vm.tabs.find((tab) => tab.selected);
  return (
    <div className="activity">
      {!signedIn && (
        <div className="activity__login">
          <p>登录后即可申请参与优惠活动</p>
          <ButtonLink href={`#${loginHref}`} variant="primary">
            登录 / 注册
          </ButtonLink>
        </div>
      )}
      {/* A menu that failed says so inside its own row, beside 全部优惠 (then its only tab): on a row of its own it
          pushed the offers below 56 px down as the failure landed. */}
      <div className="activity__menu">
        <Tabs
          label="优惠分类"
          items={vm.tabs.map((tab) => ({ value: tab.id ?? ALL, label: tab.name }))}
          value={selected?.id ?? ALL}
          onChange={(value) => vm.select(value === ALL ? null : Number(value))}
          panelId={listId}
        />
        {vm.typesFailed && !vm.failed && (
          <div className="activity__types-failed" role="alert">
            <span>{typesErrorMessage || DEFAULT_TYPES_ERROR}</span>
            <button type="button" className="activity__retry" onClick={vm.retry}>
              重试
            </button>
          </div>
        )}
      </div>
      <section id={listId} className="activity__list" aria-labelledby={headingId} aria-busy={vm.busy}>
        <h2 id={headingId} className="lb-visually-hidden">
          {selected?.name ?? '优惠活动'}
        </h2>
        {vm.busy && (
          <>
            <p className="lb-visually-hidden" role="status">
              加载中
            </p>
            <PromotionSkeleton />
            <PromotionSkeleton />
            <PromotionSkeleton />
          </>
        )}
        {vm.failed && <ErrorState message={errorMessage || DEFAULT_ERROR} onRetry={vm.retry} />}
        {vm.empty && <EmptyState message="暂无优惠活动，敬请期待" />}
        {!vm.busy && !vm.failed && vm.promotions.length > 0 && (
          <ul className="activity__items">
            {vm.promotions.map(({ promotion, path }, index) => (
              <li key={promotion.id}>
                <a className="activity__card" href={`#${path}`}>
                  <LazyImage
                    src={promotion.banner}
                    alt=""
                    aspectRatio={BANNER_RATIO}
                    fallbackSrc={fallbackSrc}
                    eager={index === 0}
                  />
                  <span className="activity__text">
                    <span className="activity__title">{promotion.title}</span>
                    {promotion.createdAt && (
                      <time className="activity__date" dateTime={promotion.createdAt.replace(' ', 'T')}>
                        {promotion.createdAt}
                      </time>
                    )}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
