import type { VipViewModel } from '@lobby/domain/vip';
import { ButtonLink, Carousel, EmptyState, ErrorState, formatMoney, PageHeader, Skeleton, Tabs } from '@lobby/ui-kit';
import './vip.css';

/** Props of {@link VipView}. */
export type VipViewProps = {
  vm: VipViewModel;
  onBack: () => void;
  /** Where a visitor logs in to see their own level (a hash link). */
  loginHref: string;
};

/** The level cards' box: reserved before they render, so nothing shifts. */
const CARD_RATIO = '16 / 7';
const CAROUSEL_ID = 'vip-levels';

/** /vip: banner, level tabs and the level cards in step, progress, the rebate table and the rules. */
export function VipView({ vm, onBack, loginHref }: VipViewProps) {
  const ready = !vm.busy && !vm.failed && !vm.empty && vm.tabs.length > 0;
  const current = vm.cards[vm.selectedIndex];
  return (
    <div className="vip">
      <PageHeader title="VIP特权" onBack={onBack} />
      <section className="vip__banner" aria-labelledby="vip-banner-title">
        <h2 id="vip-banner-title">尊享VIP特权</h2>
        <p>累计存款与流水达标即可晋级，等级越高返水越多</p>
      </section>

      {vm.busy && (
        <div className="vip__loading" role="status" aria-label="加载中">
          <div className="vip__loading-tabs">
            <Skeleton shape="block" width="64px" height="32px" />
            <Skeleton shape="block" width="64px" height="32px" />
            <Skeleton shape="block" width="64px" height="32px" />
            <Skeleton shape="block" width="64px" height="32px" />
          </div>
          <Skeleton shape="block" height="150px" />
          <Skeleton shape="line" />
          <Skeleton shape="block" height="180px" />
        </div>
      )}
      {vm.failed && <ErrorState message={vm.error?.message || '加载失败，请重试'} onRetry={vm.retry} />}
      {vm.empty && <EmptyState message="暂无VIP等级" />}

      {ready && (
        <>
          <Tabs
            label="VIP等级"
            items={vm.tabs.map((tab) => ({ value: tab.level, label: tab.name }))}
            value={vm.selected}
            onChange={vm.select}
            panelId={CAROUSEL_ID}
            className="vip__tabs"
          />
          <Carousel
            id={CAROUSEL_ID}
            label="VIP等级卡片"
            aspectRatio={CARD_RATIO}
            index={vm.selectedIndex}
            onIndexChange={vm.selectIndex}
            slideLabel={(position) => vm.cards[position - 1]?.name ?? String(position)}
            indicators={false}
            className="vip__carousel"
          >
            {vm.cards.map((card) => (
              <div key={card.level} className="vip__card">
                <div className="vip__card-head">
                  <h3 className="vip__card-name">{card.name}</h3>
                  <span className={card.reached ? 'vip__state vip__state--reached' : 'vip__state'}>
                    {card.stateLabel}
                  </span>
                </div>
                <dl className="vip__card-facts">
                  <div>
                    <dt>累计存款</dt>
                    <dd>{formatMoney(card.depositThreshold)}</dd>
                  </div>
                  <div>
                    <dt>流水要求</dt>
                    <dd>{formatMoney(card.turnover)}</dd>
                  </div>
                </dl>
              </div>
            ))}
          </Carousel>

          <section className="vip__progress" aria-labelledby="vip-progress-title">
            <div className="vip__progress-head">
              <h2 id="vip-progress-title">晋级进度</h2>
              <span className="vip__progress-value">{vm.progress}%</span>
            </div>
            <progress aria-labelledby="vip-progress-title" max={100} value={vm.progress} />
            {!vm.signedIn && (
              <p className="vip__progress-hint">
                登录后查看您的等级与进度
                <ButtonLink href={loginHref} variant="secondary">
                  立即登录
                </ButtonLink>
              </p>
            )}
            {current && vm.signedIn && (
              <p className="vip__progress-hint">
                {current.name}：{current.stateLabel}
              </p>
            )}
          </section>

          {vm.rebateRows.length > 0 && (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus for keyboard players.
            <section className="vip__table-scroll" aria-labelledby="vip-rebate-caption" tabIndex={0}>
              <table className="vip__table">
                <caption id="vip-rebate-caption">最高返水比例</caption>
                <thead>
                  <tr>
                    <th scope="col">等级</th>
                    {vm.rebateColumns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {vm.rebateRows.map((row) => (
                    <tr key={row.level} aria-current={row.level === vm.selected || undefined}>
                      <th scope="row">{row.name}</th>
                      {row.rates.map((rate, index) => (
                        <td key={vm.rebateColumns[index]}>{rate.toFixed(2)}%</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}

      <section className="vip__rules" aria-labelledby="vip-rules-title">
        <h2 id="vip-rules-title">VIP规则</h2>
        <ol>
          {vm.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
