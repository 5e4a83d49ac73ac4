import type { PagedListViewModel } from '@lobby/domain/paging';
import type { TransactionRowViewModel } from '@lobby/domain/records';
import { formatMoney, PageHeader, Tabs } from '@lobby/ui-kit';
import { memo } from 'react';
import { RecordFilters, type RecordFiltersProps, RecordList } from '../../wiring/records/records.view.tsx';

/** A row's height in CSS pixels: three lines with an order number (deposits, withdrawals), two without. */
export const TRANSACTION_ROW_HEIGHT = { ordered: 84, plain: 64 } as const;

/** One tab: its type code and its label. */
export type TransactionTab<V extends number> = { readonly value: V; readonly label: string };

/** Props of {@link TransRecordView}. */
export type TransRecordViewProps<V extends number> = {
  tabs: readonly TransactionTab<V>[];
  tab: V;
  onTabChange: (tab: V) => void;
  /** The tab's rows carry order numbers (deposits and withdrawals). */
  ordered: boolean;
  filters: RecordFiltersProps;
  list: PagedListViewModel<TransactionRowViewModel>;
  /** Set while the records cannot be read (offline): said instead of the rows. */
  unavailable?: string | undefined;
  onBack: () => void;
};

// Memoised: a row object never changes once loaded, so a new page or a scroll frame renders only new rows.
const TransactionEntry = memo(function TransactionEntry({ row }: { row: TransactionRowViewModel }) {
  return (
    <>
      <p className="records__line">
        <span className="records__title">{row.title}</span>
        <span className="records__status">{row.status}</span>
      </p>
      {row.orderNo !== null && (
        <p className="records__line records__muted">
          <span>订单号 {row.orderNo}</span>
        </p>
      )}
      <p className="records__line">
        <span>{formatMoney(row.amount)}</span>
        <time className="records__muted" dateTime={row.createdAt.replace(' ', 'T')}>
          {row.createdAt}
        </time>
      </p>
    </>
  );
});

/** /transRecord: header with back, the deposit/withdrawal/transfer tabs, the shared filters and the paged rows. */
export function TransRecordView<V extends number>({
  tabs,
  tab,
  onTabChange,
  ordered,
  filters,
  list,
  unavailable,
  onBack,
}: TransRecordViewProps<V>) {
  const label = tabs.find((entry) => entry.value === tab)?.label ?? '';
  return (
    <div className="records">
      <PageHeader title="交易记录" onBack={onBack} />
      <Tabs label="交易类型" items={tabs} value={tab} onChange={onTabChange} stretch>
        <RecordFilters {...filters} />
        <RecordList
          label={`${label}记录`}
          vm={list}
          rowHeight={ordered ? TRANSACTION_ROW_HEIGHT.ordered : TRANSACTION_ROW_HEIGHT.plain}
          rowKey={(row) => row.key}
          renderRow={(row) => <TransactionEntry row={row} />}
          emptyText={`暂无${label}记录`}
          unavailable={unavailable}
        />
      </Tabs>
    </div>
  );
}
