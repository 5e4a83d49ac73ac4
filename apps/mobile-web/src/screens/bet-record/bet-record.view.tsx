import type { PagedListViewModel } from '@lobby/domain/paging';
import type { BetRowViewModel } from '@lobby/domain/records';
import { formatMoney, PageHeader } from '@lobby/ui-kit';
import { memo } from 'react';
import { RecordFilters, type RecordFiltersProps, RecordList } from '../../wiring/records/records.view.tsx';

/** Each bet row's height in CSS pixels (fixed, so a long list's window is exact). */
export const BET_ROW_HEIGHT = 84;

/** Props of {@link BetRecordView}. */
export type BetRecordViewProps = {
  filters: RecordFiltersProps;
  list: PagedListViewModel<BetRowViewModel>;
  /** Set while the records cannot be read (offline): said instead of the rows. */
  unavailable?: string | undefined;
  onBack: () => void;
};

// Memoised: a row object never changes once loaded, so a new page or a scroll frame renders only new rows.
const BetEntry = memo(function BetEntry({ row }: { row: BetRowViewModel }) {
  const tone = row.winLoss > 0 ? 'records__win' : row.winLoss < 0 ? 'records__loss' : undefined;
  return (
    <>
      <p className="records__line">
        <span className="records__title">{row.title}</span>
        <span className="records__status">{row.status}</span>
      </p>
      <p className="records__line records__muted">
        <span>注单号 {row.id}</span>
        <span>{row.platformName}</span>
      </p>
      <p className="records__line">
        <span>
          投注 {formatMoney(row.betAmount)}
          {row.settled && (
            <>
              {' · 输赢 '}
              <span className={tone}>{formatMoney(row.winLoss)}</span>
            </>
          )}
        </span>
        <time className="records__muted" dateTime={row.betTime.replace(' ', 'T')}>
          {row.betTime}
        </time>
      </p>
    </>
  );
});

/** /betRecord: header with back, the platform and date filters, and the paged bets. */
export function BetRecordView({ filters, list, unavailable, onBack }: BetRecordViewProps) {
  return (
    <div className="records">
      <PageHeader title="投注记录" onBack={onBack} />
      <RecordFilters {...filters} />
      <RecordList
        label="投注记录"
        vm={list}
        rowHeight={BET_ROW_HEIGHT}
        rowKey={(row) => row.id}
        renderRow={(row) => <BetEntry row={row} />}
        emptyText="暂无投注记录"
        unavailable={unavailable}
      />
    </div>
  );
}
