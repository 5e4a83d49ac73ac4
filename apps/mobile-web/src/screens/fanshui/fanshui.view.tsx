import type { PagedListViewModel } from '@lobby/domain/paging';
import type { RebateRowViewModel } from '@lobby/domain/rewards';
import { Button, FilterChip, formatMoney, PageHeader, type PickerOption } from '@lobby/ui-kit';
import { PagedRows, RecordSummary } from '../../wiring/member/paged-rows.view.tsx';
import './fanshui.css';

/** One rebate as the list shows it (domain's `toRebateRow`): the claim time, or 未领取 while it is not claimed. */
export type RebateEntry = RebateRowViewModel;

/** The two sums above the list; null until the first page brings them. */
export type RebateTotals = { claimed: number; pending: number } | null;

/** Props of {@link FanshuiView}. */
export type FanshuiViewProps = {
  totals: RebateTotals;
  list: PagedListViewModel<RebateEntry>;
  /** The platform filter's options (全部 first) and the active one. */
  platforms: readonly PickerOption<string>[];
  platform: string;
  onPlatformChange: (platform: string) => void;
  /** The date filter's options (the rebate screen's codes) and the active one. */
  dates: readonly PickerOption<number>[];
  date: number;
  onDateChange: (date: number) => void;
  /** A claim is under way: the button shows it and ignores taps. */
  claiming: boolean;
  onClaim: () => void;
  onBack: () => void;
  onService: () => void;
};

/**
 * /fanshui: back and customer service, 点击领取, the claimed and pending sums, the platform and date chips (each
 * a bottom sheet, the active option marked), and the rebates paged (game, amount, time, claim time).
 */
export function FanshuiView(props: FanshuiViewProps) {
  const { totals, list, claiming } = props;
  return (
    <div className="fanshui">
      <PageHeader title="返水记录" onBack={props.onBack} onOpenService={props.onService} serviceLabel="客服" />
      <RecordSummary
        label="返水汇总"
        figures={[
          { label: '已领取返水', value: totals ? formatMoney(totals.claimed) : undefined },
          { label: '待领取返水', value: totals ? formatMoney(totals.pending) : undefined },
        ]}
        action={
          <Button onClick={props.onClaim} busy={claiming}>
            点击领取
          </Button>
        }
      />
      <fieldset className="fanshui__filters">
        <legend className="lb-visually-hidden">筛选</legend>
        <FilterChip
          label="游戏平台"
          placeholder="游戏平台"
          options={props.platforms}
          value={props.platform}
          onChange={props.onPlatformChange}
        />
        <FilterChip
          label="日期"
          placeholder="日期"
          options={props.dates}
          value={props.date}
          onChange={props.onDateChange}
        />
      </fieldset>
      <PagedRows vm={list} label="返水列表" emptyText="暂无返水记录">
        {(row) => (
          <li key={row.id} className="record-row">
            <div className="record-row__head">
              <h2 className="record-row__title">{row.gameName}</h2>
              <span className="fanshui__amount">{formatMoney(row.amount)}</span>
            </div>
            <dl className="record-row__facts">
              <dt>返水时间</dt>
              <dd>{row.createdAt}</dd>
              <dt>领取时间</dt>
              <dd>{row.claimedAt}</dd>
            </dl>
          </li>
        )}
      </PagedRows>
    </div>
  );
}
